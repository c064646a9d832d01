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
        guard case let (sourceLanguage, strings)? = problems.reading(try header(JSONCursor.parse(data, file: file, showsPosition: false)))
        else { return nil }
        var parser = XCStringsLocalizationParser(expander: SubstitutionExpander(fileSize: data.count))
        var translations: [LocalizedEntry] = []
        var nonTranslatable: Set<String> = []
        var locales: Set<String> = []
        for index in strings.indices {
            guard let read = problems.reading(try key(at: index, of: strings, sourceLanguage: sourceLanguage, parser: &parser)) else {
                continue
            }
            translations += read.entries
            locales.formUnion(read.locales)
            if !read.translatable { nonTranslatable.insert(strings[index].key) }
        }
        return StringCatalog(sourceLanguage: sourceLanguage, translations: translations,
                             nonTranslatableKeys: nonTranslatable, extraLocales: Array(locales))
    }

    /// The source language and the `strings` object.
    private static func header(_ root: JSONCursor) throws(Diagnostic) -> (String, JSONObjectCursor) {
        let object = try root.object(expected: "a String Catalog (a JSON object)")
        let source = try object.required("sourceLanguage")
        _ = try source.text()
        let sourceLanguage = try source.languageCode()
        _ = try object.optionalText("version")
        return (sourceLanguage, try object.required("strings").object())
    }

    /// The entries of the key at `index` of `strings`, whether it is translated, and the
    /// languages it has.
    private static func key(at index: Int, of strings: JSONObjectCursor, sourceLanguage: String,
                            parser: inout XCStringsLocalizationParser) throws(Diagnostic)
        -> (entries: [LocalizedEntry], translatable: Bool, locales: [String]) {
        let (key, value) = strings[index]
        _ = try strings.key(at: index).text()
        let entry = try value.object()
        let comment = try entry.optionalText("comment")
        _ = try entry.optionalText("extractionState")
        let shouldTranslate = try entry["shouldTranslate"]?.bool() ?? true
        var entries: [LocalizedEntry] = []
        var locales: [String] = []
        var hasSourceText = false
        if let localizations = try entry["localizations"]?.object() {
            for localizationIndex in localizations.indices {
                let locale = try localizations.key(at: localizationIndex).languageCode()
                let leaves = try parser.localization(localizations[localizationIndex].value)
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
