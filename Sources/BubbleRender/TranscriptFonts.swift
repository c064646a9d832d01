import CairoDrawing
import StrictJSON
import Transcript

/// The font files a transcript names in `"fonts"`, checked as a render reads them but without
/// drawing: allowed by the file policy (inside the transcript's folder unless outside files
/// are allowed) and a font Bubbles can use (see ``FontFile``).
public enum TranscriptFonts {
    /// One problem per entry that fails, in order; the errors read like a render's:
    /// `fonts[1]: fonts/logo.png: is not a font file FreeType can read (...)`.
    public static func problems(in transcript: Transcript, file: String, allowOutsideFiles: Bool) -> [Diagnostic] {
        let access = FileAccess(folder: transcript.baseDirectory, allowOutside: allowOutsideFiles)
        return transcript.fonts.indices.compactMap { index in
            do throws(Diagnostic) {
                _ = try fontFile(index, of: transcript, file: file, access: access)
                return nil
            } catch {
                return error
            }
        }
    }

    /// `transcript.fonts[index]`, read and checked under the file policy of `access`; a
    /// failure names `fonts[index]` and the file as written. Rendering reads fonts with it too.
    static func fontFile(_ index: Int, of transcript: Transcript, file: String?, access: FileAccess) throws(Diagnostic) -> FontFile {
        let name = transcript.fonts[index]
        do {
            return try FontFile(access.resolve(name), name: name)
        } catch {
            throw Diagnostic(kind: .invalid, file: file, path: ["fonts", .index(index)], message: error.description)
        }
    }
}
