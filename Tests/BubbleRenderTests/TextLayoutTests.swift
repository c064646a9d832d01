import Foundation
import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout
import Raster

@Suite("text layout")
struct TextLayoutTests: LaysOutText {
    let renderer: BubbleRenderer
    let font: FontDescription

    init() throws {
        renderer = try BubbleRenderer()
        font = try Self.standardFont(of: renderer)
    }

    /// UTF-8 offsets where a user-perceived character (grapheme cluster) starts.
    private func graphemeStarts(_ text: String) -> Set<Int> {
        Set(text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) })
    }

    @Test func hanCharactersTakeTheFormsOfTheLanguage() throws {
        let forms = try ["ja", "zh-Hans", "zh-Hant", "ko"].map { language in
            try renderer.render(text: "返述化", options: BubbleOptions(lang: language)).pixels
        }
        for i in forms.indices {
            for j in forms.indices where j > i {
                #expect(forms[i] != forms[j], "same glyphs for languages \(i) and \(j)")
            }
        }
        #expect(try layout("返述化", language: "ko").runs.map(\.family) == ["Noto Sans CJK KR"])
        #expect(try layout("返述化", language: "zh-Hant").runs.map(\.family) == ["Noto Sans CJK TC"])
    }

    @Test(arguments: ["👨‍👩‍👧‍👦", "👋🏽", "🇯🇵", "1️⃣", "🏳️‍🌈"])
    func emojiSequencesAreOneColourGlyph(_ emoji: String) throws {
        let runs = try layout(emoji).runs
        #expect(runs.map(\.family) == ["Noto Color Emoji"])
        #expect(runs.map(\.glyphs) == [1])
    }

    @Test func emojiAreDrawnInColour() throws {
        let bitmap = try renderer.render(text: "🇯🇵", options: BubbleOptions(colors: BubbleColors(fill: .white, text: .black, background: .white))).pixels
        var red = 0
        for pixel in stride(from: 0, to: bitmap.pixels.count, by: 4) where bitmap.pixels[pixel] > 150 && bitmap.pixels[pixel + 1] < 60 {
            red += 1
        }
        #expect(red > 100)
    }

    @Test(arguments: [30.0, 45.0, 80.0])
    func graphemeClustersAreNeverSplit(width: Double) throws {
        let text = "👨‍👩‍👧‍👦🇯🇵👋🏽e\u{301}\u{301}ก้ำ👩🏽‍💻🏳️‍🌈" + String(repeating: "a\u{308}", count: 12)
        let starts = try layout(text, width: width).lineStarts
        #expect(starts.count > 3)
        #expect(Set(starts).isSubset(of: graphemeStarts(text)))
    }

    @Test func longWordsWrapInsideTheWidth() throws {
        for text in ["https://example.com/a/very/long/path/that/cannot/fit?query=1", "Donaudampfschifffahrtsgesellschaftskapitän", String(repeating: "x", count: 300)] {
            let wrapped = try layout(text, width: 120)
            #expect(wrapped.lineCount > 1)
            #expect(wrapped.extents.logical.width <= 120)
        }
    }

    @Test func japaneseLinesNeverStartWithClosingPunctuation() throws {
        let text = "今日は「東京タワー」に行きました、とても綺麗でした。また行きたいです！本当に。"
        let layout = try layout(text, width: 95, language: "ja")
        let utf8 = Array(text.utf8)
        #expect(layout.lineCount > 3)
        for start in layout.lineStarts {
            let first = String(decoding: utf8[start...].prefix(3), as: UTF8.self)
            #expect(!["。", "、", "」", "！", "）"].contains(first), "line starts with \(first)")
        }
    }

    @Test func thaiBreaksBetweenWords() throws {
        let words = ["สวัสดี", "ครับ", "วันนี้", "อากาศ", "ดี", "มาก"]
        let text = words.joined()
        var boundaries: Set<Int> = [0]
        var offset = 0
        for word in words {
            offset += word.utf8.count
            boundaries.insert(offset)
        }
        let layout = try layout(text, width: 60, language: "th")
        #expect(layout.lineCount > 2)
        #expect(Set(layout.lineStarts).isSubset(of: boundaries))
    }

    @Test func spacesAndBlankLinesAreKept() throws {
        #expect(try layout("   a").extents.logical.width > layout("a").extents.logical.width + 10)
        #expect(try layout("a   ").extents.logical.width > layout("a").extents.logical.width + 10)
        #expect(try layout("a\n\nb").lineCount == 3)
    }

    @Test func linesHaveOneHeightWhateverTheScript() throws {
        let latin = try layout("Latin").extents.logical.height
        for text in ["日本語", "😀", "مرحبا", "नमस्ते", "ภาษาไทย"] {
            #expect(try layout(text).extents.logical.height == latin, "\(text)")
        }
        #expect(try layout("a\n😀\n日本").extents.logical.height == 3 * latin)
    }

    @Test func oneToThreeEmojiAreJumbo() {
        #expect(JumboEmoji.applies(to: "😀"))
        #expect(JumboEmoji.applies(to: "👨‍👩‍👧‍👦 🇯🇵 ❤️"))
        #expect(!JumboEmoji.applies(to: "😀😀😀😀"))
        #expect(!JumboEmoji.applies(to: "😀 ok"))
        #expect(!JumboEmoji.applies(to: "1"))
        #expect(!JumboEmoji.applies(to: "©"))
        #expect(!JumboEmoji.applies(to: " "))
    }

    /// Looks that draw one to three emoji alone without a bubble (iMessage, WhatsApp, talk,
    /// plain) do so for a single bubble too.
    @Test func jumboEmojiInIMessageHaveNoBubble() throws {
        let colors = BubbleColors(fill: RGBAColor(red: 255, green: 0, blue: 255), text: .black, background: .white)
        let jumbo = try renderer.render(text: "🐶", options: BubbleOptions(theme: .imessage, colors: colors)).pixels
        let normal = try renderer.render(text: "🐶 dog", options: BubbleOptions(theme: .imessage, colors: colors)).pixels
        let whatsapp = try renderer.render(text: "🐶", options: BubbleOptions(theme: .whatsapp, colors: colors)).pixels
        let talk = try renderer.render(text: "🐶", options: BubbleOptions(theme: .talk, colors: colors)).pixels
        let plain = try renderer.render(text: "🐶", options: BubbleOptions(theme: .plain, colors: colors)).pixels
        func magenta(_ bitmap: RGBAImage) -> Int {
            stride(from: 0, to: bitmap.pixels.count, by: 4).filter { bitmap.pixels[$0] == 255 && bitmap.pixels[$0 + 1] == 0 && bitmap.pixels[$0 + 2] == 255 }.count
        }
        #expect(magenta(jumbo) == 0)
        #expect(magenta(normal) > 0)
        #expect(magenta(whatsapp) == 0)
        #expect(magenta(talk) == 0)
        #expect(magenta(plain) == 0)
        #expect(jumbo.height > normal.height)
    }
}

@Suite("very long words")
struct LongWordTests {
    @Test func runsWithoutSpacesGetInvisibleBreakOpportunities() {
        let run = TextLayout.longestUnbrokenRun
        let word = String(repeating: "x", count: 3 * run + 5)
        let shown = TextLayout.displayable(word)
        #expect(shown.filter { $0 == "\u{200B}" }.count == 3)
        #expect(shown.replacingOccurrences(of: "\u{200B}", with: "") == word)
        let sentence = String(repeating: "word ", count: 200)
        #expect(TextLayout.displayable(sentence) == sentence, "ordinary text is untouched")
        #expect(TextLayout.displayable("a\u{0}b") == "a\u{FFFD}b")
        #expect(TextLayout.displayable("\u{0}\u{301}") == "\u{FFFD}\u{301}", "a NUL before a mark is a character of its own")
        #expect(TextLayout.displayable(String(repeating: "x", count: run)) == String(repeating: "x", count: run))
        let emoji = String(repeating: "👨‍👩‍👧‍👦", count: run + 1)
        #expect(TextLayout.displayable(emoji).contains("\u{200B}👨‍👩‍👧‍👦"), "breaks go between grapheme clusters")
    }
}
