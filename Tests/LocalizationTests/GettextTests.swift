import Foundation
@testable import Localization
import StrictJSON
import Testing

@Suite("gettext .po")
struct GettextTests {
    @Test func germanCatalog() throws {
        let catalog = try LocalizationLoader.load(path: SampleFiles.path("po/de.po"), baseLanguage: nil)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales == ["en", "de"])
        let send = try #require(catalog.entry(key: "Send", locale: "de"))
        #expect(send.text == "Senden")
        #expect(send.comment == "The button below the text field")
        #expect(catalog.entry(key: "Send", locale: "en")?.text == "Send")
        #expect(catalog.entry(key: "menu|Open", locale: "de")?.text == "Öffnen")
        #expect(catalog.entry(key: "Open", locale: "de")?.text == "Offen")
        #expect(catalog.entry(key: "%d new message", locale: "en", variation: "plural.other")?.text == "%d new messages")
        #expect(catalog.entry(key: "%d new message", locale: "de", variation: "plural.one")?.text == "%d neue Nachricht")
        #expect(catalog.entry(key: "%d new message", locale: "de", variation: "plural.other")?.text == "%d neue Nachrichten")
        #expect(catalog.entry(key: "Delete", locale: "de")?.state == "fuzzy")
        #expect(catalog.entry(key: "Delete", locale: "de")?.text == "Löschen")
        let long = "A long sentence that continues on the next line.\nSay \"hi\"\t\\ AB"
        #expect(catalog.entry(key: long, locale: "de")?.text == "Ein langer Satz, der auf der nächsten Zeile weitergeht.\nSag \"hallo\"\t\\ AB")
        #expect(catalog.entry(key: "Untranslated", locale: "de")?.isMissing == true)
        #expect(!catalog.keys.contains("Obsolete"))
    }

    @Test func languageFromFolderAndPluralNames() throws {
        let app = try LocalizationLoader.load(path: SampleFiles.path("po/de/LC_MESSAGES/app.po"), baseLanguage: "en")
        #expect(app.locales == ["en", "de"])
        let russian = try LocalizationLoader.load(path: SampleFiles.path("po/ru.po"), baseLanguage: nil)
        #expect(russian.entries(for: ["ru"]).map(\.variation) == ["plural.one", "plural.few", "plural.many"])
        #expect(GettextPluralForms.variation(index: 1, count: 4, locale: "de") == "plural.form1")
        #expect(GettextPluralForms.variation(index: 0, count: 1, locale: "ja") == "plural.other")
    }

    @Test(arguments: [("de.po", "de"), ("pt_BR.po", "pt_BR"), ("fil_PH.po", "fil_PH"), ("x/fr/LC_MESSAGES/app.po", "fr"), ("messages.po", nil), ("app.po", nil)])
    func languageFromPath(path: String, language: String?) {
        #expect(GettextParser.language(path: path) == language)
    }

    @Test(arguments: [
        ("msgid \"a\"\nmsgstr \"b", "f.po:2:8: unterminated string"),
        ("msgid \"a\"\nmsgstr \"\\q\"", "f.po:2:9: unknown escape \\q"),
        ("msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"\"", "f.po:3:1: msgid before the msgstr of the message above"),
        ("msgid \"a\"", "f.po:1:1: the message has no msgstr"),
        ("msgid \"a\"\nmsgid_plural \"as\"\nmsgstr \"b\"", "f.po:3:1: a plural message needs msgstr[0], msgstr[1], ..."),
        ("msgid \"a\"\nmsgstr \"b\" x", "f.po:2:12: unexpected text after the closing quote"),
        ("hello", "f.po:1:1: expected msgctxt, msgid, msgstr or a comment, found \"hello\""),
        ("\"orphan\"", "f.po:1:1: a string outside any msgid or msgstr"),
    ])
    func errors(text: String, expected: String) throws {
        let error = try #require(throws: Diagnostic.self) {
            try GettextParser.parse(Data(text.utf8), file: "f.po", path: nil, sourceLanguage: "en")
        }
        #expect(error.description == expected)
    }
}
