import CairoDrawing
import BubbleGeometry

/// A sender's avatar: their picture, or their initials on a colour derived from their name.
enum Avatar {
    case image(MessageImage)
    case initials(TextBlock, background: RGBAColor)

    /// Up to two initials: the first letters of the first and last words of `name`.
    static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return String(letters).uppercased()
    }

    /// A colour picked from a palette by a stable hash of `name` (FNV-1a), so one person
    /// keeps one colour in every image.
    static func color(for name: String) -> RGBAColor {
        let palette = ["#E5484D", "#F76B15", "#FFB224", "#30A46C", "#12A594", "#0090FF", "#6E56CF", "#D6409F"]
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return RGBAColor(hex: palette[Int(hash % UInt32(palette.count))]) ?? .black
    }
}

extension DrawingContext {
    /// Draws an avatar as a circle filling `rect`.
    func draw(_ avatar: Avatar, in rect: Rect) throws(RenderError) {
        let circle = Path.circle(center: Point(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2),
                                 radius: min(rect.width, rect.height) / 2)
        switch avatar {
        case .image(let image):
            try drawImage(image, in: rect, clip: circle, clipOffset: .zero)
        case .initials(let block, let background):
            fill(circle, at: .zero, color: background)
            show(block.layout, at: block.origin(centredIn: rect), color: .white)
        }
    }
}
