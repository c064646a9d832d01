import Foundation
import Testing
@testable import BubbleRender
import CairoDrawing
import Transcript
import PNGCodec

/// Fonts the user brings: a transcript's `"fonts"` and `BubbleRenderer(fontFiles:)`. The brand
/// font is Noto Serif (TTF, copied under `Fixtures/transcripts/fonts/`); Noto Serif CJK (TTC)
/// and Inter Display (OTF), which the built-in configuration does not admit either, stand for
/// the other formats.
@Suite("user fonts")
struct UserFontTests {
    static let fonts = FixtureComparison.root.appendingPathComponent("transcripts/fonts")
    static let brandRegular = fonts.appendingPathComponent("NotoSerif-Regular.ttf").path
    static let brandBold = fonts.appendingPathComponent("NotoSerif-Bold.ttf").path
    static let serifTTC = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc"
    static let displayOTF = "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"

    @Test func theBrandFontFixture() throws {
        let url = FixtureComparison.root.appendingPathComponent("transcripts/brand-font.json")
        let transcript = try Transcript.load(contentsOf: url)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("brand-font.png").path
        let result = try BubbleRenderer().render(transcript: transcript, file: "brand-font.json", to: output)
        #expect(result.fontFiles.map(\.families) == [["Noto Serif"], ["Noto Serif"]])
        #expect(result.missingGlyphs.isEmpty)
        let png = Array(try Data(contentsOf: URL(fileURLWithPath: output)))
        try FixtureComparison.check(png: png, fixture: "fonts/brand-font.png", fontFiles: result.fontFiles)
    }

    /// The brand family draws the letters it has; every other script keeps its Noto face.
    @Test func theBrandFontComesFirstAndNotoFillsIn() throws {
        let renderer = try BubbleRenderer(fontFiles: [FontFile(path: Self.brandRegular)])
        let font = try FontDescription("Noto Serif 17", fontMap: renderer.fontMap)
        let layout = try TextLayout(text: "Hi Ωμέγα مرحبا 東京 🚀", font: font, maxWidth: nil, language: nil, context: renderer.textContext)
        #expect(layout.unknownGlyphCount == 0)
        let families = layout.runs.map(\.family)
        #expect(families.first == "Noto Serif")
        #expect(families.contains("Noto Sans Arabic"))
        #expect(families.contains("Noto Sans CJK JP"))
        #expect(families.contains("Noto Color Emoji"))
        #expect(!families.contains("Noto Sans"), "Noto Serif has Latin and Greek: \(families)")
    }

    /// Bold text (separators, names) takes the family's bold face when one is given, instead of
    /// emboldening the regular one, whose letters are narrower.
    @Test func boldTextUsesTheBoldFace() throws {
        func boldWidth(_ files: [String]) throws -> Double {
            let renderer = try BubbleRenderer(fontFiles: files.map { path throws(RenderError) in try FontFile(path: path) })
            let font = try FontDescription("Noto Serif 17", fontMap: renderer.fontMap).variant(size: 17, weight: .bold)
            return try TextLayout(text: "Launch day", font: font, maxWidth: nil, language: nil, context: renderer.textContext).extents.logical.width
        }
        let synthetic = try boldWidth([Self.brandRegular])
        let real = try boldWidth([Self.brandRegular, Self.brandBold])
        #expect(real > synthetic + 1)
    }

    @Test(arguments: [(brandRegular, "Noto Serif"), (serifTTC, "Noto Serif CJK JP"), (displayOTF, "Inter Display")])
    func eachFormatIsRead(path: String, family: String) throws {
        let file = try FontFile(path: path)
        #expect(file.families.contains(family))
        #expect(try !BubbleRenderer().fontFamilies.contains(family))
        let renderer = try BubbleRenderer(fontFiles: [file])
        #expect(renderer.fontFamilies.contains(family))
        let image = try renderer.render(text: "Hello 日本", options: BubbleOptions(font: "\(family) 17"))
        #expect(image.missingGlyphs == nil)
    }

