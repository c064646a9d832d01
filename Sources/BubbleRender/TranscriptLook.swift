import CairoDrawing
import ConversationLayout
import FileSystem
import StrictJSON
import Transcript

/// The look a transcript is drawn in: a look file given to the renderer (`--look-file`), else
/// the transcript's `"look"` file, read under the file policy of its images (inside the
/// transcript's folder unless outside files are allowed), else the built-in look its
/// `"theme"` names.
public enum TranscriptLook {
    /// The look of `transcript`; a failure names `look` (a file that cannot be read, or the
    /// look file's own problem with its file, path and position) or `theme`.
    static func look(of transcript: Transcript, file: String?, access: FileAccess, given: LookFile?) throws(Diagnostic) -> ChatLook {
        if let given { return given.look }
        if let name = transcript.look {
            do throws(Diagnostic) {
                return try LookFile.load(location(of: name, access: access), name: name).look
            } catch {
                throw problem(error, file: file)
            }
        }
        guard let look = ChatLook.named(transcript.theme) else {
            throw Diagnostic(kind: .invalid, file: file, path: ["theme"], message: ChatLook.unknownNameMessage(transcript.theme))
        }
        return look
    }

    /// Every problem of the transcript's `"look"` file, as a render reads it, each naming
    /// `look`: `chat.json: look: looks/brand.json: colors.light.incoming: expected a colour
    /// like "#RRGGBB" or "#RRGGBBAA", found "purple" (line 4, column 25)`.
    public static func problems(in transcript: Transcript, file: String, allowOutsideFiles: Bool,
                                maxProblems: Int = Diagnostics.defaultLimit) -> [Diagnostic] {
        guard let name = transcript.look else { return [] }
        let access = FileAccess(folder: transcript.baseDirectory, allowOutside: allowOutsideFiles)
        do throws(Diagnostic) {
            let location = try location(of: name, access: access)
            return LookFile.validate(location, name: name, maxProblems: maxProblems).kept.map { problem($0, file: file) }
        } catch {
            return [problem(error, file: file)]
        }
    }

    /// Where the look file `name` is, if the policy of `access` lets it be read.
    private static func location(of name: String, access: FileAccess) throws(Diagnostic) -> FileLocation {
        do {
            return try access.resolve(name)
        } catch .image(_, let reason) {
            throw Diagnostic(kind: .file, file: name, message: reason)
        } catch {
            throw Diagnostic(kind: .file, file: name, message: error.description)
        }
    }

    /// `problem`, a look file's, as a problem of the transcript's `look`: its whole line after
    /// the transcript's name and the path.
    private static func problem(_ problem: Diagnostic, file: String?) -> Diagnostic {
        Diagnostic(kind: .invalid, file: file, path: ["look"], message: problem.description)
    }
}
