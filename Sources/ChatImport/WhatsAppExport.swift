import FileSystem
import StrictJSON

/// WhatsApp's "Export chat" text file (`_chat.txt` on iOS, `WhatsApp Chat with Ann.txt` on
/// Android), with the attachments it names beside it when exported with media.
enum WhatsAppExport {
    /// The chat in the file at `location`, each message handed to `selection` as soon as it
    /// is complete; the chat's entries are what `selection` keeps.
    ///
    /// The file is read twice, a megabyte at a time (``ExportLines``): first every header,
    /// for the order of day and month the whole file uses (``WhatsAppDateOrder/Evidence``) and
    /// who the chat shows writing (``WhatsAppSenders``), then the messages. Memory holds what is
    /// kept and the senders' names, not the file.
    static func chat(at location: FileLocation, selection: inout ChatSelection) throws(Diagnostic) -> ImportedChat {
        try chat(named: location.description, selection: &selection) { body throws(Diagnostic) in
            try ExportLines.forEach(in: location, kind: "WhatsApp chat", body)
        }
    }

    /// The chat whose text `lines` reads (each time from its start, each line handed to the
    /// body it is given), named `file` in errors, as ``chat(at:selection:)`` reads a file's.
    static func chat(named file: String, selection: inout ChatSelection,
                     lines: (_ body: (_ number: Int, _ line: Substring) throws(Diagnostic) -> Void) throws(Diagnostic) -> Void)
        throws(Diagnostic) -> ImportedChat {
        var evidence = WhatsAppDateOrder.Evidence()
        var senders = WhatsAppSenders()
        var headers = 0
        try lines { number, line throws(Diagnostic) in
            if let header = WhatsAppHeader(line) {
                evidence.add(header, line: number)
                senders.add(header.body)
                headers += 1
            } else if headers == 0 {
                guard line.allSatisfy({ $0.isWhitespace || $0.unicodeScalars.allSatisfy(WhatsAppHeader.isMark) }) else {
                    throw Diagnostic(kind: .syntax, file: file, line: number, message: "expected a WhatsApp message line such as "
                        + "'[31/12/2023, 21:05:09] Name: text' (iOS) or '31/12/2023, 21:05 - Name: text' (Android)")
                }
            }
        }
        guard headers > 0 else { throw Diagnostic(kind: .file, file: file, message: "the file has no messages") }
        var chat = ImportedChat()
        let order: WhatsAppDateOrder
        if let given = selection.options.dateOrder {
            order = WhatsAppDateOrder(given)
        } else {
            let decided = try evidence.decided(file: file)
            order = decided.order
            if decided.assumed { chat.notes.append(order.assumedNote) }
        }
        var message: (date: ChatDate, lines: [Substring])?
        func finishMessage() {
            guard let (date, read) = message else { return }
            var lines = read
            while lines.count > 1, lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
            selection.add(entry(lines, date: date, senders: senders, chat: &chat))
            message = nil
        }
        try lines { number, line throws(Diagnostic) in
            guard let header = WhatsAppHeader(line) else {
                message?.lines.append(line)
                return
            }
            finishMessage()
            guard let date = order.date(of: header) else {
                let source = selection.options.dateOrder.map { "--date-order \($0.rawValue) gives" } ?? "the rest of the file uses"
                throw Diagnostic(kind: .syntax, file: file, line: number, message: "not a date and time in the order \(source)")
            }
            message = (date, [header.body])
        }
        finishMessage()
        chat.entries = selection.kept
        return chat
    }

    /// The system line `text`, of kind `encryption` when it reads as one of the encryption
    /// notices' wordings.
    private static func systemEntry(_ text: String, date: ChatDate) -> ImportedChat.Entry {
        let bytes = Array(text.utf8)
        let notice = WhatsAppSystemPhrases.encryptionTemplates.contains { $0.wordsStart(in: bytes) != nil }
        return ImportedChat.Entry(date: date, content: .system(text, kind: notice ? .encryption : .event))
    }

    /// A message `Name: text` of one of `senders` (its text continued on `lines` after the
    /// first), or a system line.
    private static func entry(_ lines: [Substring], date: ChatDate, senders: WhatsAppSenders, chat: inout ImportedChat) -> ImportedChat.Entry {
        guard let (name, firstText) = senders.message(in: lines[0]) else {
            // iOS writes a group's system lines after its name and a mark: `Trip: \u{200E}Ann left`.
            var text = lines
            if let chatName = lines[0].firstUTF8Range(of: ": \u{200E}") { text[0] = lines[0][chatName.upperBound...] }
            return systemEntry(joined(text).trimmingMarks, date: date)
        }
        var body = [firstText] + lines.dropFirst()
        let marked = body[0].unicodeScalars.first.map(WhatsAppHeader.isMark) ?? false
        body[0] = Substring(body[0].trimmingMarks)
        var attachment: ImportedChat.Attachment?
        if let media = WhatsAppMedia(body[0]) {
            attachment = media.attachment
            body.removeFirst()
        } else if WhatsAppDeletedPhrases.isDeleted(joined(body)) {
            // iOS marks it as it marks system lines, yet it is its sender's.
            return ImportedChat.Entry(date: date, content: .message(author: chat.author(key: name, name: name), text: "", attachment: nil),
                                      deleted: true)
        } else if marked {
            return systemEntry(joined(body).trimmingMarks, date: date)
        }
        let written = joined(body)
        let author = chat.author(key: name, name: name)
        let text = WhatsAppEditNote.removing(from: written)
        let hasMarkers = text.unicodeScalars.contains { "*_~`".unicodeScalars.contains($0) }
        return ImportedChat.Entry(date: date, content: .message(author: author, text: text, attachment: attachment),
                                  edited: text != written, format: hasMarkers ? .markdown : .plain)
    }

    private static func joined(_ lines: some Collection<Substring>) -> String {
        lines.joined(separator: "\n")
    }
}

extension StringProtocol {
    /// Without the direction marks and spaces WhatsApp puts around names and texts.
    var trimmingMarks: String {
        let isTrimmed: (Unicode.Scalar) -> Bool = { WhatsAppHeader.isMark($0) || $0.properties.isWhitespace }
        let scalars = unicodeScalars
        if let first = scalars.first, let last = scalars.last, !isTrimmed(first), !isTrimmed(last) { return String(self) }
        guard let start = scalars.firstIndex(where: { !isTrimmed($0) }),
              let end = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[start...end]))
    }
}