    /// A transcript's fonts reach its own render only: the next transcript of the same renderer,
    /// and a new renderer, see the built-in fonts.
    @Test func transcriptFontsDoNotLeak() throws {
        let renderer = try BubbleRenderer()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var branded = Transcript(font: "Noto Serif 17", fonts: [Self.brandRegular], participants: [Participant(id: "a")],
                                 messages: [.bubble(BubbleMessage(from: "a", text: "Hi"))])
        let output = folder.appendingPathComponent("out.png").path
        _ = try renderer.render(transcript: branded, file: "a.json", to: output, allowOutsideFiles: true)
        branded.fonts = []
        #expect(throws: RenderError.self) {
            try renderer.render(transcript: branded, file: "b.json", to: output, allowOutsideFiles: true)
        }
        #expect(!renderer.fontFamilies.contains("Noto Serif"))
        #expect(try !BubbleRenderer().fontFamilies.contains("Noto Serif"))
    }

    /// One configuration per distinct set of files, reused; none for no files.
    @Test func configurationsAreSharedBySet() throws {
        let brand = try FontFile(path: Self.brandRegular)
        let display = try FontFile(path: Self.displayOTF)
        let shared = try FontConfig.shared.get()
        #expect(try FontConfig.admitting([]) === shared)
        let first = try FontConfig.admitting([brand])
        #expect(first !== shared)
        #expect(try FontConfig.admitting([brand, brand]) === first)
        #expect(try FontConfig.admitting([brand, display]) !== first)
        let renderer = try BubbleRenderer(fontFiles: [brand])
        #expect(try renderer.textContext(adding: [brand]) === renderer.textContext)
        let withDisplay = try renderer.textContext(adding: [display])
        #expect(try renderer.textContext(adding: [display]) === withDisplay)
    }

    @Test func theFingerprintListsUserFonts() throws {
        let brand = try FontFile(path: Self.brandRegular)
        let plain = try RenderEnvironment.fingerprint()
        let branded = try RenderEnvironment.fingerprint(fontFiles: [brand, brand])
        #expect(branded == plain + "user-font NotoSerif-Regular.ttf \(brand.size) \(String(brand.hash, radix: 16))\n")
        #expect(RenderEnvironment.userFontLines([]) == "")
    }

    /// Every bad file is refused before anything is drawn, with why.
    @Test func badFilesAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        let brand = Array(try Data(contentsOf: URL(fileURLWithPath: Self.brandRegular)))
        let huge = folder.appendingPathComponent("huge.ttf").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: UInt64(FontFile.maxBytes + 1))
        try handle.close()
        let cases: [(String, String)] = [
            (folder.appendingPathComponent("missing.ttf").path, "no such file"),
            (folder.path, "is a folder, not a font file"),
            (try file("empty.ttf", []), "the file is empty"),
            (huge, "is 67108865 bytes, more than the 64 MiB (67108864 bytes) a font file may be"),
            (try file("photo.ttf", Array(try Data(contentsOf: FixtureComparison.root.appendingPathComponent("transcripts/images/ann.png")))),
             "is not a font file FreeType can read (TrueType, OpenType or a TTC collection)"),
            (try file("cut.otf", Array(brand.prefix(2000))), "is not a font file FreeType can read (TrueType, OpenType or a TTC collection)"),
            // Cut after its names: FreeType and fontconfig's checks pass, and fontconfig then drops the face.
            (try file("cut-short.otf", Array(brand.prefix(500_000))),
             "is damaged: its DSIG table ends at byte 588876, but the file has 500000 bytes (cut short?)"),
            (try file("web.ttf", Array("wOF2".utf8) + Array(repeating: 0, count: 60)),
             "is a WOFF2 web font, which FreeType reads but HarfBuzz, which shapes Pango's text, does not (Pango refuses it); convert it to TTF or OTF first"),
            (try file("renamed.woff2", brand), "holds a TrueType or OpenType font under a name ending in .woff2, which Pango ignores; rename it to .ttf or .otf"),
        ]
        for (path, reason) in cases {
            #expect(throws: RenderError.fontFile(name: path, reason: reason)) { try FontFile(path: path) }
        }
    }

    /// A transcript's font errors name `fonts[i]` and the file as written, and follow the image
    /// file policy.
    @Test func transcriptErrorsNameTheEntry() throws {
        let transcript = Transcript(font: "Noto Serif 17", fonts: ["fonts/NotoSerif-Regular.ttf", "fonts/missing.otf"],
                                    participants: [Participant(id: "a")], messages: [.bubble(BubbleMessage(from: "a", text: "Hi"))],
                                    baseDirectory: FixtureComparison.root.appendingPathComponent("transcripts"))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-fonts-\(UUID().uuidString).png").path
        func message(_ transcript: Transcript) -> String? {
            do {
                _ = try BubbleRenderer().render(transcript: transcript, file: "t.json", to: output)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(message(transcript) == "t.json: fonts[1]: fonts/missing.otf: no such file")
        var absolute = transcript
        absolute.fonts = [Self.brandRegular]
        #expect(message(absolute)?.hasPrefix("t.json: fonts[0]: \(Self.brandRegular): is an absolute path; pass allowOutsideFiles: true") == true)
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
