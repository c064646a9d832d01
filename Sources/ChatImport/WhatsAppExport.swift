import StrictJSON

/// WhatsApp's "Export chat" text file (`_chat.txt` on iOS, `WhatsApp Chat with Ann.txt` on
/// Android), with the attachments it names beside it when exported with media.
enum WhatsAppExport {
    /// The chat in `bytes`, the file shown as `file` in errors.
    static func chat(_ bytes: [UInt8], file: String) throws(Diagnostic) -> ImportedChat {
        var utf8 = bytes[...]
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { utf8 = utf8.dropFirst(3) }
        guard let text = String(validating: utf8, as: UTF8.self) else {
            throw Diagnostic(kind: .syntax, file: file, message: "not UTF-8 text")
        }
        var messages: [(line: Int, header: WhatsAppHeader, continuation: [Substring])] = []
        var number = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            if let header = WhatsAppHeader(line) {
                messages.append((number, header, []))
            } else if messages.isEmpty {
                guard line.allSatisfy({ $0.isWhitespace || $0.unicodeScalars.allSatisfy(WhatsAppHeader.isMark) }) else {
                    throw Diagnostic(kind: .syntax, file: file, line: number, message: "expected a WhatsApp message line such as "
                        + "'[31/12/2023, 21:05:09] Name: text' (iOS) or '31/12/2023, 21:05 - Name: text' (Android)")
                }
            } else {
                messages[messages.count - 1].continuation.append(line)
            }
        }
        guard !messages.isEmpty else { throw Diagnostic(kind: .file, file: file, message: "the file has no messages") }
        let order = try WhatsAppDateOrder.inferred(from: messages.map { ($0.line, $0.header) }, file: file)
        var chat = ImportedChat()
        for message in messages {
            guard let date = order.date(of: message.header) else {
                throw Diagnostic(kind: .syntax, file: file, line: message.line,
                                 message: "not a date and time in the order the rest of the file uses")
            }
            var lines = [message.header.body] + message.continuation
            while lines.count > 1, lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
            chat.entries.append(entry(lines, date: date, chat: &chat))
        }
        return chat
    }

    /// A message `Name: text` (its text continued on `lines` after the first), or a system line.
    /// A name that is not in the phone's contacts is written `~ Name`; the `~` is dropped.
    private static func entry(_ lines: [Substring], date: ChatDate, chat: inout ImportedChat) -> ImportedChat.Entry {
        let first = lines[0]
        guard let colon = first.firstUTF8Range(of: ": ") else {
            return ImportedChat.Entry(date: date, content: .system(joined(lines).trimmingMarks))
        }
        var name = String(first[..<colon.lowerBound]).trimmingMarks
        if name.hasPrefix("~") { name = name.dropFirst().trimmingMarks }
        var body = [first[colon.upperBound...]] + lines.dropFirst()
        let marked = body[0].unicodeScalars.first.map(WhatsAppHeader.isMark) ?? false
        body[0] = Substring(body[0].trimmingMarks)
        var dropped = DroppedKeys()
        var attachment: ImportedChat.Attachment?
        if let media = WhatsAppMedia(body[0]) {
            attachment = media.attachment
            if media.isSticker { dropped.stickers = 1 }
            body.removeFirst()
        } else if marked {
            return ImportedChat.Entry(date: date, content: .system(joined(body).trimmingMarks))
        }
        let written = joined(body)
        let text = WhatsAppMedia.removingEditNote(written)
        let author = chat.author(key: name, name: name)
        let hasMarkers = text.unicodeScalars.contains { "*_~`".unicodeScalars.contains($0) }
        return ImportedChat.Entry(date: date, content: .message(author: author, text: text, attachment: attachment), dropped: dropped,
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
