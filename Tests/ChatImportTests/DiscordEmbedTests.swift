import Testing
import ChatImport
import Transcript

/// A bot's embeds in a DiscordChatExporter JSON export become cards: the first embed with text
/// of each message, its markdown read; embeds with nothing to show (an image, a video) and a
/// message's further embeds are counted in the note, never dropped silently.
@Suite("Discord embeds")
struct DiscordEmbedTests {
    @Test func embedsBecomeCards() throws {
        let imported = try Samples.transcript(.discord, "discord/embeds.json")
        #expect(Samples.lines(imported.transcript) == [
            "-- 9 February 2023",
            "shipit 16:20 [embed #57F287|example/app|Deploy finished|main → production in 3 min|Commit: a1b2c3d Fix the login form|Shipit v2]",
            "bo 16:21 Nice, thanks @Ann [embed Status page|All systems operational]",
        ])
        #expect(imported.notes == ["left out 2 embeds: a transcript cannot draw them", "dropped 1 text entity: transcript v1 has no such keys yet"])
        #expect(throws: Never.self) { try imported.transcript.validate() }
    }
}
