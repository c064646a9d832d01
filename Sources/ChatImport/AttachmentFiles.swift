import FileSystem

/// Which attachments of an export can be drawn as images, and where they are from the
/// transcript's folder; counts what becomes a placeholder instead.
///
/// An attachment is looked for only beneath the export's folder, as the kernel resolves it
/// (``FileLocation/beneath(_:_:links:)``, no symbolic link followed): an export is someone
/// else's files, and one whose attachment is an absolute path, climbs out with `..` or is a
/// link gets a placeholder, never a path to a file elsewhere on the disk.
struct AttachmentFiles {
    /// The absolute folder attachment paths are relative to.
    let exportFolder: String
    /// The absolute folder image paths are written relative to.
    let transcriptFolder: String
    private var missing = 0
    private var outside = 0
    private var beyondTranscript = 0

    init(exportFolder: String, transcriptFolder: String) {
        self.exportFolder = exportFolder
        self.transcriptFolder = transcriptFolder
    }

    /// The extensions of images a transcript can draw.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// The image path for `attachment` when it is a PNG or JPEG file inside the export's
    /// folder (a relative path, or an absolute one into it as DiscordChatExporter writes)
    /// and inside the transcript's; nil otherwise (the message then shows the placeholder).
    mutating func image(for attachment: ImportedChat.Attachment) -> String? {
        guard var path = attachment.path, !path.isEmpty else { return nil }
        if path.hasPrefix("/") {
            let absolute = FilePaths.absolute(path)
            let folder = exportFolder.hasSuffix("/") ? exportFolder : exportFolder + "/"
            guard absolute.hasPrefix(folder) else {
                outside += 1
                return nil
            }
            path = String(absolute.dropFirst(folder.count))
        }
        do throws(FileProblem) {
            _ = try RegularFile(.beneath(exportFolder, path, links: .none))
        } catch .outside, .link {
            outside += 1
            return nil
        } catch {
            missing += 1
            return nil
        }
        guard let dot = path.lastIndex(of: "."), Self.imageExtensions.contains(path[path.index(after: dot)...].lowercased()) else {
            return nil
        }
        let relative = FilePaths.relative(FilePaths.absolute(exportFolder + "/" + path), from: transcriptFolder)
        guard !FilePaths.leavesFolder(relative) else {
            beyondTranscript += 1
            return nil
        }
        return relative
    }

    /// What the user should know about the attachments.
    var notes: [String?] {
        [
            Self.note(missing, "not beside the export"),
            Self.note(outside, "outside the export (an absolute path, `..` or a symbolic link), which an import does not read"),
            beyondTranscript == 0 ? nil : "\(beyondTranscript) image\(beyondTranscript == 1 ? " is" : "s are") outside the "
                + "transcript's folder: shown as \(beyondTranscript == 1 ? "a placeholder" : "placeholders"); "
                + "write the transcript in the export's folder to draw \(beyondTranscript == 1 ? "it" : "them")",
        ]
    }

    /// "`count` attached files are `where`: shown as placeholders", or nil for none.
    private static func note(_ count: Int, _ place: String) -> String? {
        guard count > 0 else { return nil }
        return "\(count) attached file\(count == 1 ? " is" : "s are") \(place): shown as \(count == 1 ? "a placeholder" : "placeholders")"
    }
}
