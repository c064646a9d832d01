import FoundationEssentials
import StrictJSON

/// Reads Flutter's Application Resource Bundle files (`app_de.arb`).
///
/// ```json
/// {
///   "@@locale": "de",
///   "greeting": "Hallo {name}!",
///   "@greeting": { "description": "On the home screen", "placeholders": { "name": {} } },
///   "newMessages": "{count, plural, =1{Eine neue Nachricht} other{{count} neue Nachrichten}}"
/// }
/// ```
///
/// - Every member not starting with `@` is a key and its text; `@KEY` members are metadata,
///   whose `description` becomes the comment; other `@@` members are ignored.
/// - The language is `@@locale`, else the end of the file name (`app_de.arb` → `de`,
///   `app_pt_BR.arb` → `pt_BR`), else `baseLanguage`.
/// - Plural and select messages are spread into variations as ``ICUMessage`` describes
///   (`plural.one`, `select.female`, ...); placeholders such as `{name}` stay as written.
///   The cases are limited as String Catalog substitutions are: at most 1,000 to a message,
///   each text at most one string long, all of a file's together at most
///   ``XCStringsParser/maxExpandedCharacters`` characters or the file's size in bytes.
///
/// Errors name the JSON path of the offending value.
public enum ARBParser {
    /// Parses an `.arb` file found at `path` (used for the language; `file` names it in errors).
    public static func parse(_ data: Data, file: String?, path: String?, baseLanguage: String?) throws(Diagnostic) -> StringCatalog {
        let root = try JSONCursor.parse(data, file: file, showsPosition: false)
        let object = try root.object(expected: "an object of keys and texts")
        let locale: String
        if let value = object["@@locale"] {
            _ = try value.text()
            locale = try value.languageCode()
        } else if let found = path.flatMap(language(path:)) ?? baseLanguage {
            locale = found
        } else {
            throw root.problem("cannot tell the language: add \"@@locale\", name the file like app_de.arb or give the base language")
        }
        var expander = SubstitutionExpander(fileSize: data.count)
        var entries: [LocalizedEntry] = []
        for index in object.indices where !object[index].key.hasPrefix("@") {
            let (key, value) = object[index]
            _ = try object.key(at: index).text()
            let text = try value.text()
            let comment = try object["@" + key].flatMap { metadata throws(Diagnostic) in try metadata.object().optionalText("description") }
            let spread: ICUMessage.Spread?
            do {
                spread = try ICUMessage.spread(text)
            } catch {
                throw value.problem(error.message)
            }
            guard let spread else {
                entries.append(LocalizedEntry(key: key, locale: locale, text: text, comment: comment))
                continue
            }
            do {
                try expander.admit(spread.name, lengths: spread.lengths, entriesBefore: 0)
            } catch {
                throw value.problem((error.name.map { "\($0): " } ?? "") + error.message("plural and select cases"))
            }
            for item in spread.texts {
                try value.check(item.text, within: .default)
                entries.append(LocalizedEntry(key: key, locale: locale, variation: item.variation, text: item.text, comment: comment))
            }
        }
        return StringCatalog(sourceLanguage: locale, translations: entries)
    }

    /// The language at the end of an `.arb` file's name (`app_de.arb` → `de`).
    static func language(path: String) -> String? {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else { return nil }
        return LanguageCode.trailing(inName: name[..<dot])
    }
}
