extension WhatsAppSystemPhrases {
    /// Whether `line` (``WhatsAppSystemTemplate`` says how it is written) reads as a wording
    /// whose fixed words start before its first `: `, or, with `orEndingAsOne`, as any wording
    /// that ends with fixed words, wherever its `: ` falls (`Mike: Plumber left`).
    static func readsAsSystemLine(_ line: [UInt8], orEndingAsOne: Bool) -> Bool {
        guard let lastByte = line.last, let firstByte = line.first else { return false }
        let colon = colonOffset(in: line)
        let ending = byLastByte[lastByte] ?? []
        if ending.contains(where: { $0.wordsStart(in: line, notAfter: orEndingAsOne ? nil : colon) != nil }) { return true }
        if (byFirstByte[firstByte] ?? []).contains(where: { $0.wordsStart(in: line) != nil }) { return true }
        guard let colon else { return false }
        return open.contains { $0.wordsStart(in: line, notAfter: colon) != nil }
    }

    /// The wordings that end with fixed words, by the last byte of those words: a line is only
    /// compared with those its last byte allows.
    private static let byLastByte: [UInt8: [WhatsAppSystemTemplate]] = Dictionary(
        grouping: templates.filter(\.endsFixed), by: { $0.fragments.last?.last ?? 0 })

    /// The wordings that start with fixed words and end with a slot, by their first byte.
    private static let byFirstByte: [UInt8: [WhatsAppSystemTemplate]] = Dictionary(
        grouping: templates.filter { $0.startsFixed && !$0.endsFixed }, by: { $0.fragments.first?.first ?? 0 })

    /// The wordings with a slot at both ends (`% added %`).
    private static let open = templates.filter { !$0.startsFixed && !$0.endsFixed }

    private static func colonOffset(in line: [UInt8]) -> Int? {
        var index = 0
        while index + 1 < line.count {
            if line[index] == UInt8(ascii: ":"), line[index + 1] == UInt8(ascii: " ") { return index }
            index += 1
        }
        return nil
    }
}
