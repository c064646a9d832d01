/// The face a language's readers expect where Noto has more than one for its script, named
/// after the font description's own families so that it draws that script's letters:
/// Japanese, Korean and Chinese Han forms (see `HanForms`), and Urdu in Nastaliq, the style
/// Urdu is written and printed in (Noto Nastaliq Urdu, as Android uses for Urdu); other
/// languages in the Arabic script keep Noto Sans Arabic (Naskh).
package enum LanguageFaces {
    /// The family for a BCP 47 tag, or `nil` when fontconfig's fallback order already picks
    /// the expected face.
    package static func family(for language: String) -> String? {
        if let han = HanForms.family(for: language) { return han }
        let primary = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first
        switch primary {
        case "ur": return "Noto Nastaliq Urdu"
        default: return nil
        }
    }
}
