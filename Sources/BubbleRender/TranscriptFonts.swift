import CairoDrawing
import StrictJSON
import Transcript

/// The font files a transcript names in `"fonts"` and `"emojiFont"`, checked as a render reads
/// them but without drawing: allowed by the file policy (inside the transcript's folder unless
/// outside files are allowed) and a font Bubbles can use (see ``FontFile``).
public enum TranscriptFonts {
    /// One problem per entry that fails, in order (`emojiFont` last); the errors read like a
    /// render's: `fonts[1]: fonts/logo.png: is not a font file FreeType can read (...)`.
    public static func problems(in transcript: Transcript, file: String, allowOutsideFiles: Bool) -> [Diagnostic] {
        let access = FileAccess(folder: transcript.baseDirectory, allowOutside: allowOutsideFiles)
        var problems: [Diagnostic] = []
        for index in transcript.fonts.indices {
            do throws(Diagnostic) {
                _ = try fontFile(index, of: transcript, file: file, access: access)
            } catch {
                problems.append(error)
            }
        }
        do throws(Diagnostic) {
            _ = try emojiFontFile(of: transcript, file: file, access: access)
        } catch {
            problems.append(error)
        }
        return problems
    }

    /// `transcript.fonts[index]`, read and checked under the file policy of `access`; a
    /// failure names `fonts[index]` and the file as written. Rendering reads fonts with it too.
    static func fontFile(_ index: Int, of transcript: Transcript, file: String?, access: FileAccess) throws(Diagnostic) -> FontFile {
        try read(transcript.fonts[index], role: .text, at: ["fonts", .index(index)], file: file, access: access)
    }

    /// `transcript.emojiFont` (nil when it has none), read and checked as an emoji font under
    /// the file policy of `access`; a failure names `emojiFont` and the file as written.
    static func emojiFontFile(of transcript: Transcript, file: String?, access: FileAccess) throws(Diagnostic) -> FontFile? {
        guard let name = transcript.emojiFont else { return nil }
        return try read(name, role: .emoji, at: ["emojiFont"], file: file, access: access)
    }

    private static func read(_ name: String, role: FontFile.Role, at path: JSONPath, file: String?,
                             access: FileAccess) throws(Diagnostic) -> FontFile {
        do {
            return try FontFile(access.resolve(name), name: name, role: role)
        } catch {
            throw Diagnostic(kind: .invalid, file: file, path: path, message: error.description)
        }
    }
}
