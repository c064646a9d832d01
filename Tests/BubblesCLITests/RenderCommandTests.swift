import Foundation
import Testing
import BubblesCLI
import BubbleRender
import PNGCodec

@Suite("bubbles render")
struct RenderCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func write(_ json: String, to name: String = "chat.json") throws -> String {
        try Data(json.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    static let valid = """
        {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
         "messages": [{"from": "ann", "text": "Hi"}, {"from": "me", "text": "Hello!", "time": "09:41"}]}
        """

    @Test(arguments: ["png", "svg", "pdf"])
    func writesEachFormat(_ ext: String) throws {
        let io = CapturedConsole()
        #expect(io.run(["render", try write(Self.valid), "-o", path("out.\(ext)")]) == 0)
        #expect(io.err.isEmpty)
        #expect(FileManager.default.fileExists(atPath: path("out.\(ext)")))
    }

    @Test func theSameInputGivesTheSameBytesInEveryFormat() throws {
        let input = try write(Self.valid)
        for ext in ["png", "svg", "pdf"] {
            let io = CapturedConsole()
            #expect(io.run(["render", input, "-o", path("one.\(ext)")]) == 0)
            #expect(io.run(["render", input, "-o", path("two.\(ext)")]) == 0)
            let one = try Data(contentsOf: URL(fileURLWithPath: path("one.\(ext)")))
            #expect(one == (try Data(contentsOf: URL(fileURLWithPath: path("two.\(ext)")))), "\(ext)")
            // Cairo would stamp a PDF with the time it was written.
            #expect(!String(decoding: one, as: UTF8.self).contains("CreationDate"), "\(ext)")
        }
    }

    @Test func compressionFastIsKeptAsANameForDefault() throws {
        let input = try write(Self.valid)
        let io = CapturedConsole()
        #expect(io.run(["render", input, "-o", path("default.png")]) == 0)
        #expect(io.run(["render", input, "-o", path("fast.png"), "--compression", "fast"]) == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("fast.png"))) == Data(contentsOf: URL(fileURLWithPath: path("default.png"))))
        let bad = CapturedConsole()
        #expect(bad.run(["render", input, "-o", path("x.png"), "--compression", "quick"]) == 2)
        #expect(bad.err == "error: --compression must be default or best, not 'quick' (see 'bubbles render --help')\n")
    }

    @Test func overridesChangeTheImage() throws {
        let input = try write(Self.valid)
        let io = CapturedConsole()
        #expect(io.run(["render", input, "-o", path("light.png")]) == 0)
        #expect(io.run(["render", input, "-o", path("dark.png"), "--appearance", "dark", "--theme", "whatsapp", "--scale", "1"]) == 0)
        let light = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path("light.png"))))).image
        let dark = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path("dark.png"))))).image
        #expect(dark.width * 2 == light.width)
        #expect(dark.pixels[0] < 50 && light.pixels[0] == 255)
    }

    @Test(arguments: [
        (#"{"messages": [{"from": "bob", "text": "x"}]}"#, #"chat.json: messages[0].from: unknown participant "bob""#),
        (#"{"participants": {"ann": {"side": "left"}}, "messages": []}"#, "chat.json: participants.ann.side: expected"),
        (#"{"colors": {"incoming": "blue"}, "messages": []}"#, "chat.json: colors.incoming: expected a colour"),
        ("{\"messages\": [\n  {\"from\": }\n]}", "chat.json:2:12: "),
        (#"{"participants": {"ann": {}}, "messages": [{"from": "ann", "image": "missing.png"}]}"#, "chat.json: messages[0].image: missing.png: no such file"),
        (#"{"participants": {"ann": {"avatar": "a.png"}, "b": {}, "c": {}}, "messages": [{"from": "ann", "text": "x"}]}"#, "chat.json: participants.ann.avatar: a.png: no such file"),
        (#"{"font": "Wingdings 12", "messages": []}"#, #"chat.json: font: unknown family "Wingdings" ("#),
        (#"{"screen": {"device": "iphone-7"}, "messages": []}"#, #"chat.json: screen.device: unknown device "iphone-7""#),
        (#"{"screen": {"device": {"width": 400, "height": 99999}}, "messages": []}"#,
         "chat.json: screen.device.height: expected a number from 400 to 4096, found 99999"),
        (#"{"screen": {"device": "iphone-6.1", "avatar": "group.png"}, "messages": []}"#, "chat.json: screen.avatar: group.png: no such file"),
        (#"{"screen": {"device": "android-phone", "unread": -2}, "messages": []}"#,
         "chat.json: screen.unread: expected a number from 0 to 99999, found -2"),
    ])
    func badTranscriptsGiveOneLineAndNoFile(json: String, message: String) throws {
        let io = CapturedConsole()
        let output = path("out.png")
        try Data("old".utf8).write(to: URL(fileURLWithPath: output))
        let status = io.run(["render", try write(json, to: "chat.json"), "-o", output])
        #expect(status == 2)
        #expect(io.err.hasPrefix("error: " + folder.path + "/" + message) || io.err.hasPrefix("error: " + message), "\(io.err)")
        #expect(io.err.filter { $0 == "\n" }.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data("old".utf8))
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["chat.json", "out.png"])
    }

    @Test(arguments: [
        (["render"], "error: a transcript file is required (see 'bubbles render --help')"),
        (["render", "a.json"], "error: -o OUT.png (or .webp, .svg, .pdf; a folder for several transcripts) is required (see 'bubbles render --help')"),
        (["render", "a.json", "-o", "a.gif"], "error: the output name must end in .png, .webp, .svg or .pdf, not 'a.gif' (see 'bubbles render --help')"),
        (["render", "a.json", "-o", "a.png", "--max-height", "10"], "error: --max-height must be from 256 to 32767, not 10 (see 'bubbles render --help')"),
        (["render", "a.json", "-o", "a.png", "--appearance", "dim"], "error: --appearance must be one of light, dark, not 'dim' (see 'bubbles render --help')"),
        (["render", "a.json", "-o", "a.png", "--theme", "whatsap"], "error: --theme must be one of imessage, whatsapp, whatsapp-android, telegram, talk, plain, not 'whatsap'; did you mean 'whatsapp'? (see 'bubbles render --help')"),
        (["render", "a.json", "-o", "a.png", "--device", "iphone-67"], "error: --device must be one of iphone-6.9, iphone-6.7, iphone-6.1-island, iphone-6.1, iphone-5.5, ipad-13, ipad-12.9, android-gesture, android-phone, not 'iphone-67'; did you mean 'iphone-6.7'? (see 'bubbles render --help')"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let io = CapturedConsole()
        #expect(io.run(arguments) == 2)
        #expect(io.err == message + "\n")
    }

    /// `--device` draws one image of the device's pixel size in every format, replacing the
    /// transcript's own screen, however long the chat.
    @Test func deviceDrawsOneScreen() throws {
        let messages = (0..<60).map { #"{"from": "\#($0 % 2 == 0 ? "ann" : "me")", "text": "Message \#($0)"}"# }
        let input = try write(#"{"screen": {"device": "ipad-12.9"}, "participants": {"me": {"side": "outgoing"}, "ann": {}}, "#
                              + #""messages": [\#(messages.joined(separator: ", "))]}"#)
        let io = CapturedConsole()
        #expect(io.run(["render", input, "-o", path("phone.png"), "--device", "android-phone", "--max-height", "256"]) == 0)
        #expect(io.err == "note: --max-height does not apply to a screen: it is one image at its device's size and scale\n")
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path("phone.png"))))).image
        #expect((image.width, image.height) == (1080, 1920))
        #expect(!FileManager.default.fileExists(atPath: path("phone-1.png")))
        let scaled = CapturedConsole()
        #expect(scaled.run(["render", input, "-o", path("scaled.png"), "--scale", "1", "--max-height", "300"]) == 0)
        #expect(scaled.err == "note: --scale and --max-height do not apply to a screen: it is one image at its device's size and scale\n")
        #expect(try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path("scaled.png"))))).image.width == 2048)
        let plain = CapturedConsole()
        #expect(plain.run(["render", try write(#"{"participants": {"ann": {}}, "messages": [{"from": "ann", "text": "hi"}]}"#, to: "plain.json"), "-o", path("plain.png"),
                           "--scale", "1"]) == 0)
        #expect(plain.err.isEmpty, "a transcript without a screen uses --scale")
        #expect(io.run(["render", input, "-o", path("tablet.svg")]) == 0)
        let svg = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path("tablet.svg"))), as: UTF8.self)
        #expect(svg.contains(#"width="1024pt""#) && svg.contains(#"height="1366pt""#))
    }

    @Test func aMissingTranscriptIsBadInput() {
        let io = CapturedConsole()
        #expect(io.run(["render", path("none.json"), "-o", path("out.png")]) == 2)
        #expect(io.err.hasPrefix("error: \(path("none.json")): "))
        #expect(!FileManager.default.fileExists(atPath: path("out.png")))
    }

    @Test func manyTranscriptsGoIntoAFolderAndOneBadOneDoesNotStopTheOthers() throws {
        let a = try write(Self.valid, to: "a.json")
        let bad = try write(#"{"messages": [{"from": "nobody", "text": "x"}]}"#, to: "bad.json")
        let c = try write(Self.valid, to: "c.json")
        let io = CapturedConsole()
        let out = path("out") + "/"
        #expect(io.run(["render", a, bad, c, "-o", out, "--jobs", "2", "--quiet"]) == 2)
        #expect(io.err == "error: \(bad): messages[0].from: unknown participant \"nobody\" (no participants are defined) (line 1, column 24)\n")
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: out)) == ["a.png", "c.png"])
    }

    @Test func shardsSplitTheListDeterministically() throws {
        let inputs = try (1...5).map { try write(Self.valid, to: "t\($0).json") }
        var seen: [String] = []
        for k in 1...2 {
            let out = path("shard\(k)")
            #expect(CapturedConsole().run(["render"] + inputs + ["-o", out, "--shard", "\(k)/2", "--format", "svg"]) == 0)
            seen += try FileManager.default.contentsOfDirectory(atPath: out)
        }
        #expect(seen.sorted() == (1...5).map { "t\($0).svg" })
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("shard1")).sorted() == ["t1.svg", "t3.svg", "t5.svg"])
    }

    @Test func batchUsageErrors() throws {
        let a = try write(Self.valid, to: "a.json")
        try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: true)
        let other = try write(Self.valid, to: "sub/a.json")
        for (arguments, message) in [
            (["render", a, other, "-o", folder.path + "/o/"], "error: '\(a)' and '\(other)' would both be written to \(folder.path)/o/a.png (see 'bubbles render --help')"),
            (["render", a, a, "-o", path("o/"), "--shard", "3/2"], "error: --shard needs K/N with 1 ≤ K ≤ N, like 2/4, or auto, not '3/2' (see 'bubbles render --help')"),
            (["render", a, "-o", path("x.png"), "--format", "svg"], "error: --format is for several transcripts; one takes its output's extension (see 'bubbles render --help')"),
        ] {
            let io = CapturedConsole()
            #expect(io.run(arguments) == 2)
            #expect(io.err == message + "\n")
        }
    }

    @Test func timingsArePrintedAsJSON() throws {
        let io = CapturedConsole()
        #expect(io.run(["render", try write(Self.valid), "-o", path("t.png"), "--timings"]) == 0)
        for key in ["processStart", "fontSetup", "layout", "drawing", "encoding", "total"] {
            #expect(io.err.contains("\"\(key)\": "))
        }
    }
}
