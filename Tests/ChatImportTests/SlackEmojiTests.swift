import Foundation
import Testing
@testable import ChatImport

/// Slack's `:name:` emoji, in a message's text and in its reactions, from the generated table
/// (EmojiOne's names first, then Unicode's CLDR names), with Slack's skin tones.
@Suite("Slack emoji names")
struct SlackEmojiTests {
    @Test(arguments: [
        ("thumbsup", "👍"), ("+1", "👍"), ("tada", "🎉"), ("heart", "❤️"), ("point_up", "☝️"),
        ("thinking_face", "🤔"), ("rolling_on_the_floor_laughing", "🤣"), ("white_check_mark", "✅"),
        // Only in Unicode's CLDR names, which the table adds to EmojiOne's.
        ("partying_face", "🥳"), ("exploding_head", "🤯"), ("melting_face", "🫠"),
        ("thumbsup::skin-tone-3", "👍🏼"), ("point_up::skin-tone-6", "☝🏿"), ("wave::skin-tone-2", "👋🏻"),
    ])
    func namesAreTheirEmoji(name: String, emoji: String) {
        #expect(SlackEmoji.emoji(named: name) == emoji)
    }

    @Test func unknownNamesAndTonesHaveNone() {
        #expect(SlackEmoji.emoji(named: "partyparrot") == nil)
        #expect(SlackEmoji.emoji(named: "thumbsup::skin-tone-7") == nil)
        #expect(SlackEmoji.emoji(named: "thumbsup_tone1") == nil)
    }

    /// A day file of a Slack export with one message of `text` and reactions, read.
    private func imported(_ text: String, reactions: [[String: Any]] = []) throws -> ImportedTranscript {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("slack-emoji-\(UUID().uuidString)")
        let channel = top.appendingPathComponent("general")
        try FileManager.default.createDirectory(at: channel, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: top) }
        var message: [String: Any] = ["type": "message", "ts": "1707000000.000100", "user": "U01ANN", "text": text]
        if !reactions.isEmpty { message["reactions"] = reactions }
        try JSONSerialization.data(withJSONObject: [message]).write(to: channel.appendingPathComponent("2024-02-03.json"))
        let chat = try ChatImporter.read(.slack, at: channel.path)
        return try ChatImporter.transcript(from: chat, format: .slack, source: channel.path, imagesRelativeTo: ".", options: ImportOptions())
    }

    @Test func textShowsTheEmojiOutsideCode() throws {
        let result = try imported("Shipped :tada: :+1::skin-tone-4: *done :white_check_mark:* `:tada:` at 10:30:45 :partyparrot:")
        let bubble = try #require(result.transcript.messages.compactMap(\.bubble).first)
        #expect(bubble.text == "Shipped 🎉 👍🏽 done ✅ :tada: at 10:30:45 :partyparrot:")
    }

    @Test func reactionsShowTheEmoji() throws {
        let result = try imported("Lunch?", reactions: [
            ["name": "partying_face", "users": ["U02BO"], "count": 1],
            ["name": "raised_hands::skin-tone-5", "users": ["U02BO"], "count": 1],
        ])
        let bubble = try #require(result.transcript.messages.compactMap(\.bubble).first)
        #expect(bubble.reactions.map(\.emoji) == ["🥳", "🙌🏾"])
    }
}
