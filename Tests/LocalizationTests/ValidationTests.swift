import Foundation
import Testing
import Localization
import StrictJSON

@Suite("Localization: every problem at once")
struct ValidationTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func validate(_ text: String, as name: String, maxProblems: Int = Diagnostics.defaultLimit) throws -> [String] {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return LocalizationLoader.validate(path: path, baseLanguage: nil, maxProblems: maxProblems).kept
            .map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    @Test func aCatalogReportsTheFirstProblemOfEachKey() throws {
        let catalog = #"""
        {"sourceLanguage": "en", "strings": {
          "a": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 1}}}},
          "b": {"shouldTranslate": "no", "comment": 2},
          "c": {"localizations": {"en US": {}}},
          "d": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}
        }}
        """#
        #expect(try validate(catalog, as: "Localizable.xcstrings") == [
            "Localizable.xcstrings: strings.a.localizations.de.stringUnit.value: expected a string, found a number",
            "Localizable.xcstrings: strings.b.comment: expected a string, found a number",
            #"Localizable.xcstrings: strings.c.localizations["en US"]: expected a language code like "en" or "zh-Hans", found "en US""#,
        ])
        #expect(try validate(catalog, as: "Localizable.xcstrings", maxProblems: 1).count == 1)
    }

    @Test func aCatalogWithoutItsHeaderIsOneProblem() throws {
        #expect(try validate(#"{"strings": {"a": 1}}"#, as: "x.xcstrings") == [#"x.xcstrings: missing required key "sourceLanguage""#])
        #expect(try validate(#"{"sourceLanguage": "en", "strings": {"a": 1},}"#, as: "x.xcstrings")
            == ["x.xcstrings:1:45: trailing comma is not allowed"])
    }

    @Test func aJSONMapReportsEveryLanguageAndText() throws {
        let map = #"{"en": {"a": "A", "b": 2}, "en US": {}, "de": [], "fr": {"a": true, "b": "B"}}"#
        #expect(try validate(map, as: "strings.json") == [
            "strings.json: en.b: expected a string or null, found a number",
            #"strings.json: ["en US"]: expected a language code like "en" or "zh-Hans", found "en US""#,
            "strings.json: de: expected an object, found an array",
            "strings.json: fr.a: expected a string or null, found true",
        ])
    }

    @Test func validFilesHaveNoProblems() throws {
        #expect(try validate(#"{"en": {"a": "A"}, "de": {"a": null}}"#, as: "ok.json") == [])
        let path = SampleFiles.path("Chat.xcstrings")
        #expect(LocalizationLoader.validate(path: path, baseLanguage: nil).isEmpty)
    }

    @Test func aStringsFileStopsAtItsFirstError() throws {
        let folder = self.folder.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(try validate("\"a\" = \"b\"\n\"c\" = ;\n\"d\" = 1;\n", as: "de.lproj/Localizable.strings").count == 1)
    }
}
