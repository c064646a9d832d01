import Foundation
@testable import Localization
import StrictJSON
import Testing

@Suite("Flutter .arb")
struct ARBTests {
    @Test func sourceAndTranslation() throws {
        let catalog = try LocalizationLoader.load(paths: ["arb/app_en.arb", "arb/app_de.arb"].map(SampleFiles.path), baseLanguage: nil)
        #expect(catalog.locales == ["en", "de"])
        #expect(catalog.entry(key: "greeting", locale: "de")?.text == "Hallo, {name}!")
        #expect(catalog.entry(key: "greeting", locale: "en")?.comment == "On the home screen")
        #expect(catalog.entries(for: ["en"]).filter { $0.key == "newMessages" }.map { "\($0.variation ?? "-")=\($0.text ?? "-")" } == [
            "plural.zero=You have no messages", "plural.one=You have one message", "plural.other=You have {count} messages",
        ])
        #expect(catalog.entry(key: "newMessages", locale: "de", variation: "plural.zero")?.text == "Du hast keine Nachrichten")
        #expect(catalog.entry(key: "pronoun", locale: "en", variation: "select.female")?.text == "She replied")
        #expect(catalog.entry(key: "pronoun", locale: "de", variation: "select.male")?.isMissing == true)
    }

    @Test(arguments: [("app_en.arb", "en"), ("intl_pt_BR.arb", "pt_BR"), ("l10n/app_zh_Hant_TW.arb", "zh_Hant_TW"),
                      ("de.arb", "de"), ("strings.arb", nil), ("appen.arb", nil), ("app.arb", nil)])
    func languageFromFileName(path: String, language: String?) {
        #expect(ARBParser.language(path: path) == language)
    }

    @Test(arguments: [
        (#"{"@@locale": "en", "a": 1}"#, "f.arb: a: expected a string, found a number"),
        (#"{"@@locale": "en", "a": "{n, plural, one{x} other{y}"}"#, "f.arb: a: unbalanced '{' in the message"),
        (#"{"@@locale": "en", "a": "{n, plural, one{x} other}"}"#, "f.arb: a: n: expected '{' after the case other"),
        (#"{"a": "x"}"#, #"f.arb: cannot tell the language: add "@@locale", name the file like app_de.arb or give the base language"#),
        (#"{"@@locale": "e"}"#, #"f.arb: ["@@locale"]: expected a language code like "en" or "zh-Hans", found "e""#),
        ("{\"a\": \"x\",}", "f.arb:1:10: trailing comma is not allowed"),
    ])
    func errors(text: String, expected: String) throws {
        let error = try #require(throws: Diagnostic.self) {
            try ARBParser.parse(Data(text.utf8), file: "f.arb", path: nil, baseLanguage: nil)
        }
        #expect(error.description == expected)
    }

    @Test func messagesWithoutPluralsStayWhole() throws {
        #expect(try ICUMessage.cases(of: "Hello {name}") == nil)
        let cases = try #require(try ICUMessage.cases(of: "{n,plural,offset:1 =5{five} other{# more}}!"))
        #expect(cases.map(\.variation) == ["plural.=5", "plural.other"])
        #expect(cases.map(\.text) == ["five!", "# more!"])
    }
}
