import Testing
import BubbleGeometry
import CairoDrawing
import ConversationLayout
import Raster

/// Where a picture's opaque pixels reach farthest toward a top corner: what a tapback on a
/// sticker points at.
@Suite("visible corner")
struct VisibleCornerTests {
    /// A 40 × 20 picture, transparent but for an opaque disc of radius 8 centred at (20, 10),
    /// with faint (alpha 100) pixels in its top corners, which do not count.
    private func disc() throws -> ImageSurface {
        var pixels = [UInt8](repeating: 0, count: 40 * 20 * 4)
        for y in 0..<20 {
            for x in 0..<40 {
                let dx = Double(x) + 0.5 - 20, dy = Double(y) + 0.5 - 10
                let alpha: UInt8 = dx * dx + dy * dy <= 64 ? 255 : (y == 0 && (x == 0 || x == 39) ? 100 : 0)
                pixels[(y * 40 + x) * 4 + 3] = alpha
            }
        }
        return try ImageSurface(straight: RGBAImage(validatedWidth: 40, height: 20, pixels: pixels))
    }

    @Test func theDiscReachesTowardEachCornerOnItsDiagonal() throws {
        let surface = try disc()
        let right = try #require(surface.visibleCorner(toward: .right))
        let left = try #require(surface.visibleCorner(toward: .left))
        // Pixel centres, the topmost of those tied along the diagonal.
        #expect(right == Point(x: 24.5 / 40, y: 3.5 / 20))
        #expect(left == Point(x: 15.5 / 40, y: 3.5 / 20))
    }

    @Test func aTransparentPictureHasNone() throws {
        let surface = try ImageSurface(straight: RGBAImage(validatedWidth: 4, height: 4, pixels: [UInt8](repeating: 0, count: 64)))
        #expect(surface.visibleCorner(toward: .right) == nil)
    }
}
