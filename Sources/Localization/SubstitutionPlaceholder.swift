/// A `%#@NAME@` (or positional `%2$#@NAME@`) placeholder in a format string.
struct SubstitutionPlaceholder: Hashable {
    /// The name between the `@`s.
    var name: String
    /// Where the placeholder is, from its `%` to its closing `@`.
    var range: Range<String.Index>

    /// Every placeholder in `text`, in order. `%%` is a literal percent sign and is skipped.
    static func find(in text: String) -> [SubstitutionPlaceholder] {
        var result: [SubstitutionPlaceholder] = []
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            guard scalars[index] == "%" else {
                index = scalars.index(after: index)
                continue
            }
            let start = index
            var cursor = scalars.index(after: index)
            if cursor < scalars.endIndex, scalars[cursor] == "%" {
                index = scalars.index(after: cursor)
                continue
            }
            // Optional argument position: digits then `$`.
            var digits = cursor
            while digits < scalars.endIndex, ("0" ... "9").contains(scalars[digits]) {
                digits = scalars.index(after: digits)
            }
            if digits != cursor, digits < scalars.endIndex, scalars[digits] == "$" {
                cursor = scalars.index(after: digits)
            }
            guard cursor < scalars.endIndex, scalars[cursor] == "#" else {
                index = scalars.index(after: start)
                continue
            }
            cursor = scalars.index(after: cursor)
            guard cursor < scalars.endIndex, scalars[cursor] == "@" else {
                index = scalars.index(after: start)
                continue
            }
            let nameStart = scalars.index(after: cursor)
            var nameEnd = nameStart
            while nameEnd < scalars.endIndex, scalars[nameEnd] != "@" {
                nameEnd = scalars.index(after: nameEnd)
            }
            guard nameEnd < scalars.endIndex, nameEnd != nameStart else {
                index = scalars.index(after: start)
                continue
            }
            let end = scalars.index(after: nameEnd)
            result.append(SubstitutionPlaceholder(name: String(scalars[nameStart ..< nameEnd]), range: start ..< end))
            index = end
        }
        return result
    }

    /// `text` with each of `placeholders` (found in `text`) replaced by `replacement(name)`,
    /// or kept as typed when that returns nil.
    static func replace(in text: String, _ placeholders: [SubstitutionPlaceholder], with replacement: (String) -> String?) -> String {
        var result = ""
        var cursor = text.startIndex
        for placeholder in placeholders {
            result.unicodeScalars += text.unicodeScalars[cursor ..< placeholder.range.lowerBound]
            if let inserted = replacement(placeholder.name) {
                result += inserted
            } else {
                result.unicodeScalars += text.unicodeScalars[placeholder.range]
            }
            cursor = placeholder.range.upperBound
        }
        result.unicodeScalars += text.unicodeScalars[cursor...]
        return result
    }
}
