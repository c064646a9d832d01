import Foundation
import Localization
import Testing
import StrictJSON

@Suite("JSON maps: locale → key → text")
struct JSONMapTests {
    private func parse(_ json: String, source: String? = nil) throws(Diagnostic) -> StringCatalog {
        try JSONMapParser.parse(Data(json.utf8), file: "chat.json", sourceLanguage: source)
    }

    @Test func sampleFileUsesTheFirstLanguageAsSource() throws {
        let catalog = try LocalizationLoader.load(path: SampleFiles.path("chat.json"), baseLanguage: nil)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales == ["en", "ar", "de"])
        #expect(catalog.keys == ["farewell", "greeting", "unread"])
        #expect(catalog.entries.map { "\($0.key) \($0.locale) \($0.text ?? "MISSING")" } == [
            "farewell en Goodbye", "farewell ar MISSING", "farewell de Tschüss",
            "greeting en Hello", "greeting ar مرحبًا", "greeting de Hallo",
            "unread en %lld unread", "unread ar MISSING", "unread de MISSING",
        ])
        #expect(catalog.entries.allSatisfy { $0.variation == nil && $0.state == nil && $0.comment == nil })
    }

    @Test func textsAreLimitedLikeTranscripts() throws {
        let long = String(repeating: "x", count: 100_001)
        let error = try #require(throws: Diagnostic.self) { try parse(#"{"de": {"a": "\#(long)"}}"#) }
        #expect(error.description == "chat.json: de.a: too long: 100001 characters (the limit is 100000)")
    }

    @Test func firstLanguageEvenWhenEnglishComesLater() throws {
        let catalog = try parse(#"{"de": {"a": "A-de"}, "en": {"a": "A-en"}}"#)
        #expect(catalog.sourceLanguage == "de")
        #expect(catalog.locales == ["de", "en"])
    }

    @Test func baseLanguageChoosesTheSource() throws {
        let catalog = try LocalizationLoader.load(path: SampleFiles.path("chat.json"), baseLanguage: "de")
        #expect(catalog.sourceLanguage == "de")
        #expect(catalog.locales == ["de", "ar", "en"])
        // German has no "unread": it is missing in German, and English keeps its own text.
        #expect(catalog.entries(forKey: "unread").map { "\($0.locale) \($0.text ?? "MISSING")" }
                == ["de MISSING", "ar MISSING", "en %lld unread"])
    }

    @Test func baseLanguageNotInTheFile() throws {
        let error = try #require(throws: Diagnostic.self) { try parse(#"{"de": {}, "fr": {}}"#, source: "en") }
        #expect(error.description == #"chat.json: the base language "en" is not in the file (languages: de, fr)"#)
    }

    @Test func emptyMap() throws {
        let error = try #require(throws: Diagnostic.self) { try parse("{}") }
        #expect(error.description == #"chat.json: the file has no languages; expected an object like {"en": {"greeting": "Hello"}}"#)
        let withBase = try parse("{}", source: "en")
        #expect(withBase.sourceLanguage == "en")
        #expect(withBase.entries.isEmpty)
    }

    @Test(arguments: [
        (#"{"de": {"greeting": 42}}"#, "chat.json: de.greeting: expected a string or null, found a number"),
        (#"{"zh-Hans": {"greeting": ["你好"]}}"#, #"chat.json: ["zh-Hans"].greeting: expected a string or null, found an array"#),
        (#"{"en": {"chat.title": true}}"#, #"chat.json: en["chat.title"]: expected a string or null, found true"#),
        (#"{"de": "Hallo"}"#, "chat.json: de: expected an object, found a string"),
        (#"{"en US": {}}"#, #"chat.json: ["en US"]: expected a language code like "en" or "zh-Hans", found "en US""#),
        (#"{"": {}}"#, #"chat.json: [""]: expected a language code like "en" or "zh-Hans", found """#),
        (#"["en"]"#, #"chat.json: expected an object of languages, like {"en": {"greeting": "Hello"}}, found an array"#),
    ])
    func invalidMaps(json: String, expected: String) throws {
        let error = try #require(throws: Diagnostic.self) { try parse(json) }
        #expect(error.kind == .invalid)
        #expect(error.description == expected)
    }

    @Test func errorPathAndPosition() throws {
        let json = "{\n  \"en\": {\"greeting\": \"Hello\"},\n  \"de\": {\"greeting\": 42}\n}"
        let error = try #require(throws: Diagnostic.self) { try parse(json) }
        #expect(error.path == ["de", "greeting"])
        #expect(error.line == 3)
        #expect(error.column == 22)
    }

    @Test func malformedJSON() throws {
        let error = try #require(throws: Diagnostic.self) { try parse("{\"en\": {\"a\": \"b\",}}") }
        #expect(error.kind == .syntax)
        #expect(error.description == "chat.json:1:17: trailing comma is not allowed")
    }
}
