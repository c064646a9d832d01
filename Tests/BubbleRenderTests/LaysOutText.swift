@testable import BubbleRender
import CairoDrawing

/// A test suite that lays text out directly, in Noto Sans 17 with its renderer's context.
protocol LaysOutText {
    var renderer: BubbleRenderer { get }
    var font: FontDescription { get }
}

extension LaysOutText {
    /// Noto Sans 17 from `renderer`'s fonts, the font such suites measure with.
    static func standardFont(of renderer: BubbleRenderer) throws -> FontDescription {
        try FontDescription("Noto Sans 17", fontMap: renderer.fontMap)
    }

    func layout(_ text: String, width: Double? = nil, language: String? = nil) throws -> TextLayout {
        try TextLayout(text: text, font: font, maxWidth: width, language: language, context: renderer.textContext)
    }
}
