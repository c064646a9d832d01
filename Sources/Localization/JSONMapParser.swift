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
        let reader = JSONReader(file: file)
        let root = try reader.parse(data)
        guard let object = root.objectValue else {
            throw reader.typeMismatch(expected: "an object of languages, like {\"en\": {\"greeting\": \"Hello\"}}", root, at: .root)
        }
        var translations: [LocalizedEntry] = []
        var locales: [String] = []
        for member in object {
            let path = JSONPath([.key(member.key)])
            let locale = try reader.languageCode(member.key, at: path, reader.keyValue(member))
            locales.append(locale)
            let texts = try reader.object(member.value, at: path)
            for text in texts {
                let textPath = path.appending(key: text.key)
                if text.value.isNull { continue }
                guard let string = text.value.stringValue else {
                    throw reader.typeMismatch(expected: "a string or null", text.value, at: textPath)
                }
                try reader.checkText(text.key, at: textPath, reader.keyValue(text))
                try reader.checkText(string, at: textPath, text.value)
                translations.append(LocalizedEntry(key: text.key, locale: locale, text: string))
            }
        }
        let source: String
        if let sourceLanguage {
            guard locales.isEmpty || locales.contains(sourceLanguage) else {
                throw reader.invalid("the base language \(TextQuoting.quoted(sourceLanguage)) is not in the file "
                                     + "(languages: \(locales.joined(separator: ", ")))", at: .root, root)
            }
            source = sourceLanguage
        } else {
            guard let first = locales.first else {
                throw reader.invalid("the file has no languages; expected an object like {\"en\": {\"greeting\": \"Hello\"}}",
                                     at: .root, root)
            }
            source = first
        }
        return StringCatalog(sourceLanguage: source, translations: translations, extraLocales: locales)
    }
}
