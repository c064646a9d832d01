import Foundation
@testable import Localization
import Testing

@Suite("Strings files: encodings, comments, escapes")
struct StringsFileTests {
    private func load(_ relative: String, baseLanguage: String? = nil) throws -> StringCatalog {
        try LocalizationLoader.load(path: SampleFiles.path(relative), baseLanguage: baseLanguage)
    }

    private func texts(_ catalog: StringCatalog) -> [String: String] {
        Dictionary(uniqueKeysWithValues: catalog.entries.map { ($0.key, $0.text ?? "MISSING") })
    }

    @Test func utf16LittleEndianWithBOM() throws {
        let bytes = try [UInt8](SampleFiles.data("de.lproj/Localizable.strings"))
        #expect(bytes.starts(with: [0xFF, 0xFE]))
        #expect(StringsFileText.detect(bytes).encoding == .utf16LittleEndian)

        let catalog = try load("de.lproj/Localizable.strings")
        #expect(catalog.sourceLanguage == "de")
        #expect(catalog.locales == ["de"])
        #expect(catalog.keys == ["Delivered", "Notification settings", "reaction.thumbs_up", "Type a message…"])
        #expect(texts(catalog) == [
            "Delivered": "Zugestellt",
            "Notification settings": "Benachrichtigungseinstellungen",
            "Type a message…": "Nachricht schreiben …",
            "reaction.thumbs_up": "Gefällt mir 👍",
        ])
        // The header comment is separated by a blank line and is not attached.
        #expect(catalog.entry(key: "Delivered", locale: "de")?.comment
                == "Status under the last sent message once it has reached the recipient")
        #expect(catalog.entry(key: "reaction.thumbs_up", locale: "de")?.comment == "Reaction shortcut: thumbs up")
        #expect(catalog.entries.allSatisfy { $0.state == nil && $0.variation == nil })
    }

    @Test func utf8WithBOMAndCRLF() throws {
        let bytes = try [UInt8](SampleFiles.data("fr.lproj/Localizable.strings"))
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(bytes.contains(0x0D))

        let catalog = try load("fr.lproj/Localizable.strings")
        #expect(catalog.sourceLanguage == "fr")
        #expect(texts(catalog) == [
            "Delivered": "Distribué",
            "Notification settings": "Réglages des notifications",
            "alert.body": "Cette conversation sera supprimée\nde tous vos appareils.",
            "poem": "ligne 1\r\nligne 2",
        ])
        #expect(catalog.entry(key: "Notification settings", locale: "fr")?.comment
                == "Title of the screen with the notification settings\n(a second comment line)")
        #expect(catalog.entry(key: "Delivered", locale: "fr")?.comment
                == "Status under the last sent message once it has reached the recipient")
    }

    @Test func pairPositionsCountScalarsAndCRLF() throws {
        let pairs = try StringsFileParser.parsePairs(SampleFiles.data("fr.lproj/Localizable.strings"), file: nil)
        #expect(pairs.map(\.key) == ["Delivered", "Notification settings", "alert.body", "poem"])
        #expect(pairs.map { "\($0.line):\($0.column)" } == ["2:1", "6:1", "9:1", "12:1"])
    }

    @Test func utf16BigEndianWithBOM() throws {
        let catalog = try load("ja.lproj/Localizable.strings")
        #expect(catalog.sourceLanguage == "ja")
        #expect(texts(catalog) == [
            "Delivered": "配信済み",
            "Type a message…": "メッセージを入力…",
            "reaction.thumbs_up": "いいね 👍",
        ])
    }

    @Test func utf16WithoutBOMIsDetected() throws {
        let bytes = try [UInt8](SampleFiles.data("ko.lproj/Localizable.strings"))
        #expect(bytes.first == UInt8(ascii: "\""))
        #expect(StringsFileText.detect(bytes).encoding == .utf16LittleEndian)
        #expect(StringsFileText.detect(bytes).bomLength == 0)
        let catalog = try load("ko.lproj/Localizable.strings")
        #expect(texts(catalog) == ["Delivered": "전송됨", "Notification settings": "알림 설정"])
    }

    @Test func encodingDetection() {
        #expect(StringsFileText.detect(Array("\"a\" = \"b\";".utf8)).encoding == .utf8)
        #expect(StringsFileText.detect(Array("\"a\" = \"ü\";".utf8)).encoding == .utf8)
        #expect(StringsFileText.detect([0xEF, 0xBB, 0xBF, 0x22]) == (.utf8, 3))
        #expect(StringsFileText.detect([0xFE, 0xFF, 0x00, 0x22]) == (.utf16BigEndian, 2))
        #expect(StringsFileText.detect([0x00, 0x22, 0x00, 0x61, 0x00, 0x22]).encoding == .utf16BigEndian)
        #expect(StringsFileText.detect([]).encoding == .utf8)
    }

    @Test func trickyFile() throws {
        let catalog = try load("Tricky.strings", baseLanguage: "en")
        #expect(catalog.sourceLanguage == "en")
        let texts = texts(catalog)
        #expect(texts["comment.like"] == "/* not a comment */")
        #expect(texts["url"] == "http://example.com/a//b")
        #expect(texts["star"] == "*/ is not the end of anything")
        #expect(texts["escapes"] == "Tab:\tQuote:\" Apostrophe:' Backslash:\\ CR:\r Bell:\u{07} Nul:\0 End")
        #expect(texts["multi.line"] == "First line\nSecond line\n\nFourth line")
        #expect(texts["unicode"] == "café — 你好")
        #expect(texts["emoji"] == "😀 and 🚀")
        #expect(texts["octal"] == "ABC")
        #expect(texts["unquoted_key"] == "Unquoted key")
        #expect(texts["unquoted.value"] == "value-1.0")
        #expect(texts["both.unquoted"] == "yes")
        #expect(texts["path"] == "/usr/local/bin:$PATH")
        #expect(texts["Type a message…"] == "Raw UTF-8: Ünïcødé → 👋🏽")
        #expect(texts["empty"] == "")
        #expect(texts["spaced"] == "out")
        #expect(texts["dup"] == "second")
        #expect(texts.count == 17)
    }

    @Test func trickyComments() throws {
        let pairs = try StringsFileParser.parsePairs(SampleFiles.data("Tricky.strings"), file: nil)
        let comments = Dictionary(pairs.map { ($0.key, $0.comment) }, uniquingKeysWith: { a, _ in a })
        #expect(comments["comment.like"] == .some("A \"quoted\" comment with ' and // inside"))
        #expect(comments["url"] == .some(nil))
        #expect(comments["star"] == .some(nil), "a trailing comment belongs to the pair before it")
        #expect(comments["escapes"] == .some("one line comment\nand another one"))
        #expect(comments["inline.comment"] == .some("Comment right before the key"))
        #expect(pairs.filter { $0.key == "dup" }.map(\.value) == ["first", "second"])
        #expect(pairs.first { $0.key == "spaced" }.map { "\($0.line):\($0.column)" } == "20:4")
    }

    @Test func bracedDictionary() throws {
        let catalog = try load("Braced.strings", baseLanguage: "en")
        #expect(texts(catalog) == ["a": "b", "c": "d"])
    }

    @Test func baseLprojUsesTheBaseLanguage() throws {
        let catalog = try load("Base.lproj/Localizable.strings", baseLanguage: "en")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.entries == [LocalizedEntry(key: "Photo", locale: "en", text: "Photo")])
    }

    @Test func emptyAndCommentOnlyTexts() throws {
        for text in ["  \n", "/* nothing */\n// at all\n", "{}", "{ /* empty */ }\n"] {
            let catalog = try StringsFileParser.parse(Data(text.utf8), file: "x.strings", locale: "en")
            #expect(catalog.entries.isEmpty)
        }
    }

    @Test func mergingOneFilePerLanguage() throws {
        let paths = ["en", "de", "fr", "ja", "ko"].map { SampleFiles.path("\($0).lproj/Localizable.strings") }
        let catalog = try LocalizationLoader.load(paths: paths, baseLanguage: nil)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales == ["en", "de", "fr", "ja", "ko"])
        let missing = catalog.missingEntries(for: catalog.locales).map { "\($0.key) \($0.locale)" }
        #expect(missing == [
            "alert.body en", "alert.body de", "alert.body ja", "alert.body ko",
            "Notification settings ja",
            "poem en", "poem de", "poem ja", "poem ko",
            "reaction.thumbs_up fr", "reaction.thumbs_up ko",
            "Type a message… fr", "Type a message… ko",
        ])
        #expect(catalog.entry(key: "reaction.thumbs_up", locale: "en")?.text == "Like 👍")
    }
}
