/// Splits a text into the parts pseudolocalization changes and the placeholders it must
/// leave intact.
///
/// Placeholders: printf-style format specifiers (`%@`, `%d`, `%lld`, `%1$s`, `%.2f`,
/// `%%`), String Catalog substitutions (`%#@count@`) and ICU/Flutter arguments without
/// nested braces (`{name}`, `{0}`, `{count, number}`).
enum PseudoPlaceholders {
    /// A run of text or one placeholder.
    struct Part: Hashable {
        var text: String
        var isPlaceholder: Bool
    }

    /// The parts of `text`, in order; joined they are `text`.
    static func parts(of text: String) -> [Part] {
        let scalars = Array(text.unicodeScalars)
        var parts: [Part] = []
        var run = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let end = placeholderEnd(scalars, at: index) {
                if !run.isEmpty { parts.append(Part(text: String(run), isPlaceholder: false)) }
                run = String.UnicodeScalarView()
                parts.append(Part(text: String(String.UnicodeScalarView(scalars[index ..< end])), isPlaceholder: true))
                index = end
            } else {
                run.append(scalars[index])
                index += 1
            }
        }
        if !run.isEmpty { parts.append(Part(text: String(run), isPlaceholder: false)) }
        return parts
    }

    /// The index after the placeholder starting at `start`, or nil when none starts there.
    private static func placeholderEnd(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
        switch scalars[start] {
        case "%":
            var index = start + 1
            guard index < scalars.count else { return nil }
            if scalars[index] == "%" { return index + 1 }
            while index < scalars.count, isDigit(scalars[index]) { index += 1 }
            if index < scalars.count, scalars[index] == "$" { index += 1 } else { index = start + 1 }
            if index < scalars.count, scalars[index] == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
                var end = index + 2
                while end < scalars.count, scalars[end] != "@", !scalars[end].properties.isWhitespace { end += 1 }
                return end < scalars.count && scalars[end] == "@" && end > index + 2 ? end + 1 : nil
            }
            while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) { index += 1 }
            while index < scalars.count, isDigit(scalars[index]) || scalars[index] == "*" { index += 1 }
            if index < scalars.count, scalars[index] == "." {
                index += 1
                while index < scalars.count, isDigit(scalars[index]) || scalars[index] == "*" { index += 1 }
            }
            while index < scalars.count, "hlLqjzt".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[index]) else { return nil }
            return index + 1
        case "{":
            var index = start + 1
            guard index < scalars.count, isNameScalar(scalars[index]) else { return nil }
            while index < scalars.count, scalars[index] != "}" {
                if scalars[index] == "{" { return nil }
                index += 1
            }
            return index < scalars.count ? index + 1 : nil
        default:
            return nil
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0" ... "9").contains(scalar)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || isDigit(scalar)
    }
}
