import Foundation
@testable import Localization
import StrictJSON
import Testing

@Suite("XLIFF 1.2 and 2.0")
struct XLIFFTests {
    @Test func xcodeExport() throws {
        let catalog = try LocalizationLoader.load(path: SampleFiles.path("xliff/de.xliff"), baseLanguage: nil)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales == ["en", "de"])
        let send = try #require(catalog.entry(key: "Send", locale: "de"))
        #expect(send.text == "Senden")
        #expect(send.state == "translated")
        #expect(send.comment == "The button below the text field")
        #expect(catalog.entry(key: "%lld new messages", locale: "en", variation: "plural.one")?.text == "%lld new message")
        #expect(catalog.entry(key: "%lld new messages", locale: "de", variation: "plural.other")?.state == "needs-review-l10n")
        #expect(catalog.entry(key: "Type a message…", locale: "de")?.isMissing == true)
        #expect(catalog.entry(key: "Markup", locale: "en")?.text == "Tap Send or %@")
        #expect(catalog.entry(key: "Markup", locale: "de")?.text == "Tippe auf Senden oder %@")
        #expect(catalog.entry(key: "%d photos", locale: "de", variation: "plural.one")?.text == "%d Foto")
        #expect(catalog.entries(forKey: "%d photos").allSatisfy { $0.variation != nil })
        #expect(!catalog.keys.contains("internal"))
    }

    @Test func version2() throws {
        let catalog = try LocalizationLoader.load(path: SampleFiles.path("xliff/fr.xlf"), baseLanguage: nil)
        #expect(catalog.locales == ["en", "fr"])
        #expect(catalog.keys == ["greeting", "send", "two", "untranslated"])
        #expect(catalog.entry(key: "send", locale: "fr")?.state == "final")
        #expect(catalog.entry(key: "send", locale: "fr")?.comment == "The button below the text field")
        #expect(catalog.entry(key: "greeting", locale: "fr")?.text == "Bonjour, %@ !")
        #expect(catalog.entry(key: "two", locale: "en")?.text == "First sentence. Second one.")
        #expect(catalog.entry(key: "two", locale: "fr")?.text == "Première phrase. Seconde phrase.")
        #expect(catalog.entry(key: "untranslated", locale: "fr")?.isMissing == true)
    }

    @Test(arguments: [
        (#"<xliff version="3.0"/>"#, #"f.xliff:1: unsupported XLIFF version "3.0" (expected 1.2 or 2.0)"#),
        (#"<xliff version="1.2"><file target-language="de"/></xliff>"#, #"f.xliff:1: <file> needs source-language="LANGUAGE" like "en""#),
        (#"<xliff version="2.0" srcLang="en"><file><unit><segment><source>x</source></segment></unit></file></xliff>"#,
         "f.xliff:1: <unit> has no id"),
        (#"<xliff version="1.2"><file source-language="en"><body><trans-unit id="k"/></body></file></xliff>"#,
         "f.xliff:1: k: <trans-unit> has no <source>"),
        (#"<xliff version="1.2"><file source-language="en" target-language="de!"/></xliff>"#,
         #"f.xliff:1: the target language "de!" is not a language code like "de""#),
        ("<xliff version=\"1.2\">\n<file source-language=\"en\">\n<body>\n</file></xliff>", "f.xliff:4:8: Opening and ending tag mismatch: body line 3 and file"),
    ])
    func errors(document: String, expected: String) throws {
        let error = try #require(throws: Diagnostic.self) { try XLIFFParser.parse(Data(document.utf8), file: "f.xliff") }
        #expect(error.description == expected)
    }
}
