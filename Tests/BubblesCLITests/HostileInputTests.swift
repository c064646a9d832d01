import Foundation
import Testing
import BubblesCLI

/// Bad input of every kind: exit status 2, exactly one `error: ` line naming the file and the
/// JSON path or line:column, no output file written and an existing one left as it was.
@Suite("hostile input")
struct HostileInputTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        /// The transcript's bytes.
        var bytes: [UInt8]
        /// What the error line must contain after `error: <folder>/chat.json`.
        var expected: String
        /// Extra files beside the transcript: relative path → bytes.
        var files: [String: [UInt8]] = [:]
        var description: String { name }

        init(_ name: String, _ json: String, _ expected: String, files: [String: [UInt8]] = [:]) {
            self.init(name, bytes: Array(json.utf8), expected, files: files)
        }

        init(_ name: String, bytes: [UInt8], _ expected: String, files: [String: [UInt8]] = [:]) {
            self.name = name
            self.bytes = bytes
            self.expected = expected
            self.files = files
        }
    }

    static let png = Array((try? Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/transcripts/images/ann.png"))) ?? Data())
    static let pngDeclaringHugeSize: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0xC3, 0x50, 0, 0, 0xC3, 0x50, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    static let stickerWebP = Array((try? Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/transcripts/images/sticker-smile.webp"))) ?? Data())
    /// A lossless WebP header (`VP8L`, its signature byte, 14-bit width and height less one)
    /// declaring 16383 x 16383 pixels, and no image data.
    static let webpDeclaringHugeSize: [UInt8] = Array("RIFF".utf8) + [26, 0, 0, 0] + Array("WEBPVP8L".utf8) + [13, 0, 0, 0]
        + [0x2F, 0xFE, 0xBF, 0xFF, 0x0F, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    static let oneImage = #"{"participants": {"a": {}}, "messages": [{"from": "a", "image": "images/x"}]}"#

    static let cases: [Case] = [
        Case("empty file", "", ": the file is empty"),
        Case("invalid UTF-8", bytes: Array(#"{"messages": ["#.utf8) + [0xC3, 0x28] + Array("]}".utf8), ":1:15: invalid UTF-8"),
        Case("truncated JSON", #"{"messages": [{"from": "a""#, ":1:27: "),
        Case("trailing comma", #"{"messages": [],}"#, ":1:16: trailing comma is not allowed"),
        Case("comment", "{\"messages\": [] // no\n}", ":1:17: "),
        Case("nesting too deep", String(repeating: "[", count: 400), "arrays and objects are nested too deeply"),
        Case("duplicate key", #"{"messages": [], "messages": []}"#, #"duplicate key "messages""#),
        Case("not an object", "[1, 2]", ": expected a transcript object, found an array"),
        Case("messages missing", #"{"theme": "imessage"}"#, "messages"),
        Case("unknown top-level key", #"{"colours": {}, "messages": []}"#, ": colours: unknown key"),
        Case("wrong type", #"{"width": "wide", "messages": []}"#, ": width: expected a number"),
        Case("width out of range", #"{"width": 99999, "messages": []}"#, ": width: expected a number from 100 to 4096"),
        Case("scale too small", #"{"scale": 0.1, "messages": []}"#, ": scale: expected a number from 0.5 to 4"),
        Case("scale overflows", #"{"scale": 1e400, "messages": []}"#, ":1:11: number is too large"),
        Case("unknown theme", #"{"theme": "whatsap", "messages": []}"#, ": theme: expected"),
        Case("bad colour", #"{"colors": {"incoming": "blue"}, "messages": []}"#, ": colors.incoming: expected a colour"),
        Case("bad side", #"{"participants": {"ann": {"side": "left"}}, "messages": []}"#, ": participants.ann.side: expected \"incoming\" or \"outgoing\""),
        Case("unknown participant", #"{"messages": [{"from": "bob", "text": "x"}]}"#, #": messages[0].from: unknown participant "bob""#),
        Case("empty message", #"{"participants": {"a": {}}, "messages": [{"from": "a"}]}"#, #": messages[0]: a message needs "text", "image" or both"#),
        Case("separator with extra key", #"{"messages": [{"separator": "x", "text": "y"}]}"#, ": messages[0].text: unknown key"),
        Case("text too long", #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": ""# + String(repeating: "x", count: 100_001) + #""}]}"#,
             ": messages[0].text: too long"),
        Case("bad language tag", #"{"lang": "en US", "messages": []}"#, ": lang: expected a language tag"),
        Case("unknown font family", #"{"font": "Comic Sans 12", "messages": []}"#, #": font: unknown family "Comic Sans""#),
        Case("font size zero", #"{"font": "Noto Sans 0", "messages": []}"#, ": font: needs a size from 1 to 1000 points"),
        Case("unsupported version", #"{"version": 2, "messages": []}"#, ": version: unsupported version 2"),
        Case("missing image", oneImage, ": messages[0].image: images/x: no such file"),
        Case("image is a folder", oneImage, ": messages[0].image: images/x: is a folder", files: ["images/x/keep": []]),
        Case("image is text", oneImage, ": messages[0].image: images/x: not a PNG, JPEG or WebP file", files: ["images/x": Array("hello".utf8)]),
        Case("WebP cut short", #"{"participants": {"a": {}}, "messages": [{"from": "a", "sticker": "s.webp"}]}"#,
             ": messages[0].sticker: s.webp: truncated WebP data: the file ends before its image does",
             files: ["s.webp": Array(stickerWebP.prefix(200))]),
        Case("WebP with damaged data", #"{"participants": {"a": {"avatar": "a.webp"}, "b": {}, "c": {}}, "messages": [{"from": "a", "text": "x"}]}"#,
             ": participants.a.avatar: a.webp: corrupt WebP data: ",
             files: ["a.webp": stickerWebP.enumerated().map { $0.offset < 40 ? $0.element : $0.element ^ 0x5A }]),
        Case("WebP declaring 16383x16383", oneImage, ": messages[0].image: images/x: image of 16383x16383 pixels is larger than the limit",
             files: ["images/x": webpDeclaringHugeSize]),
        Case("RIFF that is not WebP", oneImage, ": messages[0].image: images/x: not a PNG, JPEG or WebP file",
             files: ["images/x": Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)]),
        Case("sticker is a .tgs", #"{"participants": {"a": {}}, "messages": [{"from": "a", "sticker": "s.tgs"}]}"#,
             ": messages[0].sticker: s.tgs: a gzip file (a Telegram animated .tgs sticker?), not a PNG, JPEG or WebP file", files: ["s.tgs": [0x1F, 0x8B, 8, 0]]),
        Case("sticker with text", #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "hi", "sticker": "s.png"}]}"#,
             #": messages[0].sticker: a sticker message has no "text" or "image" (send them as a message of their own)"#),
        Case("empty image", oneImage, ": messages[0].image: images/x: the file is empty", files: ["images/x": []]),
        Case("truncated PNG", oneImage, ": messages[0].image: images/x: ", files: ["images/x": Array(png.prefix(200))]),
        Case("PNG declaring 50000x50000", oneImage, ": messages[0].image: images/x: image of 50000x50000 pixels is larger than the limit",
             files: ["images/x": pngDeclaringHugeSize]),
        Case("corrupt JPEG", oneImage, ": messages[0].image: images/x: ", files: ["images/x": [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array(repeating: 0x41, count: 64)]),
        Case("image outside the folder", #"{"participants": {"a": {}}, "messages": [{"from": "a", "image": "../x.png"}]}"#,
             ": messages[0].image: ../x.png: is outside the transcript's folder"),
        Case("image outside the folder: the option that allows it", #"{"participants": {"a": {}}, "messages": [{"from": "a", "image": "../x.png"}]}"#,
             "; pass --allow-outside-files to read it"),
        Case("absolute image path", #"{"participants": {"a": {}}, "messages": [{"from": "a", "image": "/etc/hostname"}]}"#,
             ": messages[0].image: /etc/hostname: is an absolute path"),
        Case("absolute image path: the option that allows it", #"{"participants": {"a": {}}, "messages": [{"from": "a", "image": "/etc/hostname"}]}"#,
             ": /etc/hostname: is an absolute path; pass --allow-outside-files to read files outside the transcript's folder"),
        Case("missing quoted image", #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "x", "quote": {"from": "a", "image": "q.png"}}]}"#,
             ": messages[0].quote.image: q.png: no such file"),
        Case("quoted image is text", #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "x", "quote": {"from": "a", "image": "q.png"}}]}"#,
             ": messages[0].quote.image: q.png: not a PNG, JPEG or WebP file", files: ["q.png": Array("hello".utf8)]),
        Case("link card image outside the folder", #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "x", "link": {"url": "https://a.example", "image": "../og.png"}}]}"#,
             ": messages[0].link.image: ../og.png: is outside the transcript's folder"),
        Case("link card image is text", #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "x", "link": {"url": "https://a.example", "image": "og.png"}}]}"#,
             ": messages[0].link.image: og.png: not a PNG, JPEG or WebP file", files: ["og.png": Array("hello".utf8)]),
        Case("malformed link URL", #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "x", "link": {"url": "https//a.example"}}]}"#,
             #": messages[0].link.url: expected an http or https URL like "https://example.com/page", found "https//a.example""#),
        Case("link card on a sticker", #"{"participants": {"a": {}}, "messages": [{"from": "a", "sticker": "s.png", "link": {"url": "https://a.example"}}]}"#,
             ": messages[0].link: a sticker message cannot have a link preview"),
        Case("reply to a later message", #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "x", "replyTo": 1}, {"from": "a", "text": "y"}]}"#,
             ": messages[0].replyTo: messages[1] comes after this message; a reply names an earlier one"),
        Case("missing avatar", #"{"participants": {"a": {"avatar": "nope.png"}, "b": {}, "c": {}}, "messages": [{"from": "a", "text": "x"}]}"#,
             ": participants.a.avatar: nope.png: no such file"),
    ]

    @Test(arguments: cases)
    func badInputIsOneErrorLineAndNoFile(_ testCase: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let transcript = folder.appendingPathComponent("chat.json")
        try Data(testCase.bytes).write(to: transcript)
        for (name, bytes) in testCase.files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if name.hasSuffix("/keep") { continue }
            try Data(bytes).write(to: url)
        }
        let existing = folder.appendingPathComponent("out.png")
        try Data("previous render".utf8).write(to: existing)
        let before = try Set(FileManager.default.contentsOfDirectory(atPath: folder.path))
        let io = CapturedConsole()
        #expect(io.run(["render", transcript.path, "-o", existing.path]) == 2)
        #expect(io.err.hasPrefix("error: \(transcript.path)"), "\(io.err)")
        #expect(io.err.contains(testCase.expected), "\(io.err)")
        #expect(io.err.filter { $0 == "\n" }.count == 1 && io.err.hasSuffix("\n"))
        #expect(io.out.isEmpty)
        #expect(try Data(contentsOf: existing) == Data("previous render".utf8))
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) == before, "no file written")
    }
}
