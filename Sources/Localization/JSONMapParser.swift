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
        let reader = JSONReader(file: file)
        let root: JSONValue
        do throws(Diagnostic) {
            root = try reader.parse(data)
        } catch {
            problems.append(error)
            return nil
        }
        guard let object = root.objectValue else {
            problems.append(reader.typeMismatch(expected: "an object of languages, like {\"en\": {\"greeting\": \"Hello\"}}", root, at: .root))
            return nil
        }
        var translations: [LocalizedEntry] = []
        var locales: [String] = []
        for member in object {
            do throws(Diagnostic) {
                let path = JSONPath([.key(member.key)])
                let locale = try reader.languageCode(member.key, at: path, reader.keyValue(member))
                locales.append(locale)
                let texts = try reader.object(member.value, at: path)
                for text in texts {
                    do throws(Diagnostic) {
                        if let entry = try self.text(text, locale: locale, at: path.appending(key: text.key), reader: reader) {
                            translations.append(entry)
                        }
                    } catch {
                        problems.append(error)
                    }
                }
            } catch {
                problems.append(error)
            }
        }
        do throws(Diagnostic) {
            let source = try self.source(sourceLanguage, of: locales, root: root, reader: reader)
            return StringCatalog(sourceLanguage: source, translations: translations, extraLocales: locales)
        } catch {
            problems.append(error)
            return nil
        }
    }

    /// One text, or nil for `null` (not translated).
    private static func text(_ member: JSONObject.Member, locale: String, at path: JSONPath, reader: JSONReader) throws(Diagnostic) -> LocalizedEntry? {
        if member.value.isNull { return nil }
        guard let string = member.value.stringValue else {
            throw reader.typeMismatch(expected: "a string or null", member.value, at: path)
        }
        try reader.checkText(member.key, at: path, reader.keyValue(member))
        try reader.checkText(string, at: path, member.value)
        return LocalizedEntry(key: member.key, locale: locale, text: string)
    }

    /// `sourceLanguage` when the file has it (or no language), else the file's first language.
    private static func source(_ sourceLanguage: String?, of locales: [String], root: JSONValue, reader: JSONReader) throws(Diagnostic) -> String {
        if let sourceLanguage {
            guard locales.isEmpty || locales.contains(sourceLanguage) else {
                throw reader.invalid("the base language \(TextQuoting.quoted(sourceLanguage)) is not in the file "
                                     + "(languages: \(locales.joined(separator: ", ")))", at: .root, root)
            }
            return sourceLanguage
        }
        guard let first = locales.first else {
            throw reader.invalid("the file has no languages; expected an object like {\"en\": {\"greeting\": \"Hello\"}}",
                                 at: .root, root)
        }
        return first
    }
}
