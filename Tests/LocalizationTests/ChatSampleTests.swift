import Foundation
import Localization
import Testing

/// The realistic String Catalog `Samples/Chat.xcstrings` (also the fixture of
/// `bubbles preview`): 12 keys in 12 languages.
@Suite("String Catalog: the chat sample")
struct ChatSampleTests {
    static let allLocales = ["en", "ar", "de", "es", "fr", "he", "hi", "ja", "ko", "ru", "th", "zh-Hans"]
    let catalog: StringCatalog

    init() throws {
        catalog = try LocalizationLoader.load(path: SampleFiles.path("Chat.xcstrings"), baseLanguage: nil)
    }

    private func text(_ key: String, _ locale: String, _ variation: String? = nil) -> String? {
        catalog.entry(key: key, locale: locale, variation: variation)?.text
    }

    private func variations(_ key: String, _ locale: String) -> [String?] {
        catalog.entries(forKey: key).filter { $0.locale == locale }.map(\.variation)
    }

    @Test func sourceLanguageAndLocales() {
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales == Self.allLocales)
    }

    @Test func keysInXcodeOrder() {
        #expect(catalog.keys == [
            "%lld new messages",
            "Bubbles",
            "Delete conversation?",
            "Delivered",
            "Message",
            "Mute notifications",
            "Notification settings",
            "Photo",
            "Read %@",
            "Tap a message to reply",
            "This conversation will be deleted from all your devices.",
            "Type a message…",
        ])
    }

    @Test func entryCountIncludesMissing() {
        // %lld new messages: 27 plural forms; Bubbles: 1; 9 plain keys × 12; the device key: 12 × 2.
        #expect(catalog.entries.count == 27 + 1 + 9 * 12 + 12 * 2)
        #expect(catalog.entries(for: catalog.locales) == catalog.entries)
    }

    @Test func plainTexts() {
        #expect(text("Delivered", "de") == "Zugestellt")
        #expect(text("Delivered", "zh-Hans") == "已送达")
        #expect(text("Message", "ja") == "メッセージ")
        #expect(text("Photo", "hi") == "फ़ोटो")
        #expect(text("Notification settings", "de") == "Benachrichtigungseinstellungen")
        #expect(text("Delete conversation?", "fr") == "Supprimer la conversation\u{00A0}?")
        #expect(text("Delete conversation?", "ar") == "حذف المحادثة؟")
        #expect(text("Read %@", "ko") == "읽음 %@")
        #expect(text("This conversation will be deleted from all your devices.", "he") == "השיחה תימחק מכל המכשירים שלך.")
        #expect(text("Type a message…", "de") == "Nachricht schreiben …")
    }

    @Test func commentsAndStates() throws {
        let entry = try #require(catalog.entry(key: "Read %@", locale: "es"))
        #expect(entry.text == "Leído %@")
        #expect(entry.state == "needs_review")
        #expect(entry.comment == "Status under the last sent message; %@ is when it was read, e.g. 9:41")
        #expect(catalog.entry(key: "Read %@", locale: "de")?.state == "translated")
        let reviews = catalog.entries.filter { $0.state == "needs_review" }
        #expect(reviews.map(\.locale) == ["es"])
    }

    @Test(arguments: [
        ("en", ["plural.one", "plural.other"]),
        ("ar", ["plural.zero", "plural.one", "plural.two", "plural.few", "plural.many", "plural.other"]),
        ("ru", ["plural.one", "plural.few", "plural.many", "plural.other"]),
        ("he", ["plural.one", "plural.two", "plural.other"]),
        ("ja", ["plural.other"]),
        ("zh-Hans", ["plural.other"]),
        ("hi", ["plural.one", "plural.other"]),
    ])
    func pluralVariationsPerLanguage(locale: String, expected: [String]) {
        #expect(variations("%lld new messages", locale) == expected)
    }

    @Test func pluralTexts() {
        let key = "%lld new messages"
        #expect(text(key, "en", "plural.one") == "%lld new message")
        #expect(text(key, "en", "plural.other") == "%lld new messages")
        #expect(text(key, "ar", "plural.two") == "رسالتان جديدتان")
        #expect(text(key, "ar", "plural.few") == "%lld رسائل جديدة")
        #expect(text(key, "ru", "plural.few") == "%lld новых сообщения")
        #expect(text(key, "ru", "plural.many") == "%lld новых сообщений")
        #expect(text(key, "ja", "plural.other") == "%lld件の新着メッセージ")
        #expect(text(key, "ja", "plural.one") == nil)
        #expect(catalog.entry(key: key, locale: "ja", variation: "plural.one") == nil)
    }

    @Test func deviceVariations() {
        let key = "Tap a message to reply"
        #expect(variations(key, "en") == ["device.mac", "device.other"])
        #expect(text(key, "en", "device.mac") == "Click a message to reply")
        #expect(text(key, "de", "device.other") == "Zum Antworten auf eine Nachricht tippen")
        #expect(text(key, "ko", "device.mac") == "메시지를 클릭하여 답장하기")
        #expect(text(key, "en") == nil)
    }

    @Test func exactlyTwoTranslationsAreMissing() {
        let missing = catalog.missingEntries(for: catalog.locales)
        #expect(missing == [
            LocalizedEntry(key: "Notification settings", locale: "hi", text: nil,
                           comment: "Title of the screen with the notification settings"),
            LocalizedEntry(key: "Type a message…", locale: "th", text: nil,
                           comment: "Placeholder of the field where messages are typed"),
        ])
        #expect(missing.allSatisfy { $0.isMissing })
        #expect(catalog.entry(key: "Type a message…", locale: "th")?.state == nil)
    }

    @Test func nonTranslatableKeyHasOnlyTheSourceLanguage() {
        #expect(catalog.nonTranslatableKeys == ["Bubbles"])
        let entries = catalog.entries(forKey: "Bubbles")
        #expect(entries == [LocalizedEntry(key: "Bubbles", locale: "en", text: "Bubbles", comment: "The app's name; do not translate")])
        #expect(catalog.entries(for: ["de", "fr"]).allSatisfy { $0.key != "Bubbles" })
    }

    @Test func stableOrderOfTheFirstEntries() {
        let head = catalog.entries.prefix(12).map { "\($0.locale) \($0.variation ?? "-")" }
        #expect(head == [
            "en plural.one", "en plural.other",
            "ar plural.zero", "ar plural.one", "ar plural.two", "ar plural.few", "ar plural.many", "ar plural.other",
            "de plural.one", "de plural.other",
            "es plural.one", "es plural.other",
        ])
        #expect(catalog.entries.last == LocalizedEntry(
            key: "Type a message…", locale: "zh-Hans", text: "输入信息…", state: "translated",
            comment: "Placeholder of the field where messages are typed"))
    }

    @Test func listingForRequestedLanguages() {
        let listed = catalog.entries(for: ["th", "it", "th"])
        // Unknown languages are entirely missing, with the source's variations.
        let italianPlural = listed.filter { $0.locale == "it" && $0.key == "%lld new messages" }
        #expect(italianPlural.map(\.variation) == ["plural.one", "plural.other"])
        #expect(italianPlural.allSatisfy { $0.isMissing })
        let italianDevice = listed.filter { $0.locale == "it" && $0.key == "Tap a message to reply" }
        #expect(italianDevice.map(\.variation) == ["device.mac", "device.other"])
        // Languages in the order asked, each once.
        let delivered = listed.filter { $0.key == "Delivered" }
        #expect(delivered.map(\.locale) == ["th", "it"])
        #expect(delivered.map(\.text) == ["ส่งถึงแล้ว", nil])
        // Thai: 1 plural form + 9 plain keys + 2 device forms; Italian takes the source's 2 plural forms.
        #expect(listed.filter { $0.locale == "th" }.count == 12)
        #expect(listed.filter { $0.locale == "it" }.count == 13)
        #expect(listed.count == 25)
        #expect(listed.filter { $0.locale == "th" }.filter(\.isMissing).map(\.key) == ["Type a message…"])
    }

    @Test func everyTranslationKeepsTheSourceFormatSpecifiers() {
        for entry in catalog.entries where entry.locale != "en" {
            guard let text = entry.text else { continue }
            // Plural zero/one/two forms may spell the number out.
            if let variation = entry.variation, ["plural.zero", "plural.one", "plural.two"].contains(variation) { continue }
            let source = catalog.entry(key: entry.key, locale: "en", variation: entry.variation)?.text
                ?? catalog.entry(key: entry.key, locale: "en", variation: "plural.other")?.text
                ?? entry.key
            #expect(Self.specifiers(text) == Self.specifiers(source), "\(entry.locale): \(entry.key)")
            #expect(!text.isEmpty)
            #expect(text.trimmingCharacters(in: .whitespaces) == text)
        }
    }

    /// `%@`, `%lld`, ... in order.
    static func specifiers(_ text: String) -> [String] {
        var result: [String] = []
        var scalars = Substring(text).unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            scalars = scalars[scalars.index(after: percent)...]
            var specifier = "%"
            while let c = scalars.first, "0123456789$l".unicodeScalars.contains(c) {
                specifier.unicodeScalars.append(c)
                scalars = scalars.dropFirst()
            }
            if let c = scalars.first {
                specifier.unicodeScalars.append(c)
                scalars = scalars.dropFirst()
            }
            result.append(specifier)
        }
        return result
    }
}
