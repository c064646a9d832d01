import FileSystem
import FoundationEssentials
import StrictJSON
import Transcript

/// Turns chat exports into transcripts: ``read(_:at:keeping:)`` reads an export,
/// ``transcript(from:format:source:imagesRelativeTo:options:mediaFolder:)`` picks the part asked for
/// and writes it as transcript version 1.
public enum ChatImporter {
    /// Reads the export at `path`: a file (`result.json`, `_chat.txt`, a DiscordChatExporter
    /// `.json`), for WhatsApp also the zip "Export chat" writes (read without unpacking it:
    /// `WhatsAppArchive`), or for Slack a channel's folder (or an export with one channel).
    ///
    /// A WhatsApp chat, which can be hundreds of megabytes, is read a megabyte at a time and
    /// only the part `options` asks for (`from`, `to`, `last`) is kept: ``transcript(from:format:source:imagesRelativeTo:options:mediaFolder:)``
    /// picks the same part from it. A part more than a transcript may hold is refused as soon
    /// as it is seen (``ChatImportError/tooLarge(file:problem:)``).
    public static func read(_ format: ChatFormat, at path: String, keeping options: ImportOptions = ImportOptions())
        throws(ChatImportError) -> ImportedChat {
        var selection = ChatSelection(options: options)
        let chat: ImportedChat
        do throws(Diagnostic) {
            switch format {
            case .slack:
                chat = try SlackExport.chat(at: path)
            case .whatsapp where WhatsAppArchive.isArchive(path):
                let archive = try WhatsAppArchive(path: path)
                var read = try WhatsAppExport.chat(named: archive.chatName, selection: &selection, lines: archive.forEachLine)
                read.archive = archive.files
                chat = read
            case .whatsapp:
                chat = try WhatsAppExport.chat(at: .anywhere(path), selection: &selection)
            case .telegram:
                let bytes = try ExportFile.contents(of: path, kind: "Telegram export")
                chat = try TelegramExport.chat(JSONCursor.parse(bytes, file: path))
            case .discord:
                let bytes = try ExportFile.contents(of: path, kind: "Discord export")
                chat = try DiscordExport.chat(JSONCursor.parse(bytes, file: path))
            }
        } catch {
            throw .export(error)
        }
        if let problem = selection.tooLarge { throw .tooLarge(file: path, problem: problem) }
        return chat
    }

    /// The folder an export's attachment paths are relative to: a Slack export's own folder,
    /// else the folder of the export file.
    public static func exportFolder(of path: String, format: ChatFormat) -> String {
        format == .slack ? FilePaths.absolute(path) : FilePaths.folder(of: path)
    }

