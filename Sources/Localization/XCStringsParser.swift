import FoundationEssentials
import StrictJSON

/// Reads Xcode String Catalogs (`.xcstrings`).
///
/// ```json
/// { "sourceLanguage" : "en", "version" : "1.0",
///   "strings" : { KEY : { "comment" : "...", "extractionState" : "manual",
///                         "shouldTranslate" : false,
///                         "localizations" : { LOCALE : LOCALIZATION } } } }
/// ```
///
/// A LOCALIZATION holds a `stringUnit` (`{"state": ..., "value": ...}`), and/or `variations`
/// (`{KIND: {NAME: LOCALIZATION}}`, e.g. `plural` → `one`/`other`, `device` → `iphone`/`mac`,
/// nested as deep as they come, so device → plural works), and optionally `substitutions`.
///
/// - Each string unit becomes a ``LocalizedEntry`` whose ``LocalizedEntry/variation`` is the
///   path of KIND and NAME pairs joined by dots (`device.iphone.plural.one`).
/// - A key without a source-language text uses the key itself as its source text (as Xcode
///   does), with a nil state.
/// - `shouldTranslate: false`: only the source language is kept (other languages are still
///   checked for type errors, then dropped) and the key is never reported missing.
/// - `substitutions` (`{NAME: {"argNum": 2, "formatSpecifier": "lld", "variations": ...}}`):
///   the main text keeps its `%#@NAME@` placeholders as typed. In addition, for every
///   substitution a text refers to and every variation of that substitution, one more entry is
///   added with variation `<text's variation>.substitution.NAME.<substitution's variation>`
///   (e.g. `substitution.count.plural.one`) whose text is the main text with that placeholder
///   replaced by the variation's text and every other substitution placeholder replaced by
///   that substitution's `plural.other` text (or its last variation). In the inserted texts
///   `%arg` becomes `%` + `formatSpecifier`, or `%N$` + `formatSpecifier` when `argNum` N is
///   given. Its state is that of the substitution's string unit.
/// - Unknown members anywhere are ignored (Xcode adds fields over time); known members of the
///   wrong type, a missing `sourceLanguage` or `strings`, a string unit without a `value`,
///   and language codes that are not language codes are errors.
public enum XCStringsParser {
    /// The most characters substitution expansions may add to a catalog, or as many as the
    /// file has bytes when it is larger: expansions multiply texts, and a small catalog must
    /// not become gigabytes.
    public static let maxExpandedCharacters = SubstitutionExpander.maxCharacters

    /// Parses a String Catalog. `file` names the file in errors.
    public static func parse(_ data: Data, file: String?) throws(Diagnostic) -> StringCatalog {
        var problems = Diagnostics(limit: 1)
        if let catalog = parse(data, file: file, problems: &problems), problems.isEmpty { return catalog }
        throw problems.first ?? Diagnostic(kind: .file, file: file, message: "not a String Catalog")
    }

    /// Parses a String Catalog, recording every problem in `problems`: the first of each
    /// key, and the keys after it are still read. Nil when the catalog as a whole is unusable
    /// (malformed JSON, no source language, no strings).
    static func parse(_ data: Data, file: String?, problems: inout Diagnostics) -> StringCatalog? {
        let reader = JSONReader(file: file)
        let sourceLanguage: String
        let strings: JSONObject
        do throws(Diagnostic) {
            (sourceLanguage, strings) = try header(reader.parse(data), reader: reader)
        } catch {
            problems.append(error)
            return nil
        }

        var parser = XCStringsLocalizationParser(reader: reader, expander: SubstitutionExpander(fileSize: data.count))
        var translations: [LocalizedEntry] = []
        var nonTranslatable: Set<String> = []
        var locales: Set<String> = []
        for member in strings {
            do throws(Diagnostic) {
                let read = try key(member, sourceLanguage: sourceLanguage, reader: reader, parser: &parser)
                translations += read.entries
                locales.formUnion(read.locales)
                if !read.translatable { nonTranslatable.insert(member.key) }
            } catch {
                problems.append(error)
            }
        }
        return StringCatalog(sourceLanguage: sourceLanguage, translations: translations,
                             nonTranslatableKeys: nonTranslatable, extraLocales: Array(locales))
    }

    /// The source language and the `strings` object.
    private static func header(_ root: JSONValue, reader: JSONReader) throws(Diagnostic) -> (String, JSONObject) {
        guard let object = root.objectValue else {
            throw reader.typeMismatch(expected: "a String Catalog (a JSON object)", root, at: .root)
        }
        guard let sourceValue = object["sourceLanguage"] else {
            throw reader.invalid("missing required key \"sourceLanguage\"", at: .root, root)
        }
        let sourceLanguage = try reader.languageCode(reader.string(sourceValue, at: ["sourceLanguage"]),
                                                     at: ["sourceLanguage"], sourceValue)
        _ = try reader.optionalString("version", in: object, at: .root)
        guard let stringsValue = object["strings"] else {
            throw reader.invalid("missing required key \"strings\"", at: .root, root)
        }
        return (sourceLanguage, try reader.object(stringsValue, at: ["strings"]))
    }

    /// One key's entries, whether it is translated, and the languages it has.
    private static func key(_ member: JSONObject.Member, sourceLanguage: String, reader: JSONReader,
                            parser: inout XCStringsLocalizationParser) throws(Diagnostic)
        -> (entries: [LocalizedEntry], translatable: Bool, locales: [String]) {
        let key = member.key
        let keyPath = JSONPath(["strings", .key(key)])
        try reader.checkText(key, at: keyPath, reader.keyValue(member))
        let entry = try reader.object(member.value, at: keyPath)
        let comment = try reader.optionalString("comment", in: entry, at: keyPath)
        _ = try reader.optionalString("extractionState", in: entry, at: keyPath)
        var shouldTranslate = true
        if let value = entry["shouldTranslate"] {
            shouldTranslate = try reader.bool(value, at: keyPath.appending(key: "shouldTranslate"))
        }
        var entries: [LocalizedEntry] = []
        var locales: [String] = []
        var hasSourceText = false
        if let value = entry["localizations"] {
            let localizationsPath = keyPath.appending(key: "localizations")
            let localizations = try reader.object(value, at: localizationsPath)
            for localization in localizations {
                let path = localizationsPath.appending(key: localization.key)
                let locale = try reader.languageCode(localization.key, at: path, reader.keyValue(localization))
                let leaves = try parser.localization(localization.value, at: path)
                if !shouldTranslate, locale != sourceLanguage { continue }
                locales.append(locale)
                for leaf in leaves {
                    entries.append(LocalizedEntry(
                        key: key, locale: locale, variation: leaf.variationName, text: leaf.text,
                        state: leaf.state, comment: comment))
                }
                if locale == sourceLanguage, !leaves.isEmpty { hasSourceText = true }
            }
        }
        if !hasSourceText {
            entries.append(LocalizedEntry(key: key, locale: sourceLanguage, text: key, comment: comment))
        }
        return (entries, shouldTranslate, locales)
    }
}
