import Foundation
import Testing
import BubblesCLI

/// `bubbles render`, `bubble` and `diff` and their files: standard input and output, stale
/// pages of an earlier render, outputs that would replace an input.
@Suite("render files")
struct RenderFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-render-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: HostileFileTests.annPNG, to: folder.appendingPathComponent("images/ann.png"))
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func write(_ text: String, to name: String) throws { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    private func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
    private func bytes(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }
    static let withImage = #"{"participants": {"a": {}}, "messages": [{"from": "a", "image": "images/ann.png", "text": "hi"}]}"#

    @Test func aShorterRenderRemovesTheStalePagesOfALongerOne() throws {
        try write(HostileFileTests.chat(messages: 120), to: "chat.json")
        try write(HostileFileTests.chat(messages: 2), to: "short.json")
        #expect(CapturedConsole().run(["render", path("chat.json"), "-o", path("out.png"), "--max-height", "1000", "--quiet"]) == 0)
        let pages = try files().filter { $0.hasPrefix("out-") }.count
        #expect(pages > 3)
        try write("notes", to: "out-\(pages + 2).png")
        let io = CapturedConsole()
        #expect(io.run(["render", path("short.json"), "-o", path("out.png")]) == 0)
        #expect(io.err == "bubbles: removed \(pages) stale pages of \(path("out.png")) left by an earlier render\n")
        #expect(try files() == ["chat.json", "images", "out-\(pages + 2).png", "out.png", "short.json"], "a file that is not a page stays")
        let again = CapturedConsole()
        #expect(again.run(["render", path("chat.json"), "-o", path("out.png"), "--max-height", "1000"]) == 0)
        #expect(again.err == "bubbles: removed 1 stale page of \(path("out.png")) left by an earlier render\n")
        #expect(!FileManager.default.fileExists(atPath: path("out.png")))
        #expect(CapturedConsole().run(["render", path("short.json"), "-o", path("out.png"), "--quiet"]) == 0)
        #expect(try files() == ["chat.json", "images", "out-\(pages + 2).png", "out.png", "short.json"])
    }

    @Test func anOutputThatIsAnInputIsRefused() throws {
        try write(Self.withImage, to: "chat.png")
        let transcript = try bytes("chat.png")
        let image = try bytes("images/ann.png")
        try FileManager.default.createSymbolicLink(atPath: path("link.png"), withDestinationPath: path("images/ann.png"))
        let cases: [([String], String)] = [
            (["render", path("chat.png"), "-o", path("chat.png")], "error: \(path("chat.png")): would replace the input \(path("chat.png")); choose another output name\n"),
            (["render", path("chat.png"), "-o", path("images/ann.png")], "error: \(path("images/ann.png")): would replace the input images/ann.png; choose another output name\n"),
            (["render", path("chat.png"), "-o", path("link.png")], "error: \(path("link.png")): would replace the input images/ann.png; choose another output name\n"),
            (["diff", path("images/ann.png"), path("link.png"), "-o", path("images/ann.png")],
             "error: \(path("images/ann.png")): would replace the input \(path("images/ann.png")); choose another output name\n"),
        ]
        for (arguments, message) in cases {
            let io = CapturedConsole()
            #expect(io.run(arguments) == 2)
            #expect(io.err == message)
        }
        #expect(try bytes("chat.png") == transcript)
        #expect(try bytes("images/ann.png") == image)
        #expect(try files() == ["chat.png", "images", "link.png"])
    }

    @Test func standardInputAndOutput() throws {
        try write(Self.withImage, to: "chat.json")
        let run = try BubblesProcess.run([], shell: #"cd "$0" && exec "$BUBBLES" render - -o - < chat.json"#.replacingOccurrences(of: "$0", with: folder.path))
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(CapturedConsole().run(["render", path("chat.json"), "-o", path("file.png")]) == 0)
        #expect(try run.out == bytes("file.png"), "the same image as from the file")
        let pdf = try BubblesProcess.run([], shell: #"cd "$0" && exec "$BUBBLES" render - -o - --format pdf < chat.json"#.replacingOccurrences(of: "$0", with: folder.path))
        #expect(pdf.out.starts(with: Array("%PDF-".utf8)))
        let bad = try BubblesProcess.run(["render", "-", "-o", "-"], standardInput: Data(#"{"messages": [{"from": "x", "text": "y"}]}"#.utf8))
        #expect(bad.status == 2 && bad.out.isEmpty)
        #expect(bad.err.hasPrefix(#"error: <stdin>: messages[0].from: unknown participant "x""#), "\(bad.err)")
        let long = try BubblesProcess.run(["render", "-", "-o", "-", "--max-height", "400"], standardInput: Data(HostileFileTests.chat(messages: 60).utf8))
        #expect(long.status == 2 && long.out.isEmpty)
        #expect(long.err.hasPrefix("error: <stdout>: the conversation takes "), "\(long.err)")
        let full = try BubblesProcess.run([], shell: #"exec "$BUBBLES" render "$0" -o - > /dev/full"#.replacingOccurrences(of: "$0", with: path("chat.json")))
        #expect(full.status == 2)
        #expect(full.err == "error: <stdout>: No space left on device\n")
        let bubble = try BubblesProcess.run(["bubble", "--text", "hi", "-o", "-"])
        #expect(bubble.status == 0 && bubble.out.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try files() == ["chat.json", "file.png", "images"])
    }
}
