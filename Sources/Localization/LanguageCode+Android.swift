extension LanguageCode {
    /// The language of an Android resource file from its folder's qualifiers.
    ///
    /// - `values-de/strings.xml` → `de`; `values-pt-rBR` → `pt-BR`; `values-b+sr+Latn` →
    ///   `sr-Latn` (the BCP 47 form, `+` between subtags);
    /// - mobile country and network codes before the language are skipped
    ///   (`values-mcc310-en-rUS` → `en-US`); qualifiers after it (`values-de-land`,
    ///   `values-de-v21`) are ignored;
    /// - `values/`, a folder whose first qualifier is not a language (`values-night`,
    ///   `values-v21`, `values-sw600dp`) or a file outside a `values…` folder → `baseLanguage`.
    ///
    /// Returns nil when neither the folder nor `baseLanguage` tells the language.
    public static func forAndroidResource(atPath path: String, baseLanguage: String?) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard components.count >= 2 else { return baseLanguage }
        let qualifiers = components[components.count - 2].split(separator: "-", omittingEmptySubsequences: false)
        guard qualifiers.first == "values" else { return baseLanguage }
        var rest = qualifiers.dropFirst().drop { part in
            (part.hasPrefix("mcc") || part.hasPrefix("mnc")) && part.count > 3 && part.dropFirst(3).allSatisfy(\.isASCIIDigit)
        }
        guard let first = rest.first else { return baseLanguage }
        if first.hasPrefix("b+") {
            let tag = first.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false).joined(separator: "-")
            return isValid(tag) ? tag : nil
        }
        guard (2 ... 3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }), !uiModes.contains(first) else {
            return baseLanguage
        }
        rest = rest.dropFirst()
        if let region = rest.first, region.count >= 3, region.first == "r",
           region.dropFirst().allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) {
            return "\(first)-\(region.dropFirst())"
        }
        return String(first)
    }

    /// Three-letter qualifiers that are Android UI modes, not languages.
    private static let uiModes: Set<Substring> = ["car"]
}

extension Character {
    /// True for `0` … `9`.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
