import Foundation
@testable import Localization
import Testing
import StrictJSON

@Suite("Catalog model: order, missing entries, merging, errors")
struct CatalogModelTests {
    @Test func keysSortLikeXcode() {
        let keys = ["item 10", "Item 2", "item 1", "apple", "Banana", "_x", "%lld", "b", "B", "item 02"]
        #expect(keys.sorted(by: CatalogOrder.key(_:before:))
                == ["%lld", "_x", "apple", "B", "b", "Banana", "item 1", "Item 2", "item 02", "item 10"])
    }

    @Test func variationsSortInCLDRAndDeviceOrder() {
        let variations: [String?] = [
            "substitution.n.plural.one", "plural.other", "plural.one", nil, "plural.zero", "device.mac",
            "device.iphone.plural.one", "device.other", "device.iphone", "plural.many", "plural.few", "plural.two",
            "device.ipad", "width.compact",
        ]
        #expect(variations.sorted(by: CatalogOrder.variation(_:before:)) == [
            nil, "device.iphone", "device.iphone.plural.one", "device.ipad", "device.mac", "device.other",
            "plural.zero", "plural.one", "plural.two", "plural.few", "plural.many", "plural.other",
            "substitution.n.plural.one", "width.compact",
        ])
    }

    @Test func builtCatalogFillsInMissingEntries() {
        let catalog = StringCatalog(sourceLanguage: "en", translations: [
            LocalizedEntry(key: "b", locale: "fr", text: "B-fr"),
            LocalizedEntry(key: "a", locale: "en", variation: "plural.other", text: "As"),
            LocalizedEntry(key: "a", locale: "en", variation: "plural.one", text: "A"),
            LocalizedEntry(key: "b", locale: "en", text: "B-old"),
            LocalizedEntry(key: "b", locale: "en", text: "B"),
            LocalizedEntry(key: "c", locale: "de", text: nil),
        ], extraLocales: ["ja"])
        #expect(catalog.locales == ["en", "de", "fr", "ja"])
        #expect(catalog.keys == ["a", "b"])
        #expect(catalog.entries.map { "\($0.key) \($0.locale) \($0.variation ?? "-") \($0.text ?? "MISSING")" } == [
            "a en plural.one A", "a en plural.other As",
            "a de plural.one MISSING", "a de plural.other MISSING",
            "a fr plural.one MISSING", "a fr plural.other MISSING",
            "a ja plural.one MISSING", "a ja plural.other MISSING",
            "b en - B", "b de - MISSING", "b fr - B-fr", "b ja - MISSING",
        ])
    }

    @Test func keyMissingInTheSource() {
        let catalog = StringCatalog(sourceLanguage: "en", translations: [
            LocalizedEntry(key: "only.de", locale: "de", variation: "plural.one", text: "eins"),
        ])
        #expect(catalog.entries(for: ["en", "de", "fr"]).map { "\($0.locale) \($0.variation ?? "-") \($0.text ?? "MISSING")" }
                == ["en - MISSING", "de plural.one eins", "fr - MISSING"])
    }

    @Test func mergingLaterCatalogsWin() {
        let first = StringCatalog(sourceLanguage: "en", translations: [
            LocalizedEntry(key: "a", locale: "en", text: "A1"),
        ], nonTranslatableKeys: ["x"])
        let second = StringCatalog(sourceLanguage: "de", translations: [
            LocalizedEntry(key: "a", locale: "de", text: "A-de"),
        ])
        let third = StringCatalog(sourceLanguage: "en", translations: [
            LocalizedEntry(key: "a", locale: "en", text: "A2"),
        ])
        let merged = StringCatalog.merging([first, second, third], sourceLanguage: "en")
        #expect(merged.locales == ["en", "de"])
        #expect(merged.entries.map(\.text) == ["A2", "A-de"])
        #expect(merged.nonTranslatableKeys == ["x"])
    }

    @Test func entryLookupCoversUnlistedLanguages() {
        let catalog = StringCatalog(sourceLanguage: "en", translations: [LocalizedEntry(key: "a", locale: "en", text: "A")])
        #expect(catalog.entry(key: "a", locale: "en")?.text == "A")
        let missing = catalog.entry(key: "a", locale: "ko")
        #expect(missing == LocalizedEntry(key: "a", locale: "ko", text: nil))
        #expect(missing?.isMissing == true)
        #expect(catalog.entry(key: "zzz", locale: "en") == nil)
    }

    @Test(arguments: [
        (Diagnostic(kind: .invalid, file: "Localizable.xcstrings",
                    path: ["strings", "greeting", "localizations", "de", "stringUnit", "value"], line: 3, column: 9,
                    message: "expected a string, found a number", showsPosition: false),
         "Localizable.xcstrings: strings.greeting.localizations.de.stringUnit.value: expected a string, found a number"),
        (Diagnostic(kind: .syntax, file: "de.lproj/Localizable.strings", line: 12, column: 7, message: "unterminated string"),
         "de.lproj/Localizable.strings:12:7: unterminated string"),
        (Diagnostic(kind: .syntax, line: 2, column: 1, message: "unterminated comment"),
         "2:1: unterminated comment"),
        (Diagnostic(kind: .invalid, file: "x.json", path: .root, line: 1, column: 1, message: "the file has no languages",
                    showsPosition: false),
         "x.json: the file has no languages"),
        (Diagnostic(kind: .file, file: "Localizable.strings", message: "no such file"),
         "Localizable.strings: no such file"),
        (Diagnostic(kind: .file, message: "line\nbreak\u{202E}"),
         "line\\nbreak\\u202E"),
    ])
    func errorDescriptions(error: Diagnostic, expected: String) {
        #expect(error.description == expected)
        #expect("\(error)" == expected)
    }
}
