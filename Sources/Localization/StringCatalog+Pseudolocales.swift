extension StringCatalog {
    /// The catalog with one more language per variant: every source-language text
    /// transformed by it (``Pseudolocale/transform(_:)``), under
    /// ``Pseudolocale/locale(source:)``, with the source entry's variation and comment.
    /// Keys that must not be translated get no pseudo texts.
    public func addingPseudolocales(_ variants: [Pseudolocale]) -> StringCatalog {
        guard !variants.isEmpty else { return self }
        let present = entries.filter { !$0.isMissing }
        var pseudo: [LocalizedEntry] = []
        for entry in present where entry.locale == sourceLanguage && !nonTranslatableKeys.contains(entry.key) {
            for variant in variants {
                pseudo.append(LocalizedEntry(key: entry.key, locale: variant.locale(source: sourceLanguage), variation: entry.variation,
                                             text: entry.text.map(variant.transform), comment: entry.comment))
            }
        }
        return StringCatalog(sourceLanguage: sourceLanguage, translations: present + pseudo, nonTranslatableKeys: nonTranslatableKeys,
                             extraLocales: locales + variants.map { $0.locale(source: sourceLanguage) })
    }
}
