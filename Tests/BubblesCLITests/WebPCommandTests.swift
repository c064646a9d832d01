import Foundation
import Testing
import BubblesCLI
import PNGCodec
import WebPCodec

/// `render` and `bubble` writing WebP (`.webp`, `--format webp`, `--webp-quality`) and
/// stickers (`--sticker`).
@Suite("WebP and stickers on the command line")
struct WebPCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-webp-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path(name)))) }

    private func write(_ json: String = RenderCommandTests.valid, to name: String = "chat.json") throws -> String {
        try Data(json.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    @Test func renderWritesALosslessWebPByItsExtension() throws {
        let input = try write()
        let io = CapturedConsole()
        #expect(io.run(["render", input, "-o", path("chat.webp")]) == 0)
        #expect(io.run(["render", input, "-o", path("chat.png")]) == 0)
        #expect(io.err.isEmpty)
        let webp = try WebPDecoder.decode(bytes("chat.webp")).image
        #expect(webp == (try PNGDecoder.decode(bytes("chat.png")).image))
    }

    @Test func formatWebPWritesStandardOutputAndFolders() throws {
        let input = try write()
        let io = CapturedConsole()
        #expect(io.run(["render", input, "-o", path("out") + "/", "--format", "webp", "--quiet"]) == 0, "\(io.err)")
        #expect(WebPDecoder.isWebP(try bytes("out/chat.webp")))
        let bubble = try BubblesProcess.run(["bubble", "--text", "Hi", "-o", "-", "--format", "webp"])
        #expect(bubble.status == 0 && WebPDecoder.isWebP(Array(bubble.out)))
        let sticker = try BubblesProcess.run(["render", "-", "-o", "-", "--sticker"], standardInput: Data(RenderCommandTests.valid.utf8))
        #expect(sticker.status == 0, "\(sticker.err)")
        #expect(try WebPDecoder.size(of: Array(sticker.out)).width == 512, "a sticker on standard output is WebP by default")
    }

    @Test func webpQualityWritesLossyWebP() throws {
        let input = try write()
        let io = CapturedConsole()
        #expect(io.run(["render", input, "-o", path("lossy.webp"), "--webp-quality", "70"]) == 0)
        #expect(io.run(["bubble", "--text", "Hi", "-o", path("bubble.webp"), "--webp-quality", "70"]) == 0)
        #expect(try bytes("lossy.webp")[12..<16].elementsEqual("VP8 ".utf8))
        #expect(try bytes("bubble.webp")[12..<16].elementsEqual("VP8 ".utf8))
    }

    @Test(arguments: [
        (["render", "a.json", "-o", "a.png", "--webp-quality", "80"],
         "error: --webp-quality is for WebP output (a .webp name, or --format webp) (see 'bubbles render --help')"),
        (["render", "a.json", "-o", "a.webp", "--webp-quality", "101"],
         "error: --webp-quality must be from 0 to 100, not 101 (see 'bubbles render --help')"),
        (["render", "a.json", "-o", "a.svg", "--sticker"],
         "error: --sticker writes a WebP or PNG image: the output name must end in .webp or .png (see 'bubbles render --help')"),
        (["render", "a.json", "-o", "a.webp", "--sticker", "--device", "iphone-6.1"],
         "error: --sticker sets the size and background itself; leave out --device (see 'bubbles render --help')"),
        (["render", "a.json", "-o", "a.webp", "--sticker", "--scale", "2"],
         "error: --sticker sets the size and background itself; leave out --scale (see 'bubbles render --help')"),
        (["bubble", "--text", "x", "-o", "a.pdf", "--sticker"],
         "error: --sticker writes a WebP or PNG image: the output name must end in .webp or .png (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "a.webp", "--sticker", "--background", "#FFFFFF"],
         "error: --sticker sets the size and background itself; leave out --background (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "a.svg", "--webp-quality", "50"],
         "error: --webp-quality is for WebP output (a .webp name, or --format webp) (see 'bubbles bubble --help')"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let io = CapturedConsole()
        #expect(io.run(arguments) == 2)
        #expect(io.err == message + "\n")
    }

    @Test func renderStickerIsTransparentAnd512PixelsOnItsLongerSide() throws {
        let io = CapturedConsole()
        #expect(io.run(["render", try write(), "-o", path("sticker.webp"), "--sticker"]) == 0)
        let image = try WebPDecoder.decode(bytes("sticker.webp")).image
        #expect(max(image.width, image.height) == 512)
        #expect(image.pixel(x: 0, y: 0)?.alpha == 0 && image.pixel(x: image.width - 1, y: image.height - 1)?.alpha == 0)
    }

    @Test func aStickerOfAScreenTranscriptSaysTheScreenIsLeftOut() throws {
        let json = #"{"screen": {"device": "iphone-6.1"}, "participants": {"a": {}}, "messages": [{"from": "a", "text": "Hi"}]}"#
        let io = CapturedConsole()
        #expect(io.run(["render", try write(json), "-o", path("sticker.png"), "--sticker"]) == 0)
        #expect(io.err == "note: --sticker leaves out the transcript's screen: a sticker shows the messages alone\n")
        let image = try PNGDecoder.decode(bytes("sticker.png")).image
        #expect(image.width == 512 && image.pixel(x: 0, y: 0)?.alpha == 0)
    }

    @Test func stickersInAFolderAreWebPByDefault() throws {
        let io = CapturedConsole()
        #expect(io.run(["render", try write(to: "a.json"), try write(to: "b.json"), "-o", path("stickers") + "/", "--sticker", "--quiet"]) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("stickers")).sorted() == ["a.webp", "b.webp"])
    }

    @Test func bubbleStickerIsTransparentAnd512PixelsOnItsLongerSide() throws {
        let io = CapturedConsole()
        #expect(io.run(["bubble", "--text", "Quote of the day", "-o", path("quote.webp"), "--sticker"]) == 0)
        let image = try WebPDecoder.decode(bytes("quote.webp")).image
        #expect(image.width == 512 && image.height < 512)
        #expect(image.pixel(x: 0, y: 0)?.alpha == 0)
    }
}
