import BubbleGeometry
import ConversationLayout

extension ImageSurface {
    /// The least alpha (of 255) of a pixel that counts as drawn in ``drawnShape()``: about a
    /// tenth, so that a sticker's soft shadow counts and stray near-transparent pixels do not.
    package static var drawnAlpha: UInt32 { 26 }

    /// Where the surface draws: the box around its pixels whose alpha is at least
    /// ``drawnAlpha`` and the bottom edge of each column's lowest such pixel, as fractions of
    /// the surface's width and height; nil when no pixel is drawn. Reads the pixels
    /// (``argbWords()``) once.
    package func drawnShape() -> DrawnShape? {
        let words = argbWords()
        var bottoms = [Double?](repeating: nil, count: width)
        var (minX, maxX, minY, maxY) = (width, -1, height, -1)
        for y in 0..<height {
            for x in 0..<width where words[y * width + x] >> 24 >= Self.drawnAlpha {
                (minX, maxX) = (min(minX, x), max(maxX, x))
                (minY, maxY) = (min(minY, y), y)
                bottoms[x] = Double(y + 1) / Double(height)
            }
        }
        guard maxX >= 0 else { return nil }
        let (w, h) = (Double(width), Double(height))
        return DrawnShape(bounds: Rect(x: Double(minX) / w, y: Double(minY) / h, width: Double(maxX + 1 - minX) / w,
                                       height: Double(maxY + 1 - minY) / h),
                          bottoms: bottoms)
    }
}
