import BubbleGeometry
import ConversationLayout

extension ImageSurface {
    /// The opaque pixel (alpha at least half) farthest toward the top `corner` along its
    /// diagonal (the largest x − y for the right corner, the smallest x + y for the left), the
    /// first found row by row when several tie, as fractions of the surface's width and height
    /// (the pixel's centre); nil when no pixel is opaque. Reads the pixels (``argbWords()``).
    package func visibleCorner(toward corner: TopCorner) -> Point? {
        let words = argbWords()
        var best: (score: Int, x: Int, y: Int)?
        for y in 0..<height {
            for x in 0..<width where words[y * width + x] >> 24 >= 128 {
                let score = corner == .right ? x - y : -x - y
                if best.map({ score > $0.score }) ?? true { best = (score, x, y) }
            }
        }
        return best.map { Point(x: (Double($0.x) + 0.5) / Double(width), y: (Double($0.y) + 0.5) / Double(height)) }
    }
}
