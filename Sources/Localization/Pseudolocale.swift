/// A pseudolocalization of the source language, as Xcode's and Android's pseudolanguages
/// make them, so that layout problems show before translations arrive.
///
/// Each variant is a language of its own, named with a private-use subtag after the source
/// language (``locale(source:)``): `en-x-accented`, `en-x-expanded`, `en-x-rtl`,
/// `en-x-bounded`. Placeholders (`%@`, `%d`, `%1$s`, `%#@count@`, `{name}`) are left intact
/// by every variant (see ``PseudoPlaceholders``).
public enum Pseudolocale: String, CaseIterable, Sendable, Hashable {
    /// Every ASCII letter replaced by an accented one (`Send` → `Šéñð`), as Android's `en-XA`
    /// and Xcode's "Accented Pseudolanguage" do: diacritics above and below show clipped
    /// line heights.
    case accented
    /// 40% longer: the text followed by ` one two three…` up to 1.4 times its length
    /// (rounded up), as translations into German or Finnish often are.
    case expanded
    /// Right to left, as Android's `ar-XB`: each word wrapped in RIGHT-TO-LEFT MARK and
    /// RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING and RIGHT-TO-LEFT MARK, so it reads
    /// backwards, and the bubble laid out right to left. Placeholders are wrapped in
    /// LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE so they still read `%@`, not `@%`.
    case rtl
    /// Brackets at both ends (`[Send]`), as Xcode's "Bounded String Pseudolanguage": a
    /// clipped or truncated text loses one.
    case bounded

    /// The language code of this variant of `source`: `en-x-accented`.
    public func locale(source: String) -> String {
        "\(source)-x-\(rawValue)"
    }

    /// True for ``rtl``, whose bubbles are laid out right to left.
    public var isRightToLeft: Bool { self == .rtl }

    /// The variant whose language code is `locale`, for a catalog whose source is `source`.
    public static func variant(ofLocale locale: String, source: String) -> Pseudolocale? {
        allCases.first { $0.locale(source: source) == locale }
    }

    /// `text` transformed; placeholders are kept as they are.
    public func transform(_ text: String) -> String {
        let parts = PseudoPlaceholders.parts(of: text)
        switch self {
        case .accented:
            return parts.map { part in
                part.isPlaceholder ? part.text : String(String.UnicodeScalarView(part.text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
            }.joined()
        case .expanded:
            let length = parts.filter { !$0.isPlaceholder }.reduce(0) { $0 + $1.text.count }
            let extra = (length * 4 + 9) / 10
            guard extra > 0 else { return text }
            var padding = ""
            while padding.count < extra { padding += Self.padding }
            return text + padding.prefix(extra)
        case .rtl:
            return parts.map { part in
                guard !part.isPlaceholder else { return "\u{2066}" + part.text + "\u{2069}" }
                var result = ""
                var word = ""
                for character in part.text {
                    if character.isWhitespace {
                        if !word.isEmpty { result += Self.rightToLeft(word) }
                        word = ""
                        result.append(character)
                    } else {
                        word.append(character)
                    }
                }
                if !word.isEmpty { result += Self.rightToLeft(word) }
                return result
            }.joined()
        case .bounded:
            return "[" + text + "]"
        }
    }

    /// What ``expanded`` appends, repeated as needed.
    private static let padding = " one two three four five six seven eight nine ten"

    /// A word wrapped so it is drawn right to left: RLM RLO word PDF RLM.
    private static func rightToLeft(_ word: String) -> String {
        "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"
    }

    /// ASCII letters and their accented stand-ins.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars
        let accented = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
