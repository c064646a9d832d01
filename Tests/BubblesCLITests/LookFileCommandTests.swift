import Foundation
import Testing
import BubblesCLI
import PNGCodec

/// `--look-file` on `render`, `bubble` and `preview`, a transcript's `"look"` under `validate`,
/// and `schema --look`.
@Suite("look files on the command line")
struct LookFileCommandTests {
    let folder: URL
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let purple = ##"{"base": "plain", "colors": {"light": {"background": "#6C3FD6"}}}"##
    static let chat = #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "hi"}]}"#

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-looks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("looks"), withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func write(_ text: String, to name: String) throws { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    private func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    /// The top-left pixel of the PNG at `name`, as `#RRGGBB`.
    private func corner(_ name: String) throws -> String {
        let image = try PNGDecoder.decode([UInt8](Data(contentsOf: folder.appendingPathComponent(name)))).image
        let pixel = try #require(image.pixel(x: 0, y: 0))
        return String(format: "#%02X%02X%02X", pixel.red, pixel.green, pixel.blue)
    }

    @Test func renderBubbleAndPreviewDrawInTheLookFile() throws {
        try write(Self.purple, to: "looks/purple.json")
        try write(Self.chat, to: "chat.json")
        try write(#"{"en": {"hi": "Hello"}}"#, to: "strings.json")
        #expect(CapturedConsole().run(["render", path("chat.json"), "--look-file", path("looks/purple.json"), "-o", path("chat.png")]) == 0)
        #expect(try corner("chat.png") == "#6C3FD6")
        #expect(CapturedConsole().run(["bubble", "--text", "hi", "--look-file", path("looks/purple.json"), "-o", path("bubble.png")]) == 0)
        #expect(try corner("bubble.png") == "#6C3FD6")
        #expect(CapturedConsole().run(["preview", path("strings.json"), "--sheet", "--look-file", path("looks/purple.json"),
                                       "-o", path("sheet.png")]) == 0)
        #expect(try corner("sheet.png") == "#6C3FD6")
        try write(#"{"look": "looks/purple.json", "participants": {"a": {}}, "messages": [{"from": "a", "text": "hi"}]}"#, to: "own.json")
        #expect(CapturedConsole().run(["render", path("own.json"), "-o", path("own.png")]) == 0)
        #expect(try corner("own.png") == "#6C3FD6")
        #expect(CapturedConsole().run(["render", path("own.json"), "--theme", "whatsapp", "-o", path("theme.png")]) == 0)
        #expect(try corner("theme.png") != "#6C3FD6", "--theme replaces the transcript's look")
    }

    /// A bad look file is one error line (file, JSON path, line and column), exit 2, and no
    /// file is written.
    @Test(arguments: ["render", "bubble", "preview"])
    func aBadLookFileIsOneLineAndNothingIsWritten(_ command: String) throws {
        try write(#"{"base": "plain",\#n  "colors": {"light": {"incoming": "lilac"}}}"#, to: "looks/bad.json")
        try write(Self.chat, to: "chat.json")
        try write(#"{"en": {"hi": "Hello"}}"#, to: "strings.json")
        let before = try files()
        let arguments = switch command {
        case "render": ["render", path("chat.json"), "-o", path("out.png")]
        case "bubble": ["bubble", "--text", "hi", "-o", path("out.png")]
        default: ["preview", path("strings.json"), "-o", path("out")]
        }
        let io = CapturedConsole()
        #expect(io.run(arguments + ["--look-file", path("looks/bad.json")]) == 2)
        #expect(io.err == "error: \(path("looks/bad.json")): colors.light.incoming: expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\", "
            + "found \"lilac\" (line 2, column 36)\n")
        #expect(try files() == before)
    }

    @Test(arguments: [
        (["render", "a.json", "-o", "a.png", "--theme", "talk", "--look-file", "b.json"],
         "error: give --theme or --look-file, not both: the look file names the look it starts from (see 'bubbles render --help')"),
        (["bubble", "--text", "x", "-o", "x.png", "--style", "talk", "--look-file", "b.json"],
         "error: give --style or --look-file, not both: the look file names the look it starts from (see 'bubbles bubble --help')"),
    ])
    func aLookFileAndALookNameAreNotBothGiven(arguments: [String], message: String) {
        let io = CapturedConsole()
        #expect(io.run(arguments) == 2)
        #expect(io.err == message + "\n")
    }

    @Test func validateChecksLookFilesAndTheLookATranscriptNames() throws {
        try write(Self.purple, to: "looks/purple.json")
        try write(#"{"base": "plain", "metaSize": 1, "tail": "left"}"#, to: "looks/bad.json")
        try write(#"{"look": "looks/bad.json", "participants": {"a": {}}, "messages": []}"#, to: "chat.json")
        let good = CapturedConsole()
        #expect(good.run(["validate", path("looks/purple.json")]) == 0)
        #expect(good.out == "valid: 1 look file\n")
        let bad = CapturedConsole()
        #expect(bad.run(["validate", path("looks/bad.json"), path("chat.json")]) == 2)
        #expect(bad.err == """
            error: \(path("looks/bad.json")): tail: expected "first", "last" or "none", found "left" (line 1, column 42)
            error: \(path("looks/bad.json")): metaSize: expected a number from 6 to 40, found 1 (line 1, column 31)
            error: \(path("chat.json")): look: looks/bad.json: tail: expected "first", "last" or "none", found "left" (line 1, column 42)
            error: \(path("chat.json")): look: looks/bad.json: metaSize: expected a number from 6 to 40, found 1 (line 1, column 31)

            """)
        try write(#"{"look": "../outside.json", "participants": {"a": {}}, "messages": []}"#, to: "outside.json")
        let outside = CapturedConsole()
        #expect(outside.run(["validate", path("outside.json")]) == 2)
        #expect(outside.err.contains("look: ../outside.json: is outside the transcript's folder"))
        #expect(outside.err.contains("--allow-outside-files"))
    }

    @Test func theLookSchemaIsTheCommittedFile() throws {
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("schema/look-v1.schema.json"), encoding: .utf8)
        let io = CapturedConsole()
        #expect(io.run(["schema", "--look"]) == 0)
        #expect(io.out == committed)
        let transcripts = CapturedConsole()
        #expect(transcripts.run(["schema"]) == 0)
        #expect(transcripts.out != committed)
    }

    @Test func theBrandFixtureAndTheDocumentedLookFilesAreValid() throws {
        let article = try String(contentsOf: Self.repository.appendingPathComponent("Sources/Bubbles/Bubbles.docc/Looks.md"), encoding: .utf8)
        let blocks = article.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "\n```").first ?? "" }
            .filter { $0.contains("\"base\"") && !$0.contains("\"messages\"") }
        #expect(!blocks.isEmpty)
        for (index, block) in blocks.enumerated() {
            try write(block, to: "readme-\(index).json")
            let io = CapturedConsole()
            #expect(io.run(["validate", path("readme-\(index).json")]) == 0, "\(io.err)")
        }
        let io = CapturedConsole()
        #expect(io.run(["validate", Self.repository.appendingPathComponent("Fixtures/transcripts/brand-look.json").path,
                        Self.repository.appendingPathComponent("Fixtures/transcripts/looks/brand.json").path]) == 0)
        #expect(io.out == "valid: 1 transcript, 1 look file\n")
    }
}
