extension LanguageCode {
    /// The language a file name ends with, written as gettext and Flutter name files: a
    /// 2-letter lowercase language, then optionally a 4-letter script (`Hant`) and a region
    /// (`BR`, `419`), joined by `_` or `-`, after the start of the name or an `_`. A 3-letter
    /// language needs a script or region (`fil_PH`), so that names like `app` are not taken
    /// for languages.
    ///
    /// `de` → `de`; `app_pt_BR` → `pt_BR`; `intl_zh_Hant_TW` → `zh_Hant_TW`; `fil_PH` →
    /// `fil_PH`; `messages`, `app` → nil.
    static func trailing(inName name: Substring) -> String? {
        let parts = name.split(separator: "_", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "-", omittingEmptySubsequences: false)
        }
        for count in (1 ... min(3, parts.count)).reversed() {
            let candidate = parts.suffix(count)
            guard let language = candidate.first, language.count == 2 || (language.count == 3 && count > 1), isLanguage(language),
                  candidate.dropFirst().enumerated().allSatisfy({ index, part in
                      isRegion(part) || (index == 0 && count == 3 && isScript(part)) || (count == 2 && isScript(part))
                  })
            else { continue }
            let start = name.index(name.endIndex, offsetBy: -candidate.reduce(count - 1) { $0 + $1.count })
            guard start == name.startIndex || name[name.index(before: start)] == "_" else { continue }
            return String(name[start...])
        }
        return nil
    }

    private static func isLanguage(_ part: Substring) -> Bool {
        (2 ... 3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLowercase }
    }

    private static func isScript(_ part: Substring) -> Bool {
        part.count == 4 && part.first?.isUppercase == true && part.allSatisfy { $0.isASCII && $0.isLetter }
    }

    private static func isRegion(_ part: Substring) -> Bool {
        (part.count == 2 && part.allSatisfy { $0.isASCII && $0.isUppercase }) || (part.count == 3 && part.allSatisfy(\.isASCIIDigit))
    }
}
