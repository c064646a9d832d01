import Testing

/// Every kind of entity and WhatsApp's markers in each theme, light and dark: the transcripts
/// `Fixtures/transcripts/rich-text-THEME-APPEARANCE.json`, compared with their PNGs.
@Suite("rich text fixtures")
struct RichTextFixtureTests {
    static let names = ["imessage", "whatsapp", "telegram", "talk", "plain"].flatMap { theme in
        ["light", "dark"].map { "rich-text-\(theme)-\($0)" }
    }

    @Test("entities in every theme", arguments: names)
    func transcript(_ name: String) throws {
        try ConversationFixtureTests().transcript(name)
    }
}
