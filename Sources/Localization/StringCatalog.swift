/// Every text of a localization file, one ``LocalizedEntry`` per key, language and variation,
/// with missing translations included.
///
/// Made by ``LocalizationLoader`` from an Xcode String Catalog (`.xcstrings`), a legacy
/// `.strings` file or a plain JSON map, or built directly with
/// ``init(sourceLanguage:translations:nonTranslatableKeys:extraLocales:)``.
///
/// ## Order
///
/// ``entries`` are sorted by key (as Xcode lists them: case-insensitively, numbers by value,
/// ties by exact text), then by language in ``locales`` order (the source language first,
/// then the others alphabetically), then by variation (none first; devices as `iphone ipod
/// ipad applewatch appletv applevision mac other`; plural categories as `zero one two few many
/// other`).
///
/// ## Missing translations
///
/// ``entries`` hold, for every key and every language in ``locales``, either that language's
/// own texts or — when it has none for the key — one missing entry (`text == nil`) for each
/// variation of the source language's text. So if English has `plural.one` and
/// `plural.other` for a key and Thai has no translation, Thai gets two missing entries,
/// `plural.one` and `plural.other`. A language that does have a translation keeps its own
/// variations, which may legitimately differ from the source's (Japanese has only
/// `plural.other`, Russian `one few many other`, a language may use one plain string where
/// the source varies by device). ``entries(for:)`` does the same for any list of languages.
///
/// Keys marked `shouldTranslate: false` in a String Catalog (``nonTranslatableKeys``) only
/// have source-language entries and are never reported missing in other languages.
public struct StringCatalog: Sendable, Hashable {
    /// The language the keys are written for (the development language); its entries are the
    /// reference for what other languages are missing.
    public let sourceLanguage: String
    /// Every language seen in the file, the source language first, then the others
    /// alphabetically.
    public let locales: [String]
    /// Every key × language × variation, in the order described above, missing ones included.
    public let entries: [LocalizedEntry]
    /// Keys that must not be translated (`shouldTranslate: false`).
    public let nonTranslatableKeys: Set<String>

    /// Builds a catalog from the translations that exist.
    ///
    /// Entries of `translations` with a nil ``LocalizedEntry/text`` are dropped; of several
    /// entries for the same key, language and variation the last one wins. Missing entries
    /// are then added as described above. ``locales`` are the source language plus every
    /// language in `translations` and `extraLocales` (languages known to exist but without
    /// any text, e.g. a String Catalog language with nothing translated yet).
    public init(sourceLanguage: String, translations: [LocalizedEntry], nonTranslatableKeys: Set<String> = [], extraLocales: [String] = []) {
        self.sourceLanguage = sourceLanguage
        self.nonTranslatableKeys = nonTranslatableKeys
        let locales = CatalogOrder.locales(translations.map(\.locale) + extraLocales, source: sourceLanguage)
        self.locales = locales

        var seen: [EntryID: Int] = [:]
        var present: [LocalizedEntry] = []
        for entry in translations where entry.text != nil {
            if nonTranslatableKeys.contains(entry.key), entry.locale != sourceLanguage { continue }
            let id = EntryID(key: entry.key, locale: entry.locale, variation: entry.variation)
            if let index = seen[id] {
                present[index] = entry
            } else {
                seen[id] = present.count
                present.append(entry)
            }
        }
        CatalogOrder.sort(&present, localeOrder: locales)
        self.translations = present
        self.entries = Self.listing(present, sourceLanguage: sourceLanguage, nonTranslatableKeys: nonTranslatableKeys,
                                    for: locales)
    }

    /// The translations that exist (``entries`` without the missing ones), in order.
    private let translations: [LocalizedEntry]

    /// Every key, in order.
    public var keys: [String] {
        var result: [String] = []
        for entry in translations where result.last != entry.key { result.append(entry.key) }
        return result
    }

    /// The entries of one key (every language in ``locales``, missing ones included).
    public func entries(forKey key: String) -> [LocalizedEntry] {
        entries.filter { $0.key == key }
    }

    /// The entry for a key, language and variation, missing ones included; nil when the
    /// catalog does not list that combination at all.
    public func entry(key: String, locale: String, variation: String? = nil) -> LocalizedEntry? {
        entries.first { $0.key == key && $0.locale == locale && $0.variation == variation }
            ?? entries(for: [locale]).first { $0.key == key && $0.variation == variation }
    }

    /// Every key × language × variation for the languages asked for, in that language order,
    /// missing translations included (with `text == nil`), as described in the type's
    /// documentation. Languages the catalog has never seen are listed as entirely missing.
    /// Repeated languages are listed once.
    public func entries(for locales: [String]) -> [LocalizedEntry] {
        Self.listing(translations, sourceLanguage: sourceLanguage, nonTranslatableKeys: nonTranslatableKeys, for: locales)
    }

    /// Only the missing entries of ``entries(for:)``.
    public func missingEntries(for locales: [String]) -> [LocalizedEntry] {
        entries(for: locales).filter(\.isMissing)
    }

    /// Combines catalogs, e.g. one per `xx.lproj/Localizable.strings` file, into one with the
    /// given source language. Of texts for the same key, language and variation, the last
    /// catalog's wins; ``nonTranslatableKeys`` are united.
    public static func merging(_ catalogs: [StringCatalog], sourceLanguage: String) -> StringCatalog {
        StringCatalog(
            sourceLanguage: sourceLanguage,
            translations: catalogs.flatMap(\.translations),
            nonTranslatableKeys: catalogs.reduce(into: Set()) { $0.formUnion($1.nonTranslatableKeys) },
            extraLocales: catalogs.flatMap(\.locales)
        )
    }

    // MARK: Listing

    private struct EntryID: Hashable {
        var key: String
        var locale: String
        var variation: String?
    }

    /// The listing described in the type's documentation, from sorted translations.
    private static func listing(_ translations: [LocalizedEntry], sourceLanguage: String, nonTranslatableKeys: Set<String>,
                                for requested: [String]) -> [LocalizedEntry] {
        var order: [String] = []
        for locale in requested where !order.contains(locale) { order.append(locale) }
        // Group the (sorted) translations by key, then by language.
        var result: [LocalizedEntry] = []
        var start = translations.startIndex
        while start < translations.endIndex {
            let key = translations[start].key
            var end = start
            while end < translations.endIndex, translations[end].key == key { end += 1 }
            let group = translations[start ..< end]
            let source = group.filter { $0.locale == sourceLanguage }
            let comment = group.lazy.compactMap(\.comment).first
            let translatable = !nonTranslatableKeys.contains(key)
            for locale in order {
                if !translatable, locale != sourceLanguage { continue }
                let own = group.filter { $0.locale == locale }
                if !own.isEmpty {
                    result += own
                } else if source.isEmpty {
                    result.append(LocalizedEntry(key: key, locale: locale, variation: nil, text: nil, comment: comment))
                } else {
                    for template in source {
                        result.append(LocalizedEntry(key: key, locale: locale, variation: template.variation, text: nil,
                                                     comment: template.comment))
                    }
                }
            }
            start = end
        }
        return result
    }
}
