import Foundation
import Testing
import BubblesCLI

/// `bubbles import` and `bubbles render --from`, on copies of the hand-written exports of
/// Tests/ChatImportTests/Samples.
@Suite("bubbles import")
struct ImportCommandTests {
    let folder: URL
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChatImportTests/Samples")

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["telegram", "whatsapp", "slack", "discord"] {
            try FileManager.default.copyItem(at: Self.samples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
    }

    /// The note for one custom emoji the transcript has no emoji for.
    static let customReaction = "dropped 1 reaction that is not Unicode emoji (custom emoji, Slack names this version does not know) or past 20 on a message"

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func text(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }
    private func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    @Test func importWritesATranscriptThatValidatesAndRenders() throws {
        let io = CapturedConsole()
        #expect(io.run(["import", "telegram", path("telegram/result.json"), "-o", path("telegram/chat.json"), "--me", "Ann Example"]) == 0)
        #expect(io.out.isEmpty)
        #expect(io.err == "note: 1 sticker shown as its emoji or name: no still image in the export, or has text or a reply\nnote: \(Self.customReaction)\n")
        #expect(try text("telegram/chat.json").contains(#""reactions": [\#n        {\#n          "emoji": "❤️",\#n          "count": 2\#n        },"#))
        #expect(try text("telegram/chat.json").contains(#""entities": [\#n        {\#n          "type": "bold",\#n          "offset": 5,"#))
        let json = try text("telegram/chat.json")
        #expect(json.contains(#""image": "photos/photo_1@05-01-2023_14-05-00.jpg""#))
        #expect(json.hasPrefix("{\n  \"version\": 1,\n  \"theme\": \"telegram\","))
        let validate = CapturedConsole()
        #expect(validate.run(["validate", path("telegram/chat.json")]) == 0, "\(validate.err)")
        #expect(CapturedConsole().run(["render", path("telegram/chat.json"), "-o", path("telegram.png")]) == 0)
        #expect(exists("telegram.png"))
        let again = CapturedConsole()
        #expect(again.run(["import", "telegram", path("telegram/result.json"), "-o", path("again.json"), "--me", "Ann Example"]) == 0)
        #expect(try text("again.json") == json.replacingOccurrences(of: "\"photos/", with: "\"telegram/photos/"))
        #expect(!again.err.contains("outside"), "again.json is above the export: its image is inside its folder")
    }

    @Test func anOutputOutsideTheExportShowsPlaceholdersAndSaysWhere() throws {
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        let io = CapturedConsole()
        #expect(io.run(["import", "whatsapp", path("whatsapp/ios-en-US.txt"), "-o", path("out/chat.json")]) == 0)
        #expect(!(try text("out/chat.json")).contains(#""image""#))
        #expect(try text("out/chat.json").contains("📷 Photo"))
        #expect(io.err == "note: 1 image is outside the transcript's folder: shown as a placeholder; "
            + "write the transcript in the export's folder to draw it\n")
        #expect(CapturedConsole().run(["validate", path("out/chat.json")]) == 0)
    }

