/// Which attachments of an export can be drawn as images, and where they are from the
/// transcript's folder; counts what becomes a placeholder instead.
struct AttachmentFiles {
    /// The absolute folder attachment paths are relative to.
    let exportFolder: String
    /// The absolute folder image paths are written relative to.
    let transcriptFolder: String
    private var missing = 0
    private var outside = 0

    init(exportFolder: String, transcriptFolder: String) {
        self.exportFolder = exportFolder
        self.transcriptFolder = transcriptFolder
    }

    /// The extensions of images a transcript can draw.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// The image path for `attachment` when it is a PNG or JPEG file that is there (relative
    /// to the export's folder, or absolute as DiscordChatExporter writes media kept outside
    /// it); nil otherwise (the message then shows the placeholder).
    mutating func image(for attachment: ImportedChat.Attachment) -> String? {
        guard let path = attachment.path, !path.isEmpty else { return nil }
        let file = FilePaths.absolute(path.hasPrefix("/") ? path : exportFolder + "/" + path)
        guard ExportFile.isRegularFile(file) else {
            missing += 1
            return nil
        }
        guard let dot = path.lastIndex(of: "."), Self.imageExtensions.contains(path[path.index(after: dot)...].lowercased()) else {
            return nil
        }
        let relative = FilePaths.relative(file, from: transcriptFolder)
        if FilePaths.leavesFolder(relative) { outside += 1 }
        return relative
    }

    /// What the user should know about the attachments.
    var notes: [String?] {
        [
            missing == 0 ? nil : "\(missing) attached file\(missing == 1 ? " is" : "s are") not beside the export: "
                + "shown as \(missing == 1 ? "a placeholder" : "placeholders")",
            outside == 0 ? nil : "\(outside) image\(outside == 1 ? " is" : "s are") outside the transcript's folder: "
                + "render and validate it with --allow-outside-files, or write the transcript beside the export",
        ]
    }
}
