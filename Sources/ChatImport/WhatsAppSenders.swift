/// Who a WhatsApp export shows writing messages, and whether a line is a message of one of them
/// or a line WhatsApp wrote itself.
///
/// A line `Name: text` is a message only when `Name` is someone the chat shows as a sender: a
/// name that starts a line which reads as no wording of ``WhatsAppSystemPhrases``, neither one
/// whose words start before its `: ` nor one that ends the line. So `Ann added Mike: Plumber`,
/// `Ann changed the subject from "Trip" to "Trip: Alps"`, a French `« Rando : Vercors »` and
/// `Mike: Plumber left` (a contact saved with a colon) stay system lines, and no participant is
/// invented from them. A sender whose every line ends like a system line (`Ann: He left`) is
/// not recognised: the price of the last case. The export is read twice
/// (``WhatsAppExport``): the first reading collects the names, the second asks; memory holds
/// the names, not the lines.
struct WhatsAppSenders: Sendable, Hashable {
    private var names: Set<String> = []

    /// Notes the sender of `body`, the rest of a header's line, unless the line can be read as a
    /// line WhatsApp writes itself. A name already known is not compared with the wordings again:
    /// most lines are messages of someone who wrote before.
    mutating func add(_ body: Substring) {
        guard let name = Self.name(in: body), !names.contains(name) else { return }
        // A deleted message is its sender's, though some wordings end like a system line's.
        let deleted = Self.separator(in: body).map { WhatsAppDeletedPhrases.isDeleted(String(body[$0.upperBound...])) } ?? false
        guard deleted || !WhatsAppSystemPhrases.readsAsSystemLine(Self.comparable(body), orEndingAsOne: true) else { return }
        names.insert(name)
    }

    /// The sender of `body` and where their text starts, or nil when `body` is a line WhatsApp
    /// wrote itself: a wording of ``WhatsAppSystemPhrases`` that starts before its first `: `, or
    /// a line whose name before `: ` never wrote a message.
    func message(in body: Substring) -> (name: String, text: Substring)? {
        guard let colon = Self.separator(in: body), let name = Self.name(in: body), names.contains(name) else { return nil }
        guard !WhatsAppSystemPhrases.readsAsSystemLine(Self.comparable(body), orEndingAsOne: false) else { return nil }
        return (name, body[colon.upperBound...])
    }

    /// The `: ` after the name: the first one, or on iOS the first one followed by a direction
    /// mark, since there a group's system lines follow its name, which may hold `: ` itself
    /// (`Trip: Alps: \u{200E}Ann left`).
    private static func separator(in body: Substring) -> Range<Substring.Index>? {
        if let marked = body.firstUTF8Range(of: ": \u{200E}") {
            return marked.lowerBound..<body.utf8.index(marked.lowerBound, offsetBy: 2)
        }
        return body.firstUTF8Range(of: ": ")
    }

    /// The name before the ``separator(in:)``, without the marks around it and the `~` WhatsApp
    /// puts before a name that is not in the phone's contacts; nil when there is no `: `, or what
    /// stands before it ends with a space (French puts one before a colon: `Rando : Vercors`).
    private static func name(in body: Substring) -> String? {
        guard let colon = separator(in: body) else { return nil }
        let before = body[..<colon.lowerBound]
        guard let last = before.unicodeScalars.last, !WhatsAppHeader.isSpace(last) else { return nil }
        var name = before.trimmingMarks
        if name.hasPrefix("~") { name = name.dropFirst().trimmingMarks }
        return name.isEmpty ? nil : name
    }

    /// `body` as the wordings are compared with it: UTF-8 without direction marks, with straight
    /// apostrophes, and without the spaces and full stop at its end.
    private static func comparable(_ body: Substring) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.utf8.count)
        // Marks and the curly apostrophe are the only scalars changed; all start with 0xE2 or 0xEF.
        if body.utf8.contains(where: { $0 == 0xE2 || $0 == 0xEF }) {
            for scalar in body.unicodeScalars where !WhatsAppHeader.isMark(scalar) {
                bytes.append(contentsOf: (scalar == "\u{2019}" ? "'" : scalar).utf8)
            }
        } else {
            bytes.append(contentsOf: body.utf8)
        }
        while let last = bytes.last, last == UInt8(ascii: ".") || last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            bytes.removeLast()
        }
        return bytes
    }
}
