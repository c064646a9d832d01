import BubbleGeometry
import Foundation
import Testing
@testable import BubbleRender
import Raster
import Transcript
import WebPCodec

/// Conversations and bubbles written as WebP, and stickers.
@Suite("WebP output and stickers")
struct WebPOutputTests {
    static func chat(messages: Int, scale: Double = 2) -> Transcript {
        Transcript(scale: scale,
                   participants: [Participant(id: "me", side: .outgoing), Participant(id: "ann")],
                   messages: (0..<messages).map { .bubble(BubbleMessage(from: $0 % 3 == 0 ? "me" : "ann", text: "Message number \($0)")) })
    }

    static func image(_ transcript: Transcript, format: OutputFormat, quality: WebPQuality = .lossless, sticker: Bool = false) throws -> RGBAImage {
        let rendered = try BubbleRenderer().render(transcript, format: format, webpQuality: quality, sticker: sticker)
        #expect(rendered.images.count == 1)
        return try #require(rendered.images.first).rgbaImage()
    }

    @Test func aLosslessWebPHasThePixelsOfThePNG() throws {
        let transcript = Self.chat(messages: 6)
        #expect(try Self.image(transcript, format: .webp) == Self.image(transcript, format: .png))
    }

    @Test func aTransparentBubbleInWebPHasThePixelsOfThePNG() throws {
        var options = BubbleOptions()
        options.colors = BubbleColors(fill: RGBAColor(red: 11, green: 132, blue: 254, alpha: 160), text: .white, background: .clear)
        let renderer = try BubbleRenderer()
        let webp = try renderer.render(text: "Hello there", options: options, format: .webp).rgbaImage()
        let png = try renderer.render(text: "Hello there", options: options, format: .png).rgbaImage()
        #expect(webp == png)
    }

    @Test(arguments: [WebPQuality.lossless, .lossy(quality: 75)])
    func theSameConversationGivesTheSameBytes(_ quality: WebPQuality) throws {
        let renderer = try BubbleRenderer()
        let first = try renderer.render(Self.chat(messages: 5), format: .webp, webpQuality: quality)
        let second = try renderer.render(Self.chat(messages: 5), format: .webp, webpQuality: quality)
        #expect(first.images == second.images)
    }

    @Test func aLossyQualityWritesVP8() throws {
        let rendered = try BubbleRenderer().render(Self.chat(messages: 5), format: .webp, webpQuality: .lossy(quality: 60))
        let bytes = try #require(rendered.images.first).bytes
        #expect(bytes[12..<16].elementsEqual("VP8 ".utf8))
        let lossless = try BubbleRenderer().render(Self.chat(messages: 5), format: .webp)
        #expect(try #require(lossless.images.first).bytes[12..<16].elementsEqual("VP8L".utf8))
    }

    @Test func webPPagesAreAtMost16383PixelsTall() throws {
        let renderer = try BubbleRenderer()
        func tallest(_ format: OutputFormat) throws -> Int {
            let pages = try ConversationPages(transcript: Self.chat(messages: 500, scale: 4), file: nil, renderer: renderer, format: format,
                                              maxPageHeight: 20000, allowOutsideFiles: false, imageLimits: .transcriptImages)
            return pages.pages.map { ImageSurface.pixels($0.height, scale: pages.rows.scale) }.max() ?? 0
        }
        #expect(try tallest(.png) > WebPEncoder.maximumSide)
        #expect(try tallest(.webp) <= WebPEncoder.maximumSide)
    }

    @Test(arguments: [2, 40])
    func aStickerIsFittedInto512PixelsOnNothing(messages: Int) throws {
        let png = try Self.image(Self.chat(messages: messages), format: .png)
        let sticker = try Self.image(Self.chat(messages: messages), format: .webp, sticker: true)
        #expect(max(sticker.width, sticker.height) == 512)
        // The aspect kept: the shorter side is the scaled one, to within its pixel's rounding.
        let scale = 512 / Double(max(png.width, png.height))
        #expect(abs(Double(sticker.width) - Double(png.width) * scale) <= 1 && abs(Double(sticker.height) - Double(png.height) * scale) <= 1,
                "\(sticker.width)x\(sticker.height) against \(png.width)x\(png.height)")
        for (x, y) in [(0, 0), (sticker.width - 1, 0), (0, sticker.height - 1), (sticker.width - 1, sticker.height - 1)] {
            #expect(sticker.pixel(x: x, y: y)?.alpha == 0, "corner \(x),\(y)")
        }
        #expect(stride(from: 3, to: sticker.pixels.count, by: 4).contains { sticker.pixels[$0] == 255 }, "the bubbles are opaque")
    }

    /// A reaction's ring parts it from the bubble in the chat's background colour; a sticker
    /// has no background, so the ring is cut out rather than painted beige.
    @Test func aStickerCutsReactionRingsOut() throws {
        var transcript = Self.chat(messages: 2)
        transcript.theme = .whatsapp
        transcript.messages[1].bubble?.reactions = [Reaction(emoji: "👍", senders: .participants(["me"]))]
        let beige = RGBAColor(red: 0xEF, green: 0xEA, blue: 0xE2)
        func painted(_ image: RGBAImage) -> Int {
            stride(from: 0, to: image.pixels.count, by: 4).count {
                Array(image.pixels[$0..<$0 + 4]) == [beige.red, beige.green, beige.blue, 255]
            }
        }
        #expect(painted(try Self.image(transcript, format: .png)) > 1000)
        let sticker = try Self.image(transcript, format: .png, sticker: true)
        #expect(painted(sticker) == 0)
    }

    @Test func aStickerLeavesTheScreenOut() throws {
        var transcript = Self.chat(messages: 3)
        transcript.screen = Screen(device: .preset(.iPhone61))
        let sticker = try Self.image(transcript, format: .png, sticker: true)
        #expect(sticker.width == 512)
        #expect(sticker.pixel(x: 0, y: 0)?.alpha == 0)
    }

    @Test func aBubbleStickerIsFittedInto512PixelsOnNothing() throws {
        let document = try BubbleRenderer().render(text: "Quote of the day", options: BubbleOptions(), format: .webp, sticker: true)
        let image = try document.rgbaImage()
        #expect(image.width == 512 && image.height < 512)
        #expect(image.pixel(x: 0, y: 0)?.alpha == 0 && image.pixel(x: 511, y: image.height - 1)?.alpha == 0)
    }

    @Test func aStickerIsNoVectorFile() throws {
        #expect(throws: RenderError.badImage("a sticker is a WebP or PNG image, not SVG")) {
            try BubbleRenderer().render(Self.chat(messages: 1), format: .svg, sticker: true)
        }
        #expect(throws: RenderError.badImage("a sticker is a WebP or PNG image, not PDF")) {
            try BubbleRenderer().render(text: "x", options: BubbleOptions(), format: .pdf, sticker: true)
        }
    }

    @Test func aShorterWebPRenderRemovesTheStalePagesOfALongerOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-webp-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.webp").path
        let long = try BubbleRenderer().render(Self.chat(messages: 60, scale: 1), to: output, maxPageHeight: 600)
        #expect(long.paths.count > 2)
        let short = try BubbleRenderer().render(Self.chat(messages: 1, scale: 1), to: output)
        #expect(short.removedStalePages == long.paths.count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.webp"])
    }
}
