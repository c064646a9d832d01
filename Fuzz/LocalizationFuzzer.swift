// libFuzzer target: the localization readers (.xcstrings, .strings, JSON maps, Android XML,
// XLIFF, .stringsdict, gettext, .arb) and the catalog built from what they read.
//
// Not a target of the package: `scripts/fuzz` compiles it with swiftc against the modules it
// builds with `-sanitize=fuzzer,address`. Every input goes through every reader (the
// .strings reader also sees UTF-16 and garbage; the two JSON readers share the JSON parser but
// not the model), and each catalog that comes out is listed, merged and looked up.
//
// `Tests/LocalizationTests/FuzzRegressionTests.swift` replays saved inputs the same way; keep
// the two in step.
import Foundation
import Localization
import StrictJSON

enum LocalizationFuzz {
    static func run(_ bytes: [UInt8]) {
        let data = Data(bytes)
        var catalogs: [StringCatalog] = []
        func read(_ parse: () throws(Diagnostic) -> StringCatalog) {
            do {
                catalogs.append(try parse())
            } catch {
                _ = error.description
            }
        }
        read { () throws(Diagnostic) in try XCStringsParser.parse(data, file: "fuzz.xcstrings") }
        read { () throws(Diagnostic) in try StringsFileParser.parse(data, file: "fuzz.strings", locale: "de") }
        read { () throws(Diagnostic) in try JSONMapParser.parse(data, file: "fuzz.json") }
        read { () throws(Diagnostic) in try JSONMapParser.parse(data, file: "fuzz.json", sourceLanguage: "en") }
        read { () throws(Diagnostic) in try AndroidStringsParser.parse(data, file: "strings.xml", locale: "de") }
        read { () throws(Diagnostic) in try XLIFFParser.parse(data, file: "fuzz.xliff") }
        read { () throws(Diagnostic) in try StringsdictParser.parse(data, file: "fuzz.stringsdict", locale: "de") }
        read { () throws(Diagnostic) in try GettextParser.parse(data, file: "fuzz.po", path: "de.po", sourceLanguage: "en") }
        read { () throws(Diagnostic) in try ARBParser.parse(data, file: "app_de.arb", path: "app_de.arb", baseLanguage: nil) }
        for catalog in catalogs {
            exercise(catalog)
        }
        if catalogs.count > 1 {
            exercise(StringCatalog.merging(catalogs, sourceLanguage: catalogs[0].sourceLanguage))
        }
    }

    static func exercise(_ catalog: StringCatalog) {
        _ = catalog.keys
        _ = catalog.addingPseudolocales(Pseudolocale.allCases).entries.count
        let locales = catalog.locales + ["en", "zz-Test"]
        _ = catalog.entries(for: locales.reversed())
        _ = catalog.missingEntries(for: locales)
        for key in catalog.keys.prefix(4) {
            let entries = catalog.entries(forKey: key)
            for entry in entries.prefix(4) {
                _ = catalog.entry(key: key, locale: entry.locale, variation: entry.variation)
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    LocalizationFuzz.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