    @Test func standardOutputHasImagesRelativeToTheCurrentFolder() throws {
        let run = try BubblesProcess.run([], shell: "cd '\(folder.path)/discord' && \"$BUBBLES\" import discord general.json -o - --me Bo")
        #expect(run.status == 0)
        let json = String(decoding: run.out, as: UTF8.self)
        #expect(json.contains(#""image": "general.json_Files/cat-5F3A.png""#))
        #expect(json.contains(#""bo": {\#n      "side": "outgoing""#))
        #expect(run.err == "note: dropped 1 text entity: transcript v1 has no such keys yet\nnote: "
                + Self.customReaction.replacing("1 reaction that is", with: "2 reactions that are") + "\n")
        let above = try BubblesProcess.run([], shell: "cd '\(folder.path)' && \"$BUBBLES\" import discord discord/general.json -o -")
        #expect(String(decoding: above.out, as: UTF8.self).contains(#""image": "discord/general.json_Files/cat-5F3A.png""#))
    }

    @Test func badExportsAndOptionsAreOneErrorAndNoFile() throws {
        try Data("not a chat\n".utf8).write(to: URL(fileURLWithPath: path("bad.txt")))
        let cases: [([String], String)] = [
            (["import", "whatsapp", path("bad.txt"), "-o", path("x.json")],
             "error: \(path("bad.txt")):1: expected a WhatsApp message line such as '[31/12/2023, 21:05:09] Name: text' (iOS) "
                + "or '31/12/2023, 21:05 - Name: text' (Android)\n"),
            (["import", "telegarm", path("telegram/result.json"), "-o", path("x.json")],
             "error: unknown chat format 'telegarm'; did you mean 'telegram'? (formats: telegram, whatsapp, discord, slack) (see 'bubbles import --help')\n"),
            (["import", "telegram", path("telegram/result.json"), "-o", path("x.json"), "--me", "Bo Sampel"],
             "error: \(path("telegram/result.json")): --me: nobody named \"Bo Sampel\" wrote in this chat; did you mean \"Bo Sample\"? "
                + "(authors: \"Ann Example\", \"Bo Sample\")\n"),
            (["import", "telegram", path("telegram/result.json"), "-o", path("x.json"), "--from", "5 Jan"],
             "error: --from needs a date like 2023-01-05 or 2023-01-05T14:03, not '5 Jan' (see 'bubbles import --help')\n"),
            (["import", "telegram", path("telegram/result.json"), "-o", path("x.json"), "--lst", "3"],
             "error: unknown option '--lst'; did you mean '--last'? (see 'bubbles import --help')\n"),
            (["import", "discord", path("missing.json"), "-o", path("x.json")],
             "error: \(path("missing.json")): no such file\n"),
            (["render", path("telegram/result.json"), "-o", path("x.png"), "--me", "Ann"],
             "error: --me is for chat exports: give --from FORMAT too (see 'bubbles render --help')\n"),
            (["import", "whatsapp", path("whatsapp/ios-en-US.txt"), "-o", path("x.json"), "--date-order", "ydm"],
             "error: --date-order must be one of dmy, mdy, ymd, not 'ydm'; did you mean 'ymd'? (see 'bubbles import --help')\n"),
            (["render", path("telegram/result.json"), "-o", path("x.png"), "--date-order", "dmy"],
             "error: --date-order is for chat exports: give --from FORMAT too (see 'bubbles render --help')\n"),
        ]
        for (arguments, expected) in cases {
            let io = CapturedConsole()
            #expect(io.run(arguments) == 2)
            #expect(io.err == expected)
            #expect(io.out.isEmpty)
        }
        #expect(!exists("x.json"))
        #expect(!exists("x.png"))
    }

    @Test func renderDrawsAnExportDirectly() throws {
        let io = CapturedConsole()
        #expect(io.run(["render", path("whatsapp/android-de-DE.txt"), "--from", "whatsapp", "--me", "Bo Sample", "--last", "2",
                        "-o", path("chat.png")]) == 0, "\(io.err)")
        #expect(exists("chat.png"))
        #expect(io.err.isEmpty)
        let slack = CapturedConsole()
        #expect(slack.run(["render", path("slack/general"), "--from", "slack", "-o", path("slack.png")]) == 0, "\(slack.err)")
        #expect(exists("slack.png"))
        #expect(slack.err == "note: dropped 2 text entities: transcript v1 has no such keys yet\nnote: \(Self.customReaction)\n")
        let batch = CapturedConsole()
        #expect(batch.run(["render", path("slack/general"), path("telegram/result.json"), "--from", "slack", "-o", path("pages/")]) == 2)
        #expect(batch.err.contains("note: \(path("slack/general")): dropped 2 text entities"))
        #expect(batch.err.contains("error: \(path("telegram/result.json")): not a folder"))
    }

    @Test func helpAndCompletionKnowTheCommand() throws {
        let help = CapturedConsole()
        #expect(help.run(["help", "import"]) == 0)
        #expect(help.out.hasPrefix("Usage: bubbles import FORMAT EXPORT -o TRANSCRIPT.json [options]"))
        let main = CapturedConsole()
        #expect(main.run(["--help"]) == 0)
        #expect(main.out.contains("bubbles import FORMAT EXPORT -o OUT.json"))
        let misspelt = CapturedConsole()
        #expect(misspelt.run(["imprt"]) == 2)
        #expect(misspelt.err == "error: unknown command 'imprt'; did you mean 'import'? (see 'bubbles --help')\n")
        let bash = CapturedConsole()
        #expect(bash.run(["completion", "bash"]) == 0)
        #expect(bash.out.contains("\"render --from\") COMPREPLY=($(compgen -W \"telegram whatsapp discord slack\" -- \"$cur\"))"))
        #expect(bash.out.contains("import) options=\"--date-order --from --last --me -o --output --theme --to --help\""))
    }
}
