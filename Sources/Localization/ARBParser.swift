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
        let reader = JSONReader(file: file)
        let root = try reader.parse(data)
        guard let object = root.objectValue else {
            throw reader.typeMismatch(expected: "an object of keys and texts", root, at: .root)
        }
        let locale: String
        if let value = object["@@locale"] {
            locale = try reader.languageCode(try reader.string(value, at: JSONPath([.key("@@locale")])), at: JSONPath([.key("@@locale")]), value)
        } else if let found = path.flatMap(language(path:)) ?? baseLanguage {
            locale = found
        } else {
            throw reader.invalid("cannot tell the language: add \"@@locale\", name the file like app_de.arb or give the base language",
                                 at: .root, root)
        }
        var expander = SubstitutionExpander(fileSize: data.count)
        var entries: [LocalizedEntry] = []
        for member in object where !member.key.hasPrefix("@") {
            let path = JSONPath([.key(member.key)])
            try reader.checkText(member.key, at: path, reader.keyValue(member))
            let text = try reader.string(member.value, at: path)
            let metadataPath = JSONPath([.key("@" + member.key)])
            let comment = try object["@" + member.key].flatMap { value throws(Diagnostic) in
                try reader.optionalString("description", in: try reader.object(value, at: metadataPath), at: metadataPath)
            }
            let spread: ICUMessage.Spread?
            do {
                spread = try ICUMessage.spread(text)
            } catch {
                throw reader.invalid(error.message, at: path, member.value)
            }
            guard let spread else {
                entries.append(LocalizedEntry(key: member.key, locale: locale, text: text, comment: comment))
                continue
            }
            do {
                try expander.admit(spread.name, lengths: spread.lengths, entriesBefore: 0)
            } catch {
                throw reader.invalid((error.name.map { "\($0): " } ?? "") + error.message("plural and select cases"), at: path, member.value)
            }
            for item in spread.texts {
                try reader.checkText(item.text, at: path, member.value)
                entries.append(LocalizedEntry(key: member.key, locale: locale, variation: item.variation, text: item.text, comment: comment))
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
