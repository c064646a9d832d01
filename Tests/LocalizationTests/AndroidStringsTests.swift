import Foundation
@testable import Localization
import StrictJSON
import Testing

@Suite("Android strings.xml")
struct AndroidStringsTests {
    private func load(_ relative: String, baseLanguage: String? = "en") throws -> StringCatalog {
        try LocalizationLoader.load(path: SampleFiles.path(relative), baseLanguage: baseLanguage)
    }

    @Test func defaultResources() throws {
        let catalog = try load("android/res/values/strings.xml")
        #expect(catalog.sourceLanguage == "en")
        func text(_ key: String, _ variation: String? = nil) -> String? {
            catalog.entry(key: key, locale: "en", variation: variation)?.text
        }
        #expect(catalog.entry(key: "app_name", locale: "en") == nil)
        #expect(text("greeting") == "Hello, %1$s!")
        #expect(text("apostrophe") == "Don't say \"never\"")
        #expect(text("lines") == "First line\nSecond\tline")
        #expect(text("spaces") == "several spaces collapse")
        #expect(text("quoted") == "  kept   as is  ")
        #expect(text("unicode") == "Café …")
        #expect(text("cdata") == "<b>bold</b> & more")
        #expect(text("styled") == "Tap Send")
        #expect(text("messages", "plural.one") == "%d new message")
        #expect(text("messages", "plural.other") == "%d new messages")
        #expect(text("days", "item.0") == "Monday")
        #expect(text("days", "item.1") == "Tuesday")
        #expect(catalog.entry(key: "margin", locale: "en") == nil)
    }

    @Test func folderQualifiersNameTheLanguage() throws {
        let catalog = try LocalizationLoader.load(paths: [
            "android/res/values/strings.xml", "android/res/values-de/strings.xml",
            "android/res/values-pt-rBR/strings.xml", "android/res/values-b+sr+Latn/strings.xml",
        ].map(SampleFiles.path), baseLanguage: "en")
        #expect(catalog.locales == ["en", "de", "pt-BR", "sr-Latn"])
        #expect(catalog.entry(key: "greeting", locale: "pt-BR")?.text == "Olá, %1$s!")
        #expect(catalog.entry(key: "messages", locale: "sr-Latn", variation: "plural.few")?.text == "%d nove poruke")
        #expect(catalog.entry(key: "days", locale: "de", variation: "item.1")?.text == "Dienstag")
        #expect(catalog.entry(key: "apostrophe", locale: "de")?.isMissing == true)
    }

    @Test(arguments: [
        ("res/values/strings.xml", "en"), ("res/values-de/strings.xml", "de"), ("res/values-pt-rBR/strings.xml", "pt-BR"),
        ("res/values-b+sr+Latn/strings.xml", "sr-Latn"), ("res/values-b+es+419/strings.xml", "es-419"),
        ("res/values-mcc310-en-rUS/strings.xml", "en-US"), ("res/values-de-land/strings.xml", "de"),
        ("res/values-night/strings.xml", "en"), ("res/values-v21/strings.xml", "en"), ("res/values-car/strings.xml", "en"),
        ("strings.xml", "en"),
    ])
    func androidFolders(path: String, language: String) {
        #expect(LanguageCode.forAndroidResource(atPath: path, baseLanguage: "en") == language)
    }

    @Test func defaultFolderNeedsTheBaseLanguage() throws {
        let path = SampleFiles.path("android/res/values/strings.xml")
        let error = try #require(throws: Diagnostic.self) { try LocalizationLoader.load(path: path, baseLanguage: nil) }
        #expect(error.description == "\(path): cannot tell the language; put the file in a folder like values-de or give the base language")
    }

    @Test func malformedFileNamesLibxml2sLine() throws {
        let path = SampleFiles.path("Bad/android/res/values-de/strings.xml")
        let error = try #require(throws: Diagnostic.self) { try LocalizationLoader.load(path: path, baseLanguage: nil) }
        #expect(error.description == "\(path):4:39: Opening and ending tag mismatch: string line 4 and strin")
    }

    @Test(arguments: [
        (#"<resources><string>x</string></resources>"#, "strings.xml:1: <string> has no name attribute"),
        (#"<resources><plurals name="p"><item quantity="several">x</item></plurals></resources>"#,
         #"strings.xml:1: p: <item> needs quantity="zero|one|two|few|many|other""#),
        (#"<manifest/>"#, "strings.xml:1: expected <resources> as the root element, found <manifest>"),
    ])
    func misplacedElements(document: String, expected: String) throws {
        let error = try #require(throws: Diagnostic.self) {
            try AndroidStringsParser.parse(Data(document.utf8), file: "strings.xml", locale: "en")
        }
        #expect(error.description == expected)
    }

    @Test(arguments: [
        (#"a\'b"#, "a'b"), (#"\"q\""#, "\"q\""), (#"\\"#, "\\"), (#"\@home \?"#, "@home ?"), (#"\u0041\u00e9"#, "Aé"),
        ("  a \n\t b  ", "a b"), (#"" a  b ""#, " a  b "), (#"a" b "c"#, "a b c"), ("", ""),
    ])
    func escapes(raw: String, expected: String) {
        #expect(AndroidStringsParser.unescaped(raw) == expected)
    }
}
