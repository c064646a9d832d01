// Leak check for the Swift owners of C objects, run by scripts/sanitize under AddressSanitizer
// with LeakSanitizer: FontConfig, FontMap, TextContext (a renderer per round), TextLayout and
// FontDescription (every text, and fonts that fail to load), ImageSurface and DrawingContext
// (PNG pages), VectorSurface (SVG and PDF), the TurboJPEG and PNG decoders (with zlib's streaming
// inflate of 16-bit images) and the PNG encoder (photos and avatars, corrupt ones included), and
// the error paths between them.
//
//   leak-check ROUNDS
//
// Each round does the same work, including drawing one bubble 25 times, so whatever a round
// leaks shows up ROUNDS times. scripts/sanitize runs it with 2 and with 8 rounds (200 times the
// same bubble) and fails when the second leaks more than the first, suppressed or not: library
// caches that fill up once leak the same in both, anything that leaks per use does not.
//
// Only the public API, so it needs no changes when internals move.
import Foundation
import BubbleGeometry
import BubbleRender
import JPEGDecoder
import PNGCodec
import Transcript

@main
enum LeakCheck {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let transcripts = repository.appendingPathComponent("Fixtures/transcripts", isDirectory: true)

    static func main() throws {
        let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 2
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-leak-check-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeDamagedImages(to: folder)

        for _ in 0..<rounds {
            try round(in: folder)
        }
        // On stderr: LeakSanitizer ends the process without flushing stdout.
        FileHandle.standardError.write(Data("leak-check: \(rounds) rounds done\n".utf8))
    }

    /// A truncated JPEG and a truncated PNG beside a transcript that shows them.
    static func writeDamagedImages(to folder: URL) throws {
        let images = transcripts.appendingPathComponent("images")
        let jpeg = try Data(contentsOf: images.appendingPathComponent("park.jpg"))
        let png = try Data(contentsOf: images.appendingPathComponent("beach.png"))
        try jpeg.prefix(jpeg.count / 2).write(to: folder.appendingPathComponent("cut.jpg"))
        try png.prefix(png.count / 2).write(to: folder.appendingPathComponent("cut.png"))
        try FileManager.default.copyItem(at: images.appendingPathComponent("ann.png"), to: folder.appendingPathComponent("ann.png"))
    }

    static func round(in folder: URL) throws {
        let renderer = try BubbleRenderer()
        _ = renderer.fontFamilies

        // One bubble, again and again.
        for _ in 0..<25 {
            _ = try renderer.render(text: "Did you see the dog? 🐶", options: BubbleOptions())
        }
        // Every style, scripts that take other fonts, a border, jumbo emoji.
        for style in [LookName.imessage, .talk, .whatsapp, .whatsappAndroid, .plain] {
            let options = BubbleOptions(style: style, side: .outgoing, maxWidth: 200, language: "zh-Hant", scale: 1,
                                        border: BubbleBorder(color: .black, width: 2, dash: 3))
            _ = try renderer.render(text: "你好啊 مرحبا שלום สวัสดี नमस्ते\nsecond line", options: options)
            _ = try renderer.render(text: "👍🏽👨‍👩‍👧", options: options)
        }
        // Fonts that fail: an unknown family, a size out of range.
        for font in ["Nope Sans 12", "Noto Sans 5000", "Noto Sans, Missing Family 10"] {
            _ = try? renderer.render(text: "x", options: BubbleOptions(font: font))
        }

        // Every example conversation as PNG pages, SVG and PDF.
        let files = try FileManager.default.contentsOfDirectory(atPath: transcripts.path).filter { $0.hasSuffix(".json") }.sorted()
        for file in files {
            var transcript = try Transcript.load(contentsOf: transcripts.appendingPathComponent(file))
            transcript.scale = 1
            for format in ["png", "svg", "pdf"] {
                _ = try renderer.render(transcript: transcript, file: file,
                                        to: folder.appendingPathComponent("out.\(format)").path, maxPageHeight: 512)
            }
        }

        // Conversations that fail: damaged photos, a missing one, a font that does not load,
        // an output that cannot be written.
        let participants: ParticipantList = [Participant(id: "ann", avatar: "ann.png"), Participant(id: "bob"), Participant(id: "me", side: .outgoing)]
        for image in ["cut.jpg", "cut.png", "missing.png"] {
            let transcript = Transcript(participants: participants, messages: [.bubble(BubbleMessage(from: "ann", text: "look", image: image))],
                                        baseDirectory: folder)
            _ = try? renderer.render(transcript: transcript, file: "damaged.json", to: folder.appendingPathComponent("damaged.png").path)
        }
        let badFont = Transcript(font: "Nope Sans 12", participants: participants, messages: [.bubble(BubbleMessage(from: "me", text: "hi"))])
        _ = try? renderer.render(transcript: badFont, file: "font.json", to: folder.appendingPathComponent("font.png").path)
        let chat = Transcript(participants: participants, messages: [.bubble(BubbleMessage(from: "me", text: "hi"))], baseDirectory: folder)
        for format in ["png", "svg", "pdf"] {
            _ = try? renderer.render(transcript: chat, file: "chat.json", to: folder.appendingPathComponent("no/such/folder/out.\(format)").path)
        }

        // A preview sheet with a missing translation.
        let section = PreviewSection(title: "greeting", items: [
            PreviewItem(label: "en", text: "Hello", language: "en"),
            PreviewItem(label: "ar", text: "مرحبا", language: "ar", rightToLeft: true),
            PreviewItem(label: "ja", text: nil, language: "ja"),
        ])
        _ = try renderer.renderPreview([section], options: BubbleOptions(scale: 1), to: folder.appendingPathComponent("sheet.png").path)

        // The JPEG decoder on its own: a good photo, a damaged one, garbage.
        let jpeg = [UInt8](try Data(contentsOf: transcripts.appendingPathComponent("images/park.jpg")))
        _ = try JPEGDecoder.decode(jpeg)
        _ = try? JPEGDecoder.decode(Array(jpeg.prefix(jpeg.count / 2)))
        _ = try? JPEGDecoder.decode([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08] + Array(repeating: 0x41, count: 64))
        _ = try? JPEGDecoder.decode(Array(jpeg.prefix(jpeg.count / 2)) + [0xFF, 0xD9])

        // The PNG decoder's scanline-at-a-time inflate (zlib) of 16-bit images, plain and interlaced.
        for name in ["grey16_13x11.png", "grey16_adam7_13x11.png"] {
            let png = [UInt8](try Data(contentsOf: repository.appendingPathComponent("Tests/PNGCodecTests/Images/\(name)")))
            _ = try PNGDecoder.decode(png)
        }
    }
}
