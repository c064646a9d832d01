import CairoDrawing
import Transcript
import StrictJSON

extension ConversationLayout {
    /// The transcript's `"fonts"`, read and checked under the image file policy; a failure
    /// names `fonts[i]` and the file as written.
    static func fontFiles(of transcript: Transcript, file: String?, access: FileAccess) throws(Diagnostic) -> [FontFile] {
        var files: [FontFile] = []
        for index in transcript.fonts.indices {
            files.append(try TranscriptFonts.fontFile(index, of: transcript, file: file, access: access))
        }
        return files
    }

    /// `renderer`'s text context with `files` added (its own when they add nothing).
    static func textContext(adding files: [FontFile], to renderer: BubbleRenderer, transcript: Transcript,
                            file: String?) throws(Diagnostic) -> TextContext {
        do {
            return try renderer.textContext(adding: files)
        } catch .fontFile(let name, let reason) {
            let path: JSONPath = transcript.fonts.firstIndex(of: name).map { ["fonts", .index($0)] } ?? ["fonts"]
            throw Diagnostic(kind: .invalid, file: file, path: path, message: "\(name): \(reason)")
        } catch {
            throw Diagnostic(kind: .invalid, file: file, path: ["fonts"], message: error.description)
        }
    }
}
