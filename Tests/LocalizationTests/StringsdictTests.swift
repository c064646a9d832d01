import Foundation
@testable import Localization
import StrictJSON
import Testing

@Suite("stringsdict")
struct StringsdictTests {
    @Test func pluralsSubstitutionsAndDevices() throws {
        let catalog = try LocalizationLoader.load(path: SampleFiles.path("en.lproj/Localizable.stringsdict"), baseLanguage: nil)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.entries(forKey: "%d new messages").map(\.variation) == ["plural.one", "plural.other"])
        #expect(catalog.entry(key: "%d new messages", locale: "en", variation: "plural.one")?.text == "%d new message")
        let several = catalog.entries(forKey: "%d files in %d folders").map { "\($0.variation ?? "-")=\($0.text ?? "-")" }
        #expect(several == [
            "substitution.files.plural.one=%d file in %d folders", "substitution.files.plural.other=%d files in %d folders",
            "substitution.folders.plural.one=%d files in %d folder", "substitution.folders.plural.other=%d files in %d folders",
        ])
        #expect(catalog.entry(key: "Welcome", locale: "en", variation: "device.mac")?.text == "Click to start")
    }

    @Test func mergedWithItsTranslation() throws {
        let catalog = try LocalizationLoader.load(paths: ["en.lproj/Localizable.stringsdict", "de.lproj/Localizable.stringsdict"].map(SampleFiles.path),
                                                  baseLanguage: nil)
        #expect(catalog.locales == ["en", "de"])
        #expect(catalog.entry(key: "%d new messages", locale: "de", variation: "plural.other")?.text == "%d neue Nachrichten")
        #expect(catalog.entry(key: "Welcome", locale: "de", variation: "device.iphone")?.isMissing == true)
    }

    @Test(arguments: [
        ("<plist><dict><key>k</key><string>x</string></dict></plist>", "f.stringsdict:1: k: expected a <dict>"),
        ("<plist><dict><key>k</key><dict/></dict></plist>", "f.stringsdict:1: k: has no NSStringLocalizedFormatKey"),
        ("<plist><dict><key>k</key>\n<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict></dict></plist>",
         "f.stringsdict:2: k: the variable n of NSStringLocalizedFormatKey has no <dict>"),
        ("<plist><dict><key>k</key></dict></plist>", "f.stringsdict:1: <key>k</key> has no value"),
        ("<plist><dict>\n<string>k</string></dict></plist>", "f.stringsdict:2: expected <key>, found <string>"),
    ])
    func errors(document: String, expected: String) throws {
        let error = try #require(throws: Diagnostic.self) {
            try StringsdictParser.parse(Data(document.utf8), file: "f.stringsdict", locale: "en")
        }
        #expect(error.description == expected)
    }
}
