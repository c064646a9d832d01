import FileSystem
import StrictJSON

/// The zip WhatsApp's "Export chat" writes: the chat's text (`_chat.txt` from iOS, `WhatsApp
/// Chat with NAME.txt` from Android) and the attached files beside it, read without unpacking.
///
/// Every entry is checked when the archive is opened: one whose path leads out of the archive
/// (absolute, `..`), a symbolic link or anything but a file or folder refuses the archive,
/// naming the entry; entries are counted and read within ``ArchiveLimits``.
struct WhatsAppArchive {
    /// The archive's path as the user gave it.
    let path: String
    /// The chat's entry.
    let chat: String
    /// The regular files beside the chat.
    let files: ArchiveFiles
    let limits: ArchiveLimits

    /// Whether `path` names a zip: by its extension, or by the signature of its first entry.
    static func isArchive(_ path: String) -> Bool {
        if path.lowercased().hasSuffix(".zip") { return true }
        guard let file = try? RegularFile(path: path), let start = try? file.read(upTo: 4) else { return false }
        return start == [0x50, 0x4B, 0x03, 0x04]
    }

    /// Lists the archive at `path` and finds its chat: `_chat.txt`, else a `.txt` file whose name
    /// starts with `WhatsApp`, else the only `.txt` file.
    init(path: String, limits: ArchiveLimits = .standard) throws(Diagnostic) {
        self.path = path
        self.limits = limits
        let archive = try ZipArchive(path: path, limits: limits)
        var texts: [String] = []
        var fileEntries: [String] = []
        while let entry = try archive.nextEntry() {
            guard entry.staysInside else {
                throw Diagnostic(kind: .file, file: path, message: "\(entry.path): leads outside the archive, which an import does not read")
            }
            switch entry.kind {
            case .file:
                fileEntries.append(entry.path)
                if entry.path.lowercased().hasSuffix(".txt") { texts.append(entry.path) }
            case .folder:
                break
            case .link:
                throw Diagnostic(kind: .file, file: path, message: "\(entry.path): \(FileProblem.link)")
            case .other:
                throw Diagnostic(kind: .file, file: path, message: "\(entry.path): is neither a file nor a folder")
            }
        }
        let name = { (entry: String) in entry.split(separator: "/").last.map(String.init) ?? entry }
        guard let chat = texts.first(where: { name($0) == "_chat.txt" }) ?? texts.first(where: { name($0).hasPrefix("WhatsApp") })
            ?? (texts.count == 1 ? texts.first : nil) else {
            throw Diagnostic(kind: .file, file: path, message: "no chat in the archive: expected _chat.txt (iOS) or "
                + "'WhatsApp Chat with NAME.txt' (Android)")
        }
        self.chat = chat
        let folder = String(chat.dropLast(name(chat).utf8.count))
        let beside = fileEntries.filter { $0.hasPrefix(folder) && !$0.dropFirst(folder.count).contains("/") }
        files = ArchiveFiles(archive: path, folder: folder, names: Set(beside.map { String($0.dropFirst(folder.count)) }))
    }

    /// The chat entry as errors name it: `chat.zip: _chat.txt`.
    var chatName: String {
        "\(path): \(chat)"
    }

    /// Calls `body` with each line of the chat, read a megabyte at a time from a fresh opening of
    /// the archive, as ``ExportLines`` reads a file.
    func forEachLine(_ body: (_ number: Int, _ line: Substring) throws(Diagnostic) -> Void) throws(Diagnostic) {
        let archive = try ZipArchive(path: path, limits: limits)
        while let entry = try archive.nextEntry(), entry.path != chat {}
        let tooLarge = Diagnostic(kind: .file, file: chatName, message: FileProblem.tooLarge(limit: ExportFile.limit).description)
        try ExportLines.forEach(named: chatName, tooLarge: tooLarge, next: { () throws(Diagnostic) -> [UInt8] in
            try archive.read(upTo: ExportLines.chunkSize)
        }, body)
    }

    /// Writes each entry of `media` (all of this archive) to `folder/path` in `stage`, a
    /// megabyte at a time.
    static func extract(_ media: [ArchiveMedia], from path: String, into folder: String, stage: StagedOutput,
                        limits: ArchiveLimits = .standard) throws(Diagnostic) {
        var wanted = Dictionary(media.map { ($0.entry, $0.path) }, uniquingKeysWith: { first, _ in first })
        let archive = try ZipArchive(path: path, limits: limits)
        while !wanted.isEmpty, let entry = try archive.nextEntry() {
            guard let relative = wanted.removeValue(forKey: entry.path) else { continue }
            let target = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
            let written = { (error: FileError) in Diagnostic(kind: .file, file: error.path, message: error.problem.description) }
            let file: StagedFile
            do {
                file = try stage.file(for: target)
            } catch {
                throw written(error)
            }
            while true {
                let chunk = try archive.read(upTo: ExportLines.chunkSize)
                if chunk.isEmpty { break }
                do {
                    try file.write(chunk)
                } catch {
                    throw written(error)
                }
            }
            do {
                try file.finish()
            } catch {
                throw written(error)
            }
        }
    }
}
