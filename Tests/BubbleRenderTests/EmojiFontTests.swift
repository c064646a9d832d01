import Foundation
import Testing
@testable import BubbleRender
import CairoDrawing
import Transcript

/// A colour emoji font the user brings (`FontFile(role: .emoji)`, a transcript's
/// `"emojiFont"`): it draws the emoji it has in place of Noto Color Emoji, which draws the
/// rest. The fonts are built here: Noto Color Emoji under another family name with a few of its
/// emoji or with its bitmaps in an sbix table, and Noto Serif with colour tables added.
@Suite("emoji fonts")
struct EmojiFontTests {
    static let notoEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let serif = UserFontTests.brandRegular
    static let testFamily = "Bubbles Test Emoji"
    /// 😀, 👍 and the skin tone 🏽, but not 🦩.
    static let kept: Set<Unicode.Scalar> = ["\u{1F600}", "\u{1F44D}", "\u{1F3FD}"]
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-emoji-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Writes Noto Color Emoji renamed `family`, with only ``kept``, as `name` in the folder.
    private func emojiFont(_ name: String = "fonts/TestEmoji.ttf", family: String = testFamily) throws -> String {
        try TestFont(contentsOf: Self.notoEmoji).renamed(family).keeping(Self.kept).write(to: path(name))
        return path(name)
    }

    /// Writes Noto Serif named `family` with `tables` added as `name` in the folder.
    private func serif(with tables: [String: [UInt8]], family: String, as name: String) throws -> String {
        var font = try TestFont(contentsOf: Self.serif).renamed(family)
        font.tables.merge(tables) { $1 }
        try font.write(to: path(name))
        return path(name)
    }

    /// The family of each run of `text` laid out in Inter with `context`.
    private static func families(_ text: String, in context: TextContext) throws -> [String] {
        let font = try FontDescription("Inter 17", fontMap: context.fontMap)
        return try TextLayout(text: text, font: font, maxWidth: nil, language: nil, context: context).runs.map(\.family)
    }

