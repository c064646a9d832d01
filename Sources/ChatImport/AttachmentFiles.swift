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
    /// The files of a zipped export, looked up instead of the export's folder.
    let archive: ArchiveFiles?
    /// The folder, relative to ``transcriptFolder``, a zipped export's images are written to;
    /// nil leaves them placeholders.
    let mediaFolder: String?
    /// The archive's files the images name, to be written to ``mediaFolder``.
    private(set) var media: [ArchiveMedia] = []
    private var missing = 0
    private var outside = 0
    private var beyondTranscript = 0
    private var notExtracted = 0

    init(exportFolder: String, transcriptFolder: String, archive: ArchiveFiles? = nil, mediaFolder: String? = nil) {
        self.exportFolder = exportFolder
        self.transcriptFolder = transcriptFolder
        self.archive = archive
        self.mediaFolder = mediaFolder
    }

    /// The extensions of images a transcript can draw.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "webp"]

    /// The image path for `attachment` when it is a PNG, JPEG or WebP file inside the export's
    /// folder (a relative path, or an absolute one into it as DiscordChatExporter writes)
    /// and inside the transcript's; nil otherwise (the message then shows the placeholder).
    mutating func image(for attachment: ImportedChat.Attachment) -> String? {
        guard var path = attachment.path, !path.isEmpty else { return nil }
        if let archive { return image(named: path, in: archive) }
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
        guard Self.isImage(path) else { return nil }
        let relative = FilePaths.relative(FilePaths.absolute(exportFolder + "/" + path), from: transcriptFolder)
        guard !FilePaths.leavesFolder(relative) else {
            beyondTranscript += 1
            return nil
        }
        return relative
    }

    /// The image path for the file `name` of `archive`, in ``mediaFolder``: nil when the archive
    /// has no such file beside the chat, it is no PNG, JPEG or WebP, or there is no media folder.
    private mutating func image(named name: String, in archive: ArchiveFiles) -> String? {
        guard !name.contains("/"), name != "..", archive.names.contains(name) else {
            missing += 1
            return nil
        }
        guard Self.isImage(name) else { return nil }
        guard let mediaFolder else {
            notExtracted += 1
            return nil
        }
        let path = mediaFolder + "/" + name
        let file = ArchiveMedia(archive: archive.archive, entry: archive.folder + name, path: path)
        if !media.contains(file) { media.append(file) }
        return path
    }

    /// Whether `path` ends in one of ``imageExtensions``.
    private static func isImage(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return imageExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// What the user should know about the attachments.
    var notes: [String?] {
        [
            Self.note(missing, archive == nil ? "not beside the export" : "not in the zip beside the chat"),
            Self.note(outside, "outside the export (an absolute path, `..` or a symbolic link), which an import does not read"),
            notExtracted == 0 ? nil : "\(notExtracted) image\(notExtracted == 1 ? " is" : "s are") inside the zip: shown as "
                + "\(notExtracted == 1 ? "a placeholder" : "placeholders"); `bubbles import` writes them beside the transcript",
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
