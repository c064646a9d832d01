import StrictJSON
import Transcript

extension Transcript {
    /// Every problem of `problems(limits:maxProblems:)` and, with `checkingFiles`, every file the
    /// transcript names that a render could not use, checked as `bubbles validate` checks them
    /// but without drawing: images, stickers, avatars and the wallpaper (readable under the file
    /// policy, inside `baseDirectory` unless `allowOutsideFiles`, a PNG, JPEG or WebP within
    /// the image limits), `fonts` and `emojiFont` (fonts FreeType and Cairo can use) and the
    /// `look` file (a valid look). Each names the Swift property at fault:
    /// `messages[2].image: dog.png: no such file`.
    public func problems(limits: TranscriptLimits = .default, maxProblems: Int = Diagnostics.defaultLimit,
                         checkingFiles: Bool, allowOutsideFiles: Bool = false) -> [InvalidTranscript] {
        let limit = max(1, maxProblems)
        var found = problems(limits: limits, maxProblems: limit)
        guard checkingFiles, found.count < limit else { return found }
        let asRead = Validation(problems: Diagnostics(), transcript: self, messageIndices: Array(messages.indices))
        let fileProblems = TranscriptImages.problems(in: asRead, file: "", allowOutsideFiles: allowOutsideFiles)
            + TranscriptFonts.problems(in: self, file: "", allowOutsideFiles: allowOutsideFiles)
            + TranscriptLook.problems(in: self, file: "", allowOutsideFiles: allowOutsideFiles, maxProblems: limit)
        for problem in fileProblems.prefix(limit - found.count) {
            let path = problem.path ?? .root
            found.append(InvalidTranscript(property: swiftProperty(at: path), path: path, message: problem.message))
        }
        return found
    }
}