    @Test func emojiComeFromTheEmojiFontAndNotoFillsIn() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try FontFile(path: try emojiFont(), role: .emoji)
        #expect(file.families == [Self.testFamily])
        let text = "Hi 😀👍🏽 🦩"
        #expect(try Self.families(text, in: BubbleRenderer(fontFiles: [file]).textContext)
                == ["Inter", Self.testFamily, "Inter", "Noto Color Emoji"])
        #expect(try Self.families(text, in: BubbleRenderer().textContext) == ["Inter", "Noto Color Emoji", "Inter", "Noto Color Emoji"])
        // As a text font, the same file is only a family `font` may name.
        #expect(try Self.families(text, in: BubbleRenderer(fontFiles: [FontFile(path: file.path)]).textContext)
                == ["Inter", "Noto Color Emoji", "Inter", "Noto Color Emoji"])
    }

    /// Apple Color Emoji's format: pictures in an sbix table draw exactly as the same pictures
    /// in CBDT/CBLC tables do.
    @Test func sbixBitmapsDrawLikeCBDT() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let sbix = path("fonts/Sbix.ttf")
        try TestFont(contentsOf: Self.notoEmoji).renamed("Bubbles Sbix Emoji").movingBitmapsToSbix().write(to: sbix)
        let renderer = try BubbleRenderer(fontFiles: [FontFile(path: sbix, role: .emoji)])
        let text = "Hi 😀👍🏽 🦩"
        #expect(try Self.families(text, in: renderer.textContext) == ["Inter", "Bubbles Sbix Emoji", "Inter", "Bubbles Sbix Emoji"])
        #expect(try renderer.render(text: text, options: BubbleOptions()).bytes == BubbleRenderer().render(text: text, options: BubbleOptions()).bytes)
    }

    /// The family is written into fontconfig's rule as XML text.
    @Test func aFamilyNameIsEscaped() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let family = #"Emoji & <Co> "Test's""#
        let file = try FontFile(path: try emojiFont(family: family), role: .emoji)
        #expect(try Self.families("😀", in: BubbleRenderer(fontFiles: [file]).textContext) == [family])
    }

    /// The first emoji font given comes first; the next draws what it lacks.
    @Test func theFirstEmojiFontComesFirst() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try FontFile(path: try emojiFont("fonts/A.ttf", family: "Emoji A"), role: .emoji)
        let second = try FontFile(path: Self.notoEmoji, role: .emoji)
        #expect(try Self.families("😀🦩", in: BubbleRenderer(fontFiles: [first, second]).textContext) == ["Emoji A", "Noto Color Emoji"])
    }

    @Test func aTranscriptsEmojiFontIsUsed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try emojiFont()
        let transcript = Transcript(emojiFont: "fonts/TestEmoji.ttf", participants: [Participant(id: "a")],
                                    messages: [.bubble(BubbleMessage(from: "a", text: "Hi 😀"))], baseDirectory: folder)
        let renderer = try BubbleRenderer()
        let (_, files) = try renderer.layout(of: transcript, file: "t.json")
        #expect(files.map(\.role) == [.emoji])
        #expect(try Self.families("😀", in: renderer.textContext(adding: files)) == [Self.testFamily])
        let result = try renderer.render(transcript: transcript, file: "t.json", to: path("out.png"))
        #expect(result.fontFiles == files)
        #expect(try Self.families("😀", in: renderer.textContext) == ["Noto Color Emoji"])
    }

    /// The renderer's emoji font (`--emoji-font`) comes before the transcript's, which draws
    /// what the former lacks.
    @Test func theRenderersEmojiFontComesBeforeTheTranscripts() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderers = try FontFile(path: try emojiFont("Renderer.ttf", family: "Renderer Emoji"), role: .emoji)
        try TestFont(contentsOf: Self.notoEmoji).renamed("Transcript Emoji").write(to: path("fonts/Transcript.ttf"))
        let transcript = Transcript(emojiFont: "fonts/Transcript.ttf", participants: [Participant(id: "a")],
                                    messages: [.bubble(BubbleMessage(from: "a", text: "😀🦩"))], baseDirectory: folder)
        let renderer = try BubbleRenderer(fontFiles: [renderers])
        let (_, files) = try renderer.layout(of: transcript, file: "t.json")
        #expect(try Self.families("😀🦩", in: renderer.textContext(adding: files)) == ["Renderer Emoji", "Transcript Emoji"])
    }

    /// Errors name `emojiFont` and the file as written, under the file policy of images.
    @Test func transcriptErrorsNameTheKey() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.serif, toPath: path("fonts/NotoSerif-Regular.ttf"))
        let outside = try emojiFont("TestEmoji.ttf")
        func message(_ emojiFont: String) -> String? {
            let transcript = Transcript(emojiFont: emojiFont, participants: [Participant(id: "a")],
                                        messages: [.bubble(BubbleMessage(from: "a", text: "Hi"))],
                                        baseDirectory: folder.appendingPathComponent("fonts"))
            do {
                _ = try BubbleRenderer().render(transcript: transcript, file: "t.json", to: path("out.png"))
                return nil
            } catch {
                return error.description
            }
        }
        #expect(message("missing.ttf") == "t.json: emojiFont: missing.ttf: no such file")
        #expect(message("NotoSerif-Regular.ttf") == "t.json: emojiFont: NotoSerif-Regular.ttf: has no colour glyphs "
                + "(CBDT/CBLC, sbix or COLR tables); an emoji font must draw emoji in colour")
        #expect(message(outside)?.hasPrefix("t.json: emojiFont: \(outside): is an absolute path; pass allowOutsideFiles: true") == true)
        #expect(message("../TestEmoji.ttf")?.hasPrefix("t.json: emojiFont: ../TestEmoji.ttf: is outside the transcript's folder") == true)
        #expect(!FileManager.default.fileExists(atPath: path("out.png")))
        let problems = TranscriptFonts.problems(in: Transcript(fonts: ["missing.ttf"], emojiFont: "NotoSerif-Regular.ttf",
                                                               baseDirectory: folder.appendingPathComponent("fonts")),
                                                file: "t.json", allowOutsideFiles: false)
        #expect(problems.map(\.description) == ["t.json: fonts[0]: missing.ttf: no such file",
                                                "t.json: emojiFont: NotoSerif-Regular.ttf: has no colour glyphs (CBDT/CBLC, sbix or "
                                                + "COLR tables); an emoji font must draw emoji in colour"])
    }

    /// Colour glyphs Cairo draws in colour are accepted: bitmaps and COLR version 0 layers
    /// (every letter of a COLR version 0 font comes out in its palette's red); OpenType-SVG and
    /// COLR version 1 paints, which it draws as plain outlines, are refused, and so are fonts
    /// without colour glyphs.
    @Test func onlyColourCairoDrawsIsAccepted() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let red = Self.palette(blue: 0, green: 0, red: 255)
        let maxp = try #require(try TestFont(contentsOf: Self.serif).tables["maxp"])
        let glyphs = TestFont.uint16(maxp, at: 4)
        let layered = try serif(with: ["COLR": Self.colrVersion0(glyphs: glyphs), "CPAL": red], family: "Layered", as: "layered.ttf")
        #expect(try FontFile(path: layered, role: .emoji).families == ["Layered"])
        let image = try BubbleRenderer(fontFiles: [FontFile(path: layered)]).render(text: "Hi", options: BubbleOptions(font: "Layered 30")).pixels
        let redPixels = stride(from: 0, to: image.pixels.count, by: 4).filter { index in
            image.pixels[index] > 200 && image.pixels[index + 1] < 60 && image.pixels[index + 2] < 60
        }
        #expect(redPixels.count > 100)
        #expect(throws: Never.self) { try FontFile(path: Self.notoEmoji, role: .emoji) }
        let cairo = RenderEnvironment.versions.first { $0.name == "cairo" }?.version ?? ""
        let refused: [(String, String)] = [
            (Self.serif, "has no colour glyphs (CBDT/CBLC, sbix or COLR tables); an emoji font must draw emoji in colour"),
            (try serif(with: ["SVG ": Self.svg(glyph: 36)], family: "Drawn In SVG", as: "svg.ttf"),
             "has colour glyphs only as OpenType-SVG, which Cairo \(cairo) does not draw in colour; an emoji font needs CBDT/CBLC, "
             + "sbix or COLR version 0 glyphs"),
            (try serif(with: ["COLR": Self.colrVersion1(glyph: 36), "CPAL": red], family: "Painted", as: "painted.ttf"),
             "has colour glyphs only as COLR version 1, which Cairo \(cairo) does not draw in colour; an emoji font needs CBDT/CBLC, "
             + "sbix or COLR version 0 glyphs"),
            (try emojiFont("control.ttf", family: "Test\u{1}Emoji"),
             #"names its family "Test\u0001Emoji" with control characters, which fontconfig's rules cannot name"#),
        ]
        for (path, reason) in refused {
            #expect(throws: RenderError.fontFile(name: path, reason: reason)) { try FontFile(path: path, role: .emoji) }
        }
        #expect(throws: Never.self) { try FontFile(path: Self.serif) }
    }

    /// An emoji font may be larger than a text font: Apple Color Emoji can be.
    @Test func anEmojiFontMayBeLarger() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = try emojiFont()
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: large))
        // Zeros after the last table, which FreeType does not read.
        try handle.truncate(atOffset: UInt64(FontFile.maxBytes + 1))
        try handle.close()
        #expect(throws: RenderError.fontFile(name: large, reason: "is 67108865 bytes, more than the 64 MiB (67108864 bytes) a font file may be")) {
            try FontFile(path: large)
        }
        #expect(try FontFile(path: large, role: .emoji).size == FontFile.maxBytes + 1)
        #expect(FileManager.default.createFile(atPath: path("huge.ttf"), contents: nil))
        let huge = try FileHandle(forWritingTo: URL(fileURLWithPath: path("huge.ttf")))
        try huge.truncate(atOffset: UInt64(FontFile.maxEmojiBytes + 1))
        try huge.close()
        #expect(throws: RenderError.fontFile(name: path("huge.ttf"), reason: "is 268435457 bytes, more than the 256 MiB (268435456 bytes) an emoji font file may be")) {
            try FontFile(path: path("huge.ttf"), role: .emoji)
        }
    }

    /// An emoji font is its own font set, and the fingerprint lists it as one.
    @Test func theConfigurationAndFingerprintKnowTheRole() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let emoji = try FontFile(path: try emojiFont(), role: .emoji)
        let text = try FontFile(path: emoji.path)
        #expect(emoji.identity != text.identity)
        #expect(try FontConfig.admitting([emoji]) !== FontConfig.admitting([text]))
        #expect(try FontConfig.admitting([emoji, emoji]) === FontConfig.admitting([emoji]))
        let plain = try RenderEnvironment.fingerprint()
        #expect(try RenderEnvironment.fingerprint(fontFiles: [text, emoji]) == plain
                + "user-font TestEmoji.ttf \(text.size) \(String(text.hash, radix: 16))\n"
                + "emoji-font TestEmoji.ttf \(emoji.size) \(String(emoji.hash, radix: 16))\n")
    }

    // MARK: Colour tables

    /// A `CPAL` table with one palette of one colour.
    static func palette(blue: UInt8, green: UInt8, red: UInt8) -> [UInt8] {
        [0, 1, 1, 1].flatMap { TestFont.bytes(UInt16($0)) } + TestFont.bytes(UInt32(14)) + TestFont.bytes(UInt16(0)) + [blue, green, red, 255]
    }

    /// A `COLR` version 0 table: each of the first `glyphs` glyphs drawn as one layer, itself,
    /// in the palette's first colour.
    static func colrVersion0(glyphs: UInt16) -> [UInt8] {
        let count = Int(glyphs)
        let base = (0..<glyphs).flatMap { [$0, $0, 1].flatMap { TestFont.bytes(UInt16($0)) } }
        let layers = (0..<glyphs).flatMap { TestFont.bytes($0) + TestFont.bytes(UInt16(0)) }
        return TestFont.bytes(UInt16(0)) + TestFont.bytes(glyphs) + TestFont.bytes(UInt32(14)) + TestFont.bytes(UInt32(14 + 6 * count))
            + TestFont.bytes(glyphs) + base + layers
    }

    /// A `COLR` version 1 table without version 0 layers: `glyph` painted with its own outline
    /// (PaintGlyph) filled with the palette's first colour at half opacity (PaintSolid).
    static func colrVersion1(glyph: UInt16) -> [UInt8] {
        let solid: [UInt8] = [2] + TestFont.bytes(UInt16(0)) + TestFont.bytes(UInt16(0x2000))
        let paint: [UInt8] = [10, 0, 0, 6] + TestFont.bytes(glyph) + solid
        let list = TestFont.bytes(UInt32(1)) + TestFont.bytes(glyph) + TestFont.bytes(UInt32(10)) + paint
        let header = [1, 0].flatMap { TestFont.bytes(UInt16($0)) } + TestFont.bytes(UInt32(0)) + TestFont.bytes(UInt32(0))
            + TestFont.bytes(UInt16(0)) + [34, 0, 0, 0, 0].flatMap { TestFont.bytes(UInt32($0)) }
        return header + list
    }

    /// An `SVG ` table drawing `glyph` as a red square.
    static func svg(glyph: UInt16) -> [UInt8] {
        let document = Array(#"<svg xmlns="http://www.w3.org/2000/svg"><rect id="glyph\#(glyph)" width="500" height="500" fill="red"/></svg>"#.utf8)
        return TestFont.bytes(UInt16(0)) + TestFont.bytes(UInt32(10)) + TestFont.bytes(UInt32(0)) + TestFont.bytes(UInt16(1))
            + TestFont.bytes(glyph) + TestFont.bytes(glyph) + TestFont.bytes(UInt32(14)) + TestFont.bytes(UInt32(document.count)) + document
    }
}
