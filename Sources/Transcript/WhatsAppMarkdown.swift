/// WhatsApp's formatting markers, read into a ``StyledText``: `*bold*`, `_italic_`,
/// `~strikethrough~`, monospace between three backticks and inline code between one (both
/// monospaced, as ``TextEntity/Kind/code``).
///
/// WhatsApp's rules: an opening marker is followed by a non-space character and a closing
/// marker preceded by one (the markers hug the text); an opening marker does not follow a
/// letter or digit and a closing one is not followed by one (`2*3*4` stays as written), except
/// for scripts written without spaces (Chinese, Japanese), where any character may be next to a
/// marker. A span needs at least one character, and only three-backtick spans cross a line
/// break. Spans nest (`*_both_*`); inside code nothing is read as a marker. A marker without
/// its partner stays in the text as written.
public enum WhatsAppMarkdown {
    /// `text` with its matched markers removed, and the spans they mark.
    public static func parse(_ text: String) -> StyledText {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        parser.parse(0 ..< parser.scalars.count)
        let order = TextEntity.Kind.allCases
        let entities = parser.entities.sorted {
            ($0.offset, -$0.length, order.firstIndex(of: $0.type) ?? 0) < ($1.offset, -$1.length, order.firstIndex(of: $1.type) ?? 0)
        }
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: parser.output)
        return StyledText(text: String(shown), entities: entities)
    }

    /// A marker and the span it makes.
    private struct Marker {
        let scalar: Unicode.Scalar
        let width: Int
        let kind: TextEntity.Kind

        var isCode: Bool { kind == .code }
        /// Only the three-backtick span spans lines, and its text need not hug it.
        var isBlock: Bool { width == 3 }
    }

    private static let markers: [Unicode.Scalar: TextEntity.Kind] = ["*": .bold, "_": .italic, "~": .strikethrough, "`": .code]

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var output: [Unicode.Scalar] = []
        /// The length of ``output`` in UTF-16 code units.
        var utf16Count = 0
        var entities: [TextEntity] = []

        mutating func parse(_ range: Range<Int>) {
            var index = range.lowerBound
            while index < range.upperBound {
                if let marker = marker(at: index, before: range.upperBound), opens(marker, at: index),
                   let close = closing(marker, after: index, before: range.upperBound) {
                    let start = utf16Count
                    let inner = index + marker.width ..< close
                    if marker.isCode {
                        inner.forEach { append(scalars[$0]) }
                    } else {
                        parse(inner)
                    }
                    entities.append(TextEntity(type: marker.kind, offset: start, length: utf16Count - start))
                    index = close + marker.width
                } else {
                    append(scalars[index])
                    index += 1
                }
            }
        }

        private mutating func append(_ scalar: Unicode.Scalar) {
            output.append(scalar)
            utf16Count += UTF16.width(scalar)
        }

        private func marker(at index: Int, before end: Int) -> Marker? {
            guard let kind = WhatsAppMarkdown.markers[scalars[index]] else { return nil }
            if kind == .code, index + 3 <= end, scalars[index + 1] == "`", scalars[index + 2] == "`" {
                return Marker(scalar: "`", width: 3, kind: .code)
            }
            return Marker(scalar: scalars[index], width: 1, kind: kind)
        }

        private func opens(_ marker: Marker, at index: Int) -> Bool {
            let next = index + marker.width
            guard next < scalars.count else { return false }
            if index > 0, Self.isWordCharacter(scalars[index - 1]) { return false }
            return marker.isBlock || !scalars[next].properties.isWhitespace
        }

        /// Where the marker closing the one at `index` starts, if any before `end`.
        private func closing(_ marker: Marker, after index: Int, before end: Int) -> Int? {
            var candidate = index + marker.width + 1
            while candidate + marker.width <= end {
                let previous = scalars[candidate - 1]
                if !marker.isBlock, previous == "\n" { return nil }
                if (candidate ..< candidate + marker.width).allSatisfy({ scalars[$0] == marker.scalar }),
                   marker.isBlock || !previous.properties.isWhitespace,
                   candidate + marker.width == scalars.count || !Self.isWordCharacter(scalars[candidate + marker.width]) {
                    return candidate
                }
                candidate += 1
            }
            return nil
        }

        /// A letter or digit of a script written with spaces between words: next to one, a
        /// marker is part of a word.
        private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
            let properties = scalar.properties
            guard properties.isAlphabetic || properties.numericType != nil else { return false }
            if properties.isIdeographic { return false }
            // Hiragana, Katakana and their extensions, half-width Katakana.
            switch scalar.value {
            case 0x3040 ... 0x30FF, 0x31F0 ... 0x31FF, 0xFF66 ... 0xFF9F: return false
            default: return true
            }
        }
    }
}