    /// The transcript of the part of `chat` that `options` asks for.
    ///
    /// A day's first message is preceded by a separator naming the day; the app's own lines
    /// ("Ann added Bob") are system lines. A message shows its time (`14:03`) and, when the
    /// export says so, the Edited or Forwarded label ("Forwarded from" whom, when the export
    /// names them); messages of kinds a transcript does not draw are counted by kind in a
    /// note. A reply answers the message it answers in
    /// the export (`replyTo` with the export's id of that message as its `id`) when that
    /// message is kept. An attachment that is a PNG,
    /// JPEG or WebP file present beside the export becomes the message's image (a sticker's, a
    /// sticker drawn without a bubble), written relative to
    /// `folder` (the transcript's folder: the output file's, or the current folder for
    /// standard output); any other attachment is shown as a placeholder line. A zipped
    /// export's PNG, JPEG or WebP file becomes an image in `mediaFolder` (inside `folder`), listed in
    /// the result's ``ImportedTranscript/media`` for ``writeMedia(_:relativeTo:to:)``; without
    /// a media folder it is a placeholder.
    ///
    /// - Parameters:
    ///   - chat: the chat ``read(_:at:keeping:)`` read.
    ///   - format: the export's format, for its default theme and where its attachments are.
    ///   - source: the export's path as the user gave it, for messages and attachments.
    ///   - folder: the absolute folder image paths are written relative to.
    ///   - options: the part of the chat to keep, who is outgoing, the theme.
    ///   - mediaFolder: the name of the folder inside `folder` a zipped export's images are
    ///     written to (`chat-media`); one name, no `/`.
    /// - Throws: ``ChatImportError/unknownAuthor(_:suggestion:authors:)`` for an `options.me`
    ///   nobody wrote as, ``ChatImportError/tooLarge(file:problem:)`` for a transcript over
    ///   the limits.
    public static func transcript(
        from chat: ImportedChat, format: ChatFormat, source: String, imagesRelativeTo folder: String, options: ImportOptions,
        mediaFolder: String? = nil
    ) throws(ChatImportError) -> ImportedTranscript {
        let meKey = try options.me.map { name throws(ChatImportError) in try authorKey(named: name, in: chat) }
        let entries = selected(chat.entries, options: options)
        var used: [String] = []
        for entry in entries {
            if case .message(let author, _, _) = entry.content, !used.contains(author) { used.append(author) }
        }
        let authors = used.compactMap { key in chat.authors.first { $0.key == key } }
        let ids = Dictionary(uniqueKeysWithValues: zip(authors.map(\.key), ParticipantIDs.make(for: authors.map(\.name))))
        let participants = authors.map { author in
            Participant(id: ids[author.key] ?? author.key, name: author.name, side: author.key == meKey ? .outgoing : .incoming)
        }
        let media = mediaFolder.flatMap { $0.isEmpty || $0.contains("/") || $0 == "." || $0 == ".." ? nil : $0 }
        var attachments = AttachmentFiles(exportFolder: exportFolder(of: source, format: format), transcriptFolder: folder,
                                          archive: chat.archive, mediaFolder: media)
        var messages: [Message] = []
        var day: ChatDate?
        var dropped = DroppedKeys()
        // The index in `messages` of each message the export gives an id, for the replies to it.
        var exportIDs: [String: Int] = [:]
        for entry in entries {
            dropped = dropped + entry.dropped
            // A day with only messages a transcript does not draw gets no separator.
            if entry.content != .undrawn, entry.date.dayOnly != day {
                day = entry.date.dayOnly
                messages.append(.separator(entry.date.dayText))
            }
            switch entry.content {
            case .undrawn:
                break
            case .system(let text, let kind):
                if !text.isEmpty { messages.append(.system(text, kind: kind)) }
            case .message(let author, _, _) where entry.deleted:
                // A deleted message shows only that it was deleted: nothing of it is lost.
                messages.append(.bubble(BubbleMessage(from: ids[author] ?? author, time: entry.date.timeText, deleted: true)))
            case .message(let author, let text, let attachment):
                var image = attachment.flatMap { attachments.image(for: $0) }
                // A sticker is drawn on its own: it has no text, and it answers nothing.
                var sticker: String?
                if attachment?.isSticker == true {
                    if text.isEmpty, entry.replyTo == nil, image != nil {
                        swap(&sticker, &image)
                    } else {
                        image = nil
                        dropped.stickers += 1
                    }
                }
                var lines = text.isEmpty ? [] : [text]
                var entities = entry.entities
                if let attachment, image == nil, sticker == nil {
                    lines.insert(attachment.placeholder, at: 0)
                    let shift = attachment.placeholder.utf16.count + (text.isEmpty ? 0 : 1)
                    entities = entities.map { TextEntity(type: $0.type, offset: $0.offset + shift, length: $0.length, url: $0.url,
                                                         language: $0.language) }
                }
                let reactions = transcriptReactions(entry.reactions, ids: ids, dropped: &dropped.reactions)
                var message = BubbleMessage(from: ids[author] ?? author, text: lines.isEmpty ? nil : lines.joined(separator: "\n"),
                                            image: image, sticker: sticker, time: entry.date.timeText, edited: entry.edited,
                                            forwarded: entry.forwarded, forwardedFrom: entry.forwardedFrom, format: entry.format, entities: entities,
                                            reactions: reactions, card: entry.card)
                if let parent = entry.replyTo {
                    // The answered message takes the export's id as its transcript id; a reply to
                    // one the transcript leaves out (or to none the export holds) is counted.
                    if let target = exportIDs[parent], case .bubble(var answered) = messages[target] {
                        answered.id = parent
                        messages[target] = .bubble(answered)
                        message.replyTo = .id(parent)
                    } else {
                        dropped.replies += 1
                    }
                }
                if let id = entry.id, exportIDs[id] == nil { exportIDs[id] = messages.count }
                messages.append(.bubble(message))
            }
        }
        let baseDirectory = URL(fileURLWithPath: folder, isDirectory: true)
        let transcript = Transcript(version: Transcript.supportedVersion, theme: options.theme ?? format.defaultTheme,
                                    participants: ParticipantList(participants), messages: messages, baseDirectory: baseDirectory)
        do {
            try transcript.validate()
        } catch {
            throw .tooLarge(file: source, problem: error.description)
        }
        let notes = chat.notes + ([dropped.undrawnNote, dropped.note, dropped.stickerNote, dropped.reactionNote, dropped.replyNote] + attachments.notes).compactMap { $0 }
        return ImportedTranscript(transcript: transcript, notes: notes, media: attachments.media)
    }

