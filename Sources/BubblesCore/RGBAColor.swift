/// A straight (not premultiplied) sRGB colour with alpha, each channel 0...255: the one colour
/// type of transcripts, looks, rendering and image comparison.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity: 0 transparent, 255 opaque.
    public var alpha: UInt8

    /// A colour of the given channels, opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); `nil` for anything else.
    public init?(hex: String) {
        guard hex.first == "#" else { return nil }
        let digits = hex.dropFirst().unicodeScalars.map { Self.hexValue($0) }
        guard !digits.contains(nil) else { return nil }
        let d = digits.compactMap { $0 }
        switch d.count {
        case 3:
            self.init(red: d[0] * 17, green: d[1] * 17, blue: d[2] * 17)
        case 6, 8:
            self.init(red: d[0] * 16 + d[1], green: d[2] * 16 + d[3], blue: d[4] * 16 + d[5],
                      alpha: d.count == 8 ? d[6] * 16 + d[7] : 255)
        default:
            return nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { byte in
            let s = String(byte, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }

    /// `hexString`.
    public var description: String { hexString }

    /// `red` as a fraction from 0 to 1.
    public var redComponent: Double { Double(red) / 255 }
    /// `green` as a fraction from 0 to 1.
    public var greenComponent: Double { Double(green) / 255 }
    /// `blue` as a fraction from 0 to 1.
    public var blueComponent: Double { Double(blue) / 255 }
    /// `alpha` as a fraction from 0 to 1.
    public var alphaComponent: Double { Double(alpha) / 255 }

    /// Opaque black, `#000000`.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white, `#FFFFFF`.
    public static let white = RGBAColor(red: 255, green: 255, blue: 255)
    /// Fully transparent black, `#00000000`.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque pure red, `#FF0000`: pixelmatch's colour for differing pixels.
    public static let red = RGBAColor(red: 255, green: 0, blue: 0)
    /// Opaque yellow, `#FFFF00`: pixelmatch's colour for anti-aliased pixels.
    public static let yellow = RGBAColor(red: 255, green: 255, blue: 0)

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 48)
        case "a"..."f": UInt8(scalar.value - 87)
        case "A"..."F": UInt8(scalar.value - 55)
        default: nil
        }
    }
}
