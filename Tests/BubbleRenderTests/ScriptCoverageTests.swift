import Foundation
import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing

/// Every script Noto Sans covers is drawn, by the face its readers expect, and wraps inside the
/// bubble when it has no spaces between words.
@Suite("script coverage")
struct ScriptCoverageTests: LaysOutText {
    let renderer: BubbleRenderer
    let font: FontDescription

    init() throws {
        renderer = try BubbleRenderer()
        font = try Self.standardFont(of: renderer)
    }

    @Test("no tofu", arguments: SampleText.newlyCovered)
    func everyGlyphHasAFont(_ sample: SampleText) throws {
        #expect(try layout(sample.text, width: 260, language: sample.language).unknownGlyphCount == 0)
    }

    @Test func aCharacterNoFontHasIsCounted() throws {
        // U+F8FF is Apple's logo in the private use area: iOS strings carry it, no Noto font has it.
        #expect(try layout("Sent from my \u{F8FF} iPhone").unknownGlyphCount == 1)
    }

    /// The face that draws the letters of each script (`runs` lists the family of each run).
    @Test(arguments: [
        ("مرحبا", "ar", "Noto Sans Arabic"),
        ("مرحبا", nil, "Noto Sans Arabic"),
        ("سلام", "fa", "Noto Sans Arabic"),
        ("السلام علیکم", "ur", "Noto Nastaliq Urdu"),
        ("বাংলা", nil, "Noto Sans Bengali"),
        ("ខ្មែរ", nil, "Noto Sans Khmer"),
        ("བོད་ཡིག", nil, "Noto Serif Tibetan"),
        ("ⴰⵣⵓⵍ", nil, "Noto Sans Tifinagh"),
        ("𞤀𞤣𞤤𞤢𞤥", nil, "Noto Sans Adlam"),
        ("ᏣᎳᎩ", nil, "Noto Sans Cherokee"),
        ("𝐇𝐞𝐥𝐥𝐨", nil, "Noto Sans Math"),
        ("返述化", nil, "Noto Sans CJK JP"),
    ] as [(String, String?, String)])
    func eachScriptHasItsFace(text: String, language: String?, family: String) throws {
        let families = try layout(text, language: language).runs.map(\.family).filter { $0 != "Noto Sans" }
        #expect(families == [family], "\(text) [\(language ?? "no language")]")
    }

    /// Khmer, Lao, Myanmar and Tibetan put no spaces between words: they wrap anyway, inside the
    /// width, and never inside a syllable: no line starts with a mark or with a Myanmar final
    /// consonant (one the asat U+103A kills), or ends after a stacking sign (Khmer coeng, the
    /// Myanmar stacker, Tibetan halanta) or a Lao vowel written before its consonant.
    @Test(arguments: SampleText.newlyCovered.filter { ["khmer", "lao", "myanmar", "tibetan"].contains($0.name) })
    func scriptsWithoutSpacesWrapInsideTheWidth(_ sample: SampleText) throws {
        let width = 120.0
        let layout = try layout(sample.text, width: width, language: sample.language)
        #expect(layout.lineCount > 3)
        for line in layout.lineExtents {
            #expect(line.maxX <= width + 0.01)
        }
        #expect(layout.extents.ink.maxX <= width + 2)
        let utf8 = Array(TextLayout.displayable(sample.text).utf8)
        let endsSyllable: Set<Unicode.Scalar> = ["\u{17D2}", "\u{1039}", "\u{0F84}", "\u{0EC0}", "\u{0EC1}", "\u{0EC2}", "\u{0EC3}", "\u{0EC4}"]
        for start in layout.lineStarts where start > 0 {
            let next = Array(String(decoding: utf8[start...].prefix(12), as: UTF8.self).unicodeScalars.filter { $0 != "\u{200B}" })
            let before = String(decoding: utf8[..<start].suffix(8), as: UTF8.self).unicodeScalars.filter { $0 != "\u{200B}" }.last
            let category = next.first?.properties.generalCategory
            #expect(![.nonspacingMark, .spacingMark, .enclosingMark].contains(category), "\(sample.name): a line starts with a mark")
            #expect(next.dropFirst().first { $0 != "\u{1037}" } != "\u{103A}", "\(sample.name): a line starts with a final consonant")
            #expect(before.map { !endsSyllable.contains($0) } ?? true, "\(sample.name): a line breaks inside a syllable")
        }
    }

    /// Break opportunities go between syllables, never inside one.
    @Test(arguments: [
        ("ແລະພວກເຮົາ", "ແລະ|ພ|ວ|ກ|ເຮົາ"),
        ("ဆိုင်အသစ်", "ဆိုင်|အ|သစ်"),
        ("ខ្ញុំចង់", "ខ្ញុំ|ច|ង់"),
        ("Hello ខ្មែរ", "Hello ខ្មែ|រ"),
        ("no scripts here", "no scripts here"),
    ])
    func syllablesGetBreakOpportunities(text: String, expected: String) {
        #expect(SyllableBreaks.inserted(into: text).replacingOccurrences(of: "\u{200B}", with: "|") == expected)
    }

    @Test func anUnknownFamilyNamesSimilarOnes() throws {
        #expect(throws: RenderError.badFont("Noto Sans Tibetan 17", reason: FontDescription.unknownFamily("Noto Sans Tibetan", available: renderer.fontFamilies))) {
            try FontDescription("Noto Sans Tibetan 17", fontMap: renderer.fontMap)
        }
        let reason = FontDescription.unknownFamily("Noto Sans Tibetan", available: renderer.fontFamilies)
        #expect(reason.hasPrefix(#"unknown family "Noto Sans Tibetan" (similar: Noto Serif Tibetan; "#))
        #expect(reason.count < 200)
    }

    @Test func theFingerprintListsEveryAdmittedFile() throws {
        let files = try FontConfig().fontFiles
        let fingerprint = try RenderEnvironment.fingerprint()
        #expect(files.count > 200)
        for name in ["NotoSansKhmer-Regular.ttf", "NotoSansKhmer-Bold.ttf", "NotoSansSymbols2-Regular.ttf",
                     "NotoSansMath-Regular.ttf", "NotoNastaliqUrdu-Regular.ttf", "NotoSerifTibetan-Regular.ttf"] {
            #expect(files.contains { $0.hasSuffix("/" + name) }, "\(name) is not admitted")
        }
        for file in files {
            #expect(fingerprint.contains("font \(file) "))
        }
    }
}

/// The library's results carry what was drawn as boxes.
@Suite("missing glyphs in results")
struct MissingGlyphsResultTests {
    @Test func aBubbleCountsItsBoxes() throws {
        let renderer = try BubbleRenderer()
        let image = try renderer.render(text: "a \u{F8FF} b \u{11F04} \u{F8FF}", options: BubbleOptions())
        #expect(image.unknownGlyphs == 3)
        #expect(image.missingGlyphs?.characters == ["\u{F8FF}", "\u{11F04}"])
        #expect(image.missingGlyphs?.codePoints() == "U+F8FF, U+11F04")
        #expect(try renderer.render(text: "ខ្មែរ", options: BubbleOptions()).missingGlyphs == nil)
    }

    @Test func codePointsAreCutAfterTheFirstFew() {
        let missing = MissingGlyphs(path: "", count: 7, characters: (0xE000...0xE006).compactMap(Unicode.Scalar.init))
        #expect(missing.codePoints(limit: 3) == "U+E000, U+E001, U+E002, ...")
        #expect(MissingGlyphs(path: "", count: 1, characters: ["\u{1}"]).codePoints() == "U+0001")
    }
}
