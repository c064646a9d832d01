import FoundationEssentials
import StrictJSON

/// Reads a plain JSON map of languages to keys to texts:
///
/// ```json
/// { "en": { "greeting": "Hello", "farewell": "Bye" },
///   "de": { "greeting": "Hallo", "farewell": null } }
/// ```
///
/// - The source language is `sourceLanguage` when given (it must be one of the file's
///   languages), otherwise the **first** language in the file — the author's order decides,
///   not the presence of `en`.
/// - A text may be `null`, meaning "not translated": the same as leaving the key out.
/// - Language codes are checked (`en`, `zh-Hans`, `pt-BR`); texts must be strings; there are
///   no comments, states or variations.
/// - A file without any language is an error unless `sourceLanguage` is given.
public enum JSONMapParser {
    /// Parses a JSON map. `file` names the file in errors.
    public static func parse(_ data: Data, file: String?, sourceLanguage: String? = nil) throws(Diagnostic) -> StringCatalog {
        var problems = Diagnostics(limit: 1)
        if let catalog = parse(data, file: file, sourceLanguage: sourceLanguage, problems: &problems), problems.isEmpty {
            return catalog
        }
        throw problems.first ?? Diagnostic(kind: .file, file: file, message: "not a JSON map of languages")
    }

    /// Parses a JSON map, recording every problem in `problems` (each language code and text
    /// is checked). Nil when the map as a whole is unusable: malformed JSON, not an object, or
    /// no source language.
    static func parse(_ data: Data, file: String?, sourceLanguage: String?, problems: inout Diagnostics) -> StringCatalog? {
        guard let root = problems.reading(try JSONCursor.parse(data, file: file, showsPosition: false)),
              let object = problems.reading(try root.object(expected: "an object of languages, like {\"en\": {\"greeting\": \"Hello\"}}"))
        else { return nil }
        var translations: [LocalizedEntry] = []
        var locales: [String] = []
        for index in object.indices {
            let (_, value) = object[index]
            guard let locale = problems.reading(try object.key(at: index).languageCode()),
                  let texts = problems.reading(try value.object())
            else { continue }
            locales.append(locale)
            for textIndex in texts.indices {
                if case let entry?? = problems.reading(try text(at: textIndex, of: texts, locale: locale)) {
                    translations.append(entry)
                }
            }
        }
        guard let source = problems.reading(try self.source(sourceLanguage, of: locales, root: root)) else {
            return nil
        }
        return StringCatalog(sourceLanguage: source, translations: translations, extraLocales: locales)
    }

    /// The text of the member at `index` of `texts`, or nil for `null` (not translated).
    private static func text(at index: Int, of texts: JSONObjectCursor, locale: String) throws(Diagnostic) -> LocalizedEntry? {
        let (key, value) = texts[index]
        if value.isNull { return nil }
        guard value.value.stringValue != nil else { throw value.typeMismatch(expected: "a string or null") }
        _ = try texts.key(at: index).text()
        return LocalizedEntry(key: key, locale: locale, text: try value.text())
    }

    /// `sourceLanguage` when the file has it (or no language), else the file's first language.
    private static func source(_ sourceLanguage: String?, of locales: [String], root: JSONCursor) throws(Diagnostic) -> String {
        if let sourceLanguage {
            guard locales.isEmpty || locales.contains(sourceLanguage) else {
                throw root.problem("the base language \(TextQuoting.quoted(sourceLanguage)) is not in the file "
                                   + "(languages: \(locales.joined(separator: ", ")))")
            }
            return sourceLanguage
        }
        guard let first = locales.first else {
            throw root.problem("the file has no languages; expected an object like {\"en\": {\"greeting\": \"Hello\"}}")
        }
        return first
    }
}
