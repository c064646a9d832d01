import Foundation
import Testing
import ChatImport
import WorkMeter
import Transcript

/// Discord's and Slack's markup read into the transcript's entities, offsets counted in the
/// text as shown (after mentions and escapes are replaced).
@Suite("markdown in Discord and Slack exports")
struct MarkdownImportTests {
    private static func entity(_ kind: TextEntity.Kind, _ offset: Int, _ length: Int, _ language: String? = nil) -> TextEntity {
        TextEntity(type: kind, offset: offset, length: length, language: language)
    }

    /// The texts and entities of the messages of `transcript`, and its notes.
    private static func messages(_ imported: ImportedTranscript) -> [(String, [TextEntity])] {
        imported.transcript.messages.compactMap(\.bubble).map { ($0.text ?? "", $0.entities) }
    }

    /// The one message of a Discord export whose `content` is `content`, mentioning Bo (id 11).
    private static func discord(_ content: String) throws -> (text: String, entities: [TextEntity], notes: [String]) {
        let message: [String: Any] = ["id": "1", "type": "Default", "timestamp": "2023-01-05T14:03:00+00:00", "content": content,
                                      "author": ["id": "10", "name": "ann"], "mentions": [["id": "11", "name": "bo", "nickname": "Bo"]]]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("discord-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: ["messages": [message]]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let chat = try ChatImporter.read(.discord, at: file.path)
        let imported = try ChatImporter.transcript(from: chat, format: .discord, source: file.path, imagesRelativeTo: ".", options: ImportOptions())
        let bubble = try #require(imported.transcript.messages.compactMap(\.bubble).first)
        return (bubble.text ?? "", bubble.entities, imported.notes)
    }

    @Test func discordMarkdownBecomesEntities() throws {
        let imported = try Samples.transcript(.discord, "discord/markdown.json")
        let expected: [(String, [TextEntity])] = [
            ("Bold it it2 under gone secret", [Self.entity(.bold, 0, 4), Self.entity(.italic, 5, 2), Self.entity(.italic, 8, 3),
                                               Self.entity(.underline, 12, 5), Self.entity(.strikethrough, 18, 4), Self.entity(.spoiler, 23, 6)]),
            (#"Both and bold with italic ¯\_(ツ)_/¯"#, [Self.entity(.bold, 0, 4), Self.entity(.italic, 0, 4), Self.entity(.bold, 9, 16),
                                                     Self.entity(.italic, 14, 11)]),
            ("Run **not bold** <@11> now", [Self.entity(.code, 4, 18)]),
            ("let x = 1 // *no*", [Self.entity(.pre, 0, 17, "swift")]),
            ("😀 hi @Bo\n夜に会おう\nafter", [Self.entity(.bold, 3, 2), Self.entity(.italic, 12, 3)]),
            ("*not italic* and **open and ~~half", []),
        ]
        let messages = Self.messages(imported)
        #expect(messages.map(\.0) == expected.map(\.0))
        #expect(messages.map(\.1) == expected.map(\.1))
        // Two mentions and a quote have no entity.
        #expect(imported.notes == ["dropped 3 text entities: transcript v1 has no such keys yet"])
        let text = imported.transcript.jsonText
        #expect(try Transcript.decode(from: Data(text.utf8), file: "markdown.json", baseDirectory: Samples.folder).messages
                == imported.transcript.messages)
    }

    @Test(arguments: [
        ("a_b_c", "a_b_c", []),
        ("set my_var to _x_", "set my_var to x", [entity(.italic, 14, 1)]),
        ("**unclosed and *half", "**unclosed and *half", []),
        ("* not italic*", "* not italic*", []),
        ("`code *not* ||x|| <@11>`", "code *not* ||x|| <@11>", [entity(.code, 0, 22)]),
        (#"\_\_not underline\_\_ \<@11>"#, "__not underline__ <@11>", []),
        ("__*under italic*__", "under italic", [entity(.italic, 0, 12), entity(.underline, 0, 12)]),
        ("~~😀 gone~~ 🎉 ||中文||", "😀 gone 🎉 中文", [entity(.strikethrough, 0, 7), entity(.spoiler, 11, 2)]),
        ("```py code```", "py code", [entity(.pre, 0, 7)]),
        ("**<@11>** <@!11>", "@Bo @Bo", [entity(.bold, 0, 3)]),
        ("see https://example.com/a_b_c_ and _this_.", "see https://example.com/a_b_c_ and this.", [entity(.italic, 35, 4)]),
        (">not a quote", ">not a quote", []),
    ] as [(String, String, [TextEntity])])
    func discordEdgeCases(content: String, text: String, entities: [TextEntity]) throws {
        let message = try Self.discord(content)
        #expect(message.text == text)
        #expect(message.entities == entities)
    }

    @Test func discordQuotesLoseTheirMarkersAndAreCounted() throws {
        let lines = try Self.discord("> one\n> *two*\nthree")
        #expect(lines.text == "one\ntwo\nthree")
        #expect(lines.entities == [Self.entity(.italic, 4, 3)])
        #expect(lines.notes == ["dropped 2 text entities: transcript v1 has no such keys yet"], "the mention of Bo and the quote")
        let rest = try Self.discord("before\n>>> all\nof **this**")
        #expect(rest.text == "before\nall\nof this")
        #expect(rest.entities == [Self.entity(.bold, 14, 4)])
    }

    /// Nesting stops at 32 levels (no stack overflow), and markers without partners are not
    /// searched for again and again: the searches for 30 000 of them look through a few times
    /// the text, not 30 000 times it (0.1 s against 30 s when each was searched anew).
    @Test func longAndDeepDiscordMarkupReadsInLinearWork() throws {
        let deep = String(repeating: "**_", count: 3000) + "x" + String(repeating: "_**", count: 3000)
        #expect(try Self.discord(deep).text.contains("x"))
        let unpaired = "```x ~~y ||z " + String(repeating: "*a ", count: 30_000)
        let (read, work) = try WorkMeter.measure { try Self.discord(unpaired) }
        #expect(read.text == unpaired)
        #expect(work[.markupSearched] <= 8 * unpaired.unicodeScalars.count)
    }

    /// Past the 1000 entities a message may have, spans are counted rather than failing the import.
    @Test func spansPastTheLimitAreCounted() throws {
        let many = try Self.discord(String(repeating: "**a** ", count: 1005))
        #expect(many.entities.count == 1000)
        #expect(many.notes == ["dropped 6 text entities: transcript v1 has no such keys yet"], "5 spans and the mention")
    }

    /// The one message of a Slack day file whose `text` is `text` (no `users.json`).
    private static func slack(_ text: String) throws -> (text: String, entities: [TextEntity], notes: [String]) {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("slack-\(UUID().uuidString)")
        let channel = top.appendingPathComponent("general")
        try FileManager.default.createDirectory(at: channel, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: top) }
        let message = ["type": "message", "ts": "1672927389.000200", "user": "U01ANN", "text": text]
        try JSONSerialization.data(withJSONObject: [message]).write(to: channel.appendingPathComponent("2023-01-05.json"))
        let chat = try ChatImporter.read(.slack, at: channel.path)
        let imported = try ChatImporter.transcript(from: chat, format: .slack, source: channel.path, imagesRelativeTo: ".", options: ImportOptions())
        let bubble = try #require(imported.transcript.messages.compactMap(\.bubble).first)
        return (bubble.text ?? "", bubble.entities, imported.notes)
    }

    @Test func slackMrkdwnBecomesEntities() throws {
        let imported = try Samples.transcript(.slack, "slack/random")
        let expected: [(String, [TextEntity])] = [
            ("Anyone for lunch?", []),
            ("Bold it gone code *x* and both", [Self.entity(.bold, 0, 4), Self.entity(.italic, 5, 2), Self.entity(.strikethrough, 8, 4),
                                                Self.entity(.code, 13, 8), Self.entity(.bold, 26, 4), Self.entity(.italic, 26, 4)]),
            ("a*b*c 2*3*4 snake_case_name *not\nbold*", []),
            ("@Bo Sample said hi & bye to the *site*", [Self.entity(.bold, 16, 8)]),
            ("let a = b < c", [Self.entity(.pre, 0, 13)]),
            ("😀 quoted line\nsecond\nnot quoted 日本語 斜体", [Self.entity(.bold, 10, 4), Self.entity(.italic, 37, 2)]),
            ("*unclosed and _half", []),
        ]
        let messages = Self.messages(imported)
        #expect(messages.map(\.0) == expected.map(\.0))
        #expect(messages.map(\.1) == expected.map(\.1))
        // A mention, a link and a quote have no entity.
        #expect(imported.notes == ["dropped 3 text entities: transcript v1 has no such keys yet"])
    }

    @Test(arguments: [
        ("a*b*c", "a*b*c", []),
        ("日本*語*です", "日本*語*です", []),
        ("(*bold*)", "(bold)", [entity(.bold, 1, 4)]),
        ("*bold*'s and _it_'s", "bold's and _it_'s", [entity(.bold, 0, 4)]),
        ("* not bold*", "* not bold*", []),
        ("*not bold *", "*not bold *", []),
        ("*two\nlines*", "*two\nlines*", []),
        ("`*code*` and ``` *pre* ```", "*code* and  *pre* ", [entity(.code, 0, 6), entity(.pre, 11, 7)]),
        ("<@U1|ann> &lt;b&gt; *x*", "@ann <b> x", [entity(.bold, 9, 1)]),
        ("*😀🎉*", "😀🎉", [entity(.bold, 0, 4)]),
        ("~*struck bold*~", "struck bold", [entity(.bold, 0, 11), entity(.strikethrough, 0, 11)]),
        ("*a `b*c` d*", "a b*c d", [entity(.bold, 0, 7), entity(.code, 2, 3)]),
    ] as [(String, String, [TextEntity])])
    func slackEdgeCases(text: String, shown: String, entities: [TextEntity]) throws {
        let message = try Self.slack(text)
        #expect(message.text == shown)
        #expect(message.entities == entities)
    }

    @Test func slackQuotesToTheEndLoseTheirMarkerAndAreCounted() throws {
        let quoted = try Self.slack("&gt;&gt;&gt; all\nof *it*")
        #expect(quoted.text == "all\nof it")
        #expect(quoted.entities == [Self.entity(.bold, 7, 2)])
        #expect(quoted.notes == ["dropped 1 text entity: transcript v1 has no such keys yet"])
    }

    /// Unclosed code blocks are searched for their end once, not once each.
    @Test func unclosedSlackBlocksReadInLinearWork() throws {
        let unpaired = String(repeating: " ```a", count: 19_000)
        let (read, work) = try WorkMeter.measure { try Self.slack(unpaired) }
        #expect(read.text == unpaired)
        #expect(work[.markupSearched] <= 8 * unpaired.unicodeScalars.count)
    }
}
