import CairoDrawing
import Raster
import StrictJSON
import Transcript

/// The image files a transcript names, checked as a render reads them but without drawing:
/// each photo (a quote's and a link card's too), sticker, avatar and wallpaper must be allowed by the file policy (inside the transcript's folder
/// unless outside files are allowed) and be a PNG, JPEG or WebP whose header gives a size within
/// `ImageLimits`. Avatars are checked whether or not the theme shows them, and so is a
/// screen's `avatar` when it names a file rather than a participant.
public enum TranscriptImages {
    /// One problem per image reference that fails, the screen's wallpaper first, then avatars
    /// (in participant order, then the screen's), then photos and stickers (in message order);
    /// each file is read once however often it is named.
    /// The errors read like a render's: `messages[2].image: dog.png: no such file`.
    public static func problems(in validation: Transcript.Validation, file: String, allowOutsideFiles: Bool,
                                limits: ImageLimits = .transcriptImages) -> [Diagnostic] {
        let transcript = validation.transcript
        let access = FileAccess(folder: transcript.baseDirectory, allowOutside: allowOutsideFiles)
        var reasons: [String: String] = [:]
        var fine: Set<String> = []
        func reason(_ name: String) -> String? {
            if fine.contains(name) { return nil }
            if let known = reasons[name] { return known }
            do throws(RenderError) {
                _ = try ImageFile.probe(access.resolve(name), named: name, limits: limits)
                fine.insert(name)
                return nil
            } catch {
                reasons[name] = error.description
                return error.description
            }
        }
        var problems: [Diagnostic] = []
        if case .image(let name)? = transcript.screen?.wallpaper, let reason = reason(name) {
            problems.append(Diagnostic(kind: .invalid, file: file, path: ["screen", "wallpaper"], message: reason))
        }
        for participant in transcript.participants {
            guard let avatar = participant.avatar, let reason = reason(avatar) else { continue }
            problems.append(Diagnostic(kind: .invalid, file: file, path: ["participants", .key(participant.id), "avatar"], message: reason))
        }
        if let avatar = transcript.screen?.avatar, !transcript.participants.contains(id: avatar), let reason = reason(avatar) {
            problems.append(Diagnostic(kind: .invalid, file: file, path: ["screen", "avatar"], message: reason))
        }
        for (message, index) in zip(transcript.messages, validation.messageIndices) {
            for (key, name) in [("image", message.bubble?.image), ("sticker", message.bubble?.sticker)] {
                guard let name, let reason = reason(name) else { continue }
                problems.append(Diagnostic(kind: .invalid, file: file, path: ["messages", .index(index), .key(key)], message: reason))
            }
            if let image = message.bubble?.quote?.image, let reason = reason(image) {
                problems.append(Diagnostic(kind: .invalid, file: file, path: ["messages", .index(index), "quote", "image"], message: reason))
            }
            if let image = message.bubble?.link?.image, let reason = reason(image) {
                problems.append(Diagnostic(kind: .invalid, file: file, path: ["messages", .index(index), "link", "image"], message: reason))
            }
        }
        return problems
    }
}
