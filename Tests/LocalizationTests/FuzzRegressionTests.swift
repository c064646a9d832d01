import Foundation
import Testing
import Localization
import StrictJSON

/// Inputs the localization fuzzer failed on, kept in `FuzzCrashes/` by `scripts/fuzz`. Each goes
/// through the same code as in `Fuzz/LocalizationFuzzer.swift`: every reader, then listing,
/// merging and looking up every catalog that comes out. It must finish, with catalogs or errors,
/// never crash.
@Suite("Fuzz regressions: localization readers")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("FuzzCrashes", isDirectory: true)

    /// The saved inputs' file names (the folder's README is not one).
    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()

    @Test func theFolderHoldsRealInputs() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test("a saved input reads or is an error", arguments: inputs)
    func readsOrFails(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        var catalogs: [StringCatalog] = []
        func read(_ parse: () throws(Diagnostic) -> StringCatalog) {
            do {
                catalogs.append(try parse())
            } catch {
                #expect(!error.description.isEmpty)
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
            Self.exercise(catalog)
        }
        if catalogs.count > 1 {
            Self.exercise(StringCatalog.merging(catalogs, sourceLanguage: catalogs[0].sourceLanguage))
        }
    }

    /// What the fuzzer does with each catalog.
    static func exercise(_ catalog: StringCatalog) {
        _ = catalog.keys
        _ = catalog.addingPseudolocales(Pseudolocale.allCases).entries.count
        let locales = catalog.locales + ["en", "zz-Test"]
        _ = catalog.entries(for: locales.reversed())
        _ = catalog.missingEntries(for: locales)
        for key in catalog.keys.prefix(4) {
            for entry in catalog.entries(forKey: key).prefix(4) {
                _ = catalog.entry(key: key, locale: entry.locale, variation: entry.variation)
            }
        }
    }
}
