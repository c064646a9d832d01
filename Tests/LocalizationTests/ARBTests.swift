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
        #expect(try ICUMessage.spread("Hello {name}") == nil)
        let spread = try #require(try ICUMessage.spread("{n,plural,offset:1 =5{five} other{# more}}!"))
        #expect(spread.name == "n")
        #expect(spread.texts.map(\.variation) == ["plural.=5", "plural.other"])
        #expect(spread.texts.map(\.text) == ["five!", "# more!"])
        #expect(spread.lengths == [5, 7])
    }
}

/// Plural and select cases expand under the limits of String Catalog substitutions.
@Suite("Flutter .arb expansion limits")
struct ARBLimitTests {
    private func parse(_ message: String) throws(Diagnostic) -> StringCatalog {
        try ARBParser.parse(Data(#"{"@@locale": "en", "k": "\#(message)"}"#.utf8), file: "f.arb", path: nil, baseLanguage: nil)
    }

    @Test func casesOfOneMessageStopAtTheLimit() throws {
        let cases = { (count: Int) in "{n, select, " + (0 ..< count).map { "c\($0){x}" }.joined(separator: " ") + "}" }
        #expect(try parse(cases(1000)).entries.count == 1000)
        let error = try #require(throws: Diagnostic.self) { try parse(cases(1001)) }
        #expect(error.description == "f.arb: k: the plural and select cases expand to more than 1000 entries")
    }

    /// A message of 55,000 characters once spread to 1,000 texts of 50,000: 50 million
    /// characters from one string.
    @Test func textAroundTheCasesCountsForEachCase() throws {
        let message = String(repeating: "y", count: 50_000) + "{n, select, " + (0 ..< 1000).map { "c\($0){}" }.joined(separator: " ") + "}"
        let error = try #require(throws: Diagnostic.self) { try parse(message) }
        #expect(error.description == "f.arb: k: n: the catalog's plural and select cases expand to more than 2000000 characters")
    }
}
