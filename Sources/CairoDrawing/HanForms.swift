/// Which Noto Sans CJK family draws Han characters in the forms of a language: Japanese,
/// Korean, Simplified or Traditional Chinese (Taiwan or Hong Kong).
package enum HanForms {
    /// The CJK family for a BCP 47 tag, or `nil` when the tag is not a CJK language.
    package static func family(for language: String) -> String? {
        let subtags = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = subtags.first else { return nil }
        let rest = Set(subtags.dropFirst())
        switch primary {
        case "ja": return "Noto Sans CJK JP"
        case "ko": return "Noto Sans CJK KR"
        case "zh", "yue", "cmn":
            if rest.contains("hk") || rest.contains("mo") || primary == "yue" { return "Noto Sans CJK HK" }
            if rest.contains("hant") || rest.contains("tw") { return "Noto Sans CJK TC" }
            return "Noto Sans CJK SC"
        default: return nil
        }
    }
}
