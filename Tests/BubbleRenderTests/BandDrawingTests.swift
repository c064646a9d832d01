import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing

/// A band of a page (``DrawingContext`` with an `originY`) has the pixels one tall surface has
/// in those rows: the PNG encoder's bands lean on that, a band's first rows being the end of
/// the band before it.
@Suite("bands draw what one surface draws")
struct BandDrawingTests {
    /// A line of Inter 16 at scale 3 near row 1770, drawn on one surface and on bands starting
    /// across it, at 20 heights a fraction of a pixel apart. Cairo 1.16 rounds glyph positions
    /// after the user space's translation, so bands placed by translating it set some of these
    /// lines a pixel off; placed by the surface's device offset they do not.
    @Test func textIsWhereOneSurfaceHasIt() throws {
        let renderer = try BubbleRenderer()
        let font = try FontDescription("Inter 16", fontMap: renderer.fontMap)
        let text = try TextLayout(text: "Are we still on", font: font, maxWidth: nil, language: "en", context: renderer.textContext)
        let width = 300, height = 1900
        func draw(top: Int, y: Double) throws -> [UInt32] {
            let surface = try ImageSurface(width: width, height: height - top)
            let cr = try DrawingContext(surface: surface, scale: 3, originY: top)
            cr.clear(to: .white)
            cr.show(text, at: Point(x: 5, y: y), color: .black)
            try cr.check()
            return surface.argbWords()
        }
        var differing: [String] = []
        for step in 0..<20 {
            let y = 590 + Double(step) * 0.0517
            let whole = try draw(top: 0, y: y)
            for top in 1710..<1790 where Array(whole[(top * width)...]) != (try draw(top: top, y: y)) {
                differing.append("y \(y), band from row \(top)")
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }
}
