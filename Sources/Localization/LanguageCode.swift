/// Checks and derives language codes.
///
/// A language code here is what Xcode writes as a localization key: a BCP 47-like tag such
/// as `en`, `de`, `zh-Hans`, `pt-BR`, `sr-Latn-RS`, or with underscores (`en_GB`). It is
/// kept as written; nothing is normalized.
public enum LanguageCode {
    /// True for 2–8 ASCII letters, then any number of `-` or `_` parts of 1–8 ASCII letters
    /// or digits.
    public static func isValid(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2 ... 8).contains(first.utf8.count),
              first.utf8.allSatisfy(isLetter) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1 ... 8).contains(part.utf8.count) && part.utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
        }
    }

    /// The language of a `.strings` file from the folder it is in.
    ///
    /// - `de.lproj/Localizable.strings` → `de`, `zh-Hans.lproj/...` → `zh-Hans`;
    /// - `Base.lproj/...` → `baseLanguage` (nil when none was given);
    /// - the old English names Xcode once used (`English.lproj`, `German.lproj`, `French.lproj`,
    ///   `Japanese.lproj`, `Spanish.lproj`, `Italian.lproj`, `Dutch.lproj`) → their codes;
    /// - a file that is not in a `.lproj` folder → `baseLanguage`.
    ///
    /// Returns nil when neither the path nor `baseLanguage` tells the language, or when the
    /// folder name is not a language code.
    public static func forStringsFile(atPath path: String, baseLanguage: String?) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard components.count >= 2 else { return baseLanguage }
        let folder = components[components.count - 2]
        guard folder.hasSuffix(".lproj") else { return baseLanguage }
        let name = String(folder.dropLast(".lproj".count))
        if name == "Base" { return baseLanguage }
        if let code = legacyNames[name] { return code }
        return isValid(name) ? name : nil
    }

    /// The folder names of old NeXT-style localizations.
    static let legacyNames: [String: String] = [
        "English": "en", "German": "de", "French": "fr", "Japanese": "ja",
        "Spanish": "es", "Italian": "it", "Dutch": "nl",
    ]

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
    }
}
