import PNGCodec
import Raster

/// Small PNGs standing in for rendered bubbles, made without any renderer: a white image,
/// 8 pixels wide per character and 12 tall, its top rows a band of `fill`, and below it a
/// black bar per character whose height follows the character, so that other text differs
/// and longer text is wider.
enum TestPNG {
    static func bubble(_ text: String, fill: String = "#E9E9EB") throws -> [UInt8] {
        let width = 8 * text.unicodeScalars.count + 4, height = 12
        let color = try rgb(fill)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        func paint(_ x: Int, _ y: Int, _ value: [UInt8]) {
            let offset = (y * width + x) * 4
            pixels.replaceSubrange(offset..<offset + 3, with: value)
        }
        for y in 1..<5 {
            for x in 1..<(width - 1) { paint(x, y, color) }
        }
        for (index, scalar) in text.unicodeScalars.enumerated() {
            for y in 6..<(7 + Int(scalar.value % 5)) {
                for x in (8 * index + 2)..<(8 * index + 6) { paint(x, y, [0, 0, 0]) }
            }
        }
        return try PNGEncoder.encode(RGBAImage(width: width, height: height, pixels: pixels))
    }

    /// `#RRGGBB` as three bytes.
    private static func rgb(_ hex: String) throws -> [UInt8] {
        guard hex.count == 7, let value = UInt32(hex.dropFirst(), radix: 16) else { throw TestPNGError.badColor(hex) }
        return [UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

enum TestPNGError: Error {
    case badColor(String)
}
