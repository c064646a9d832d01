import Transcript
import StrictJSON

extension ConversationLayout {
    /// The transcript's `"fonts"`, read and checked under the image file policy; a failure
    /// names `fonts[i]` and the file as written.
    static func fontFiles(of transcript: Transcript, file: String?, access: FileAccess) throws(Diagnostic) -> [FontFile] {
        var files: [FontFile] = []
        for (index, name) in transcript.fonts.enumerated() {
            let path: JSONPath = ["fonts", .index(index)]
            do {
                files.append(try FontFile(path: access.resolve(name).path, name: name))
            } catch .image(let name, let reason), .fontFile(let name, let reason) {
                throw Diagnostic(kind: .invalid, file: file, path: path, message: "\(name): \(reason)")
            } catch {
                throw Diagnostic(kind: .invalid, file: file, path: path, message: error.description)
            }
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