    /// Writes each file of `media` from its zip to its path beneath `folder` (absolute), in
    /// `stage`, so that nothing is written unless the stage is committed; the media folder is
    /// created, and refused when it is something other than a folder (a symbolic link, a file).
    ///
    /// - Throws: ``ChatImportError/export(_:)`` naming the archive and the entry, or the file
    ///   that could not be written.
    public static func writeMedia(_ media: [ArchiveMedia], relativeTo folder: String, to stage: StagedOutput) throws(ChatImportError) {
        let byArchive = Dictionary(grouping: media, by: \.archive)
        for archive in byArchive.keys.sorted() {
            let files = byArchive[archive] ?? []
            for subfolder in Set(files.compactMap { $0.path.split(separator: "/").dropLast().first.map(String.init) }).sorted() {
                let kind = Folder.entries(.anywhere(folder))?.first { $0.name == subfolder }?.kind
                let path = folder.hasSuffix("/") ? folder + subfolder : folder + "/" + subfolder
                if let kind, kind != .folder {
                    throw .export(Diagnostic(kind: .file, file: path, message: kind == .link ? FileProblem.link.description
                        : "is not a folder, where the zip's images are written"))
                }
                do {
                    try stage.createFolder(path)
                } catch {
                    throw .export(Diagnostic(kind: .file, file: error.path, message: error.problem.description))
                }
            }
            do throws(Diagnostic) {
                try WhatsAppArchive.extract(files, from: archive, into: folder, stage: stage)
            } catch {
                throw .export(error)
            }
        }
    }

    /// The key of the author `name` names: by name, by key, or by name ignoring case.
    private static func authorKey(named name: String, in chat: ImportedChat) throws(ChatImportError) -> String {
        if let author = chat.authors.first(where: { $0.name == name }) ?? chat.authors.first(where: { $0.key == name })
            ?? chat.authors.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return author.key
        }
        let names = chat.authors.map(\.name)
        throw .unknownAuthor(name, suggestion: KeySuggestion.closest(to: name, among: names), authors: names)
    }

    /// The entries within `from`...`to`, then the last `last` messages of them (and the system
    /// lines between those); messages with neither text nor attachment left out.
    private static func selected(_ entries: [ImportedChat.Entry], options: ImportOptions) -> [ImportedChat.Entry] {
        var kept = entries.filter { ChatSelection.keeps($0, options: options) }
        if let last = options.last {
            var count = 0
            var start = kept.endIndex
            while start > kept.startIndex, count < last {
                start -= 1
                if case .message = kept[start].content { count += 1 }
            }
            kept = Array(kept[start...])
        }
        return kept
    }
}
