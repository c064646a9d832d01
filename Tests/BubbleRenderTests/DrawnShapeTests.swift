import Testing
import BubbleGeometry
import CairoDrawing
import ConversationLayout
import Raster

/// Where a picture draws: what a reaction under a sticker hangs from (review 22).
@Suite("drawn shape")
struct DrawnShapeTests {
    /// A 40 × 20 picture whose pixels have alpha `alpha(x, y)`.
    private func picture(_ alpha: (Int, Int) -> UInt8) throws -> ImageSurface {
        var pixels = [UInt8](repeating: 0, count: 40 * 20 * 4)
        for y in 0..<20 {
            for x in 0..<40 { pixels[(y * 40 + x) * 4 + 3] = alpha(x, y) }
        }
        return try ImageSurface(straight: RGBAImage(validatedWidth: 40, height: 20, pixels: pixels))
    }

    /// A disc of radius 8 centred at (20, 10), with barely visible pixels (alpha 20) in the
    /// corners, which do not count: its box, and its foot lower in the middle than at its side.
    @Test func aDiscDrawsItsBoxAndItsRoundFoot() throws {
        let surface = try picture { x, y in
            let dx = Double(x) + 0.5 - 20, dy = Double(y) + 0.5 - 10
            return dx * dx + dy * dy <= 64 ? 255 : ((x == 0 || x == 39) && (y == 0 || y == 19) ? 20 : 0)
        }
        let shape = try #require(surface.drawnShape())
        #expect(shape.bounds == Rect(x: 12.0 / 40, y: 2.0 / 20, width: 16.0 / 40, height: 16.0 / 20))
        #expect(shape.bottom(from: 0.45, to: 0.55) == 18.0 / 20, "the disc's lowest row under its middle")
        #expect(shape.bottom(from: 0.3, to: 0.33) == 15.0 / 20, "higher toward its side (columns 12 and 13)")
        #expect(shape.bottom(from: 0, to: 0.2) == shape.bounds.maxY, "columns that draw nothing: the bounds' bottom")
        // Placed in a box of 80 × 40 points at (10, 100): scaled with it.
        let placed = shape.placed(in: Rect(x: 10, y: 100, width: 80, height: 40))
        let bounds = placed.bounds
        #expect([bounds.minX - 34, bounds.minY - 104, bounds.width - 32, bounds.height - 32].allSatisfy { abs($0) < 1e-9 }, "\(bounds)")
        #expect(abs(placed.bottom(from: 48, to: 52) - 136) < 1e-9)
        #expect(surface.drawnShape() == shape, "the same every time")
    }

    /// A picture that draws nothing has no shape (its box stands for it); one opaque all over
    /// draws its whole box.
    @Test func aClearPictureHasNoneAndAnOpaqueOneIsItsBox() throws {
        #expect(try picture { _, _ in 0 }.drawnShape() == nil)
        let opaque = try #require(try picture { _, _ in 255 }.drawnShape())
        #expect(opaque.bounds == Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(opaque.bottom(from: 0.2, to: 0.4) == 1)
    }
}
