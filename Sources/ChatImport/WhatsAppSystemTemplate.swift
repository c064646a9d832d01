/// One wording of a line WhatsApp writes itself, such as `% added %`: fixed words, and a `%`
/// where WhatsApp puts a name, a list of names or a group's subject (quotation marks included,
/// since Android writes `"Trip"` and iOS `“Trip”`).
///
/// The first slot, when the wording starts with one, is who did it; a slot may hold anything,
/// `: ` too, which is why a system line can look like `Name: text`. Lines are compared as UTF-8
/// bytes, without direction marks and without the spaces and full stop at their end
/// (``WhatsAppSenders``), since every line of an export is compared with every wording.
struct WhatsAppSystemTemplate: Sendable, Hashable {
    /// The fixed words between the slots, in order, as UTF-8.
    let fragments: [[UInt8]]
    /// Whether the wording starts with fixed words (`You left`) rather than a slot.
    let startsFixed: Bool
    /// Whether the wording ends with fixed words (`% left`) rather than a slot: a line can then
    /// read as it only by ending with those words.
    let endsFixed: Bool

    /// The wording `pattern`, `%` standing for each slot.
    init(_ pattern: String) {
        let parts = pattern.split(separator: "%", omittingEmptySubsequences: false)
        fragments = parts.filter { !$0.isEmpty }.map { Array($0.utf8) }
        startsFixed = parts.first?.isEmpty == false
        endsFixed = parts.last?.isEmpty == false
    }

    /// Where the fixed words start in `line` when it reads as this wording: after the first slot
    /// (which is not empty), or at 0 for a wording that starts fixed; nil when it does not.
    ///
    /// With `limit`, only a reading whose fixed words start at or before `limit` counts: given the
    /// offset of the line's first `: `, the colon then falls inside a later slot (a subject, a name
    /// added), not inside who did it.
    func wordsStart(in line: [UInt8], notAfter limit: Int? = nil) -> Int? {
        var remaining = fragments[...]
        var tailStart = line.count
        if endsFixed {
            guard let last = remaining.popLast(), line.count >= last.count,
                  line[(line.count - last.count)...].elementsEqual(last) else { return nil }
            tailStart = line.count - last.count
            if remaining.isEmpty {
                if startsFixed { return tailStart == 0 ? 0 : nil }
                return tailStart > 0 && tailStart <= (limit ?? tailStart) ? tailStart : nil
            }
        }
        guard let first = remaining.popFirst(), tailStart > 0 else { return nil }
        let start: Int
        if startsFixed {
            guard tailStart >= first.count, line[..<first.count].elementsEqual(first) else { return nil }
            start = 0
        } else {
            let searchEnd = min(tailStart, (limit ?? tailStart) + first.count)
            guard let found = Self.find(first, in: line, from: 1, to: searchEnd) else { return nil }
            start = found
        }
        var position = start + first.count
        for fragment in remaining {
            guard let found = Self.find(fragment, in: line, from: position, to: tailStart) else { return nil }
            position = found + fragment.count
        }
        return start
    }

    /// Where `needle` first occurs wholly within `line[from..<to]`.
    private static func find(_ needle: [UInt8], in line: [UInt8], from: Int, to: Int) -> Int? {
        guard let head = needle.first, to - from >= needle.count else { return nil }
        var index = from
        while index <= to - needle.count {
            if line[index] == head, line[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
