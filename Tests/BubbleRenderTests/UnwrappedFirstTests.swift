import Testing
@testable import BubbleRender
import CairoDrawing
import WorkMeter

/// Texts that fit their width are laid out without one (Pango shapes them once), with the
/// lines, runs and extents wrapping gives them.
@Suite("text laid out unwrapped first")
struct UnwrappedFirstTests: LaysOutText {
    let renderer: BubbleRenderer
    let font: FontDescription

    init() throws {
        renderer = try BubbleRenderer()
        font = try Self.standardFont(of: renderer)
    }

    /// The natural width of `text` in points: its widest line laid out without a width.
    private func naturalWidth(_ text: String) throws -> Double {
        try layout(text).lineExtents.map(\.width).max() ?? 0
    }

    private func expectSameLayout(_ kept: TextLayout, _ wrapped: TextLayout) {
        #expect(kept.lineStarts == wrapped.lineStarts)
        #expect(kept.lineExtents == wrapped.lineExtents)
        #expect(kept.extents.logical == wrapped.extents.logical)
        #expect(kept.extents.ink == wrapped.extents.ink)
        #expect(kept.runs.map(\.family) == wrapped.runs.map(\.family))
        #expect(kept.runs.map(\.glyphs) == wrapped.runs.map(\.glyphs))
    }

    @Test(arguments: ["Sounds good 👍", "fill 👍👍", "Shopping list:\n- eggs\n- bread", "iiiiiiiiiiii lllllll", "مرحبا بك"])
    func aTextThatFitsKeepsTheLayoutWrappingWouldGive(_ text: String) throws {
        let width = try naturalWidth(text)
        // The guess (half an em a byte) takes the first width for one that fits, and the
        // second, where the text still fits, for one that wraps: Pango wraps that one.
        try #require(!TextLayout.UnwrappedFirst.probablyFits(Array(text.utf8), fontSize: 17, maxWidth: width))
        let roomy = Double(text.utf8.count) * 17 * TextLayout.UnwrappedFirst.assumedAdvance + 1
        let kept = try layout(text, width: max(roomy, width))
        let wrapped = try layout(text, width: width)
        #expect(kept.wrapWidth == nil || text.unicodeScalars.contains { $0.value >= 0x600 && $0.value < 0x700 },
                "kept unwrapped unless right-to-left, whose width is then its widest line")
        expectSameLayout(kept, wrapped)
    }

    @Test func aTextExactlyAsWideAsTheWidthFitsAndOneUnitLessWraps() throws {
        let text = "Wow mmm www MMM"
        let width = try naturalWidth(text)
        try #require(TextLayout.UnwrappedFirst.probablyFits(Array(text.utf8), fontSize: 17, maxWidth: width))
        let exact = try layout(text, width: width)
        #expect(exact.wrapWidth == nil)
        #expect(exact.lineStarts == [0])
        let narrower = try layout(text, width: width - 1.0 / 1024)
        #expect(narrower.wrapWidth == width - 1.0 / 1024)
        #expect(narrower.lineStarts.count == 2)
    }

    @Test func aTextThatProbablyFitsIsLaidOutOnceAndOnlyOnceMoreWhenItWraps() throws {
        let fits = WorkMeter.measure { try? layout("On my way", width: 250) }.work
        #expect(fits[.layoutPasses] == "On my way".utf8.count)
        let text = "iiiii wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww"
        let wraps = WorkMeter.measure { try? layout(text, width: Double(text.utf8.count) * 17 * 0.5) }
        #expect(wraps.result?.wrapWidth != nil)
        #expect(wraps.work[.layoutPasses] == 2 * text.utf8.count)
        let long = String(repeating: "a long message ", count: 20)
        let guessedLong = WorkMeter.measure { try? layout(long, width: 250) }
        #expect(guessedLong.result?.wrapWidth == 250)
        #expect(guessedLong.work[.layoutPasses] == long.utf8.count, "a text guessed too long is wrapped at once")
    }

    @Test func centredLinesAreCentredWithinTheWidth() throws {
        let text = "Today 09:41"
        let width = try naturalWidth(text)
        let centred = try TextLayout(text: text, font: font, maxWidth: 200, language: nil, context: renderer.textContext,
                                     centred: true)
        #expect(centred.wrapWidth == 200)
        let line = try #require(centred.lineExtents.first)
        #expect(abs(line.minX - (200 - width) / 2) < 1.0 / 512)
    }
}
