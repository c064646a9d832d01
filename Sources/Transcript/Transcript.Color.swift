extension Transcript {
    /// An sRGB colour with straight (not premultiplied) alpha, 8 bits per channel.
    ///
    /// Written in transcripts as `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case;
    /// `#RGB` means `#RRGGBB` with each digit doubled; alpha defaults to `FF`).
    ///
    /// It is nested in ``Transcript`` so it cannot clash with a colour type of another module
    /// (such as `BubbleGeometry.RGBAColor`); the channels convert one to one.
    public struct Color: Sendable, Hashable, CustomStringConvertible {
        /// Red, 0–255.
        public var red: UInt8
        /// Green, 0–255.
        public var green: UInt8
        /// Blue, 0–255.
        public var blue: UInt8
        /// Alpha, 0 (transparent) – 255 (opaque).
        public var alpha: UInt8

        /// Creates a colour from 8-bit channels.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); nil for anything else.
        public init?(hex: String) {
            let utf8 = Array(hex.utf8)
            guard utf8.first == UInt8(ascii: "#") else { return nil }
            var digits: [UInt8] = []
            digits.reserveCapacity(8)
            for byte in utf8.dropFirst() {
                guard let digit = Self.hexDigit(byte) else { return nil }
                digits.append(digit)
            }
            switch digits.count {
            case 3:
                self.init(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
            case 6, 8:
                let alpha = digits.count == 8 ? digits[6] << 4 | digits[7] : 255
                self.init(red: digits[0] << 4 | digits[1], green: digits[2] << 4 | digits[3],
                          blue: digits[4] << 4 | digits[5], alpha: alpha)
            default:
                return nil
            }
        }

        /// Red as a fraction in 0...1.
        public var redComponent: Double { Double(red) / 255 }
        /// Green as a fraction in 0...1.
        public var greenComponent: Double { Double(green) / 255 }
        /// Blue as a fraction in 0...1.
        public var blueComponent: Double { Double(blue) / 255 }
        /// Alpha as a fraction in 0...1.
        public var alphaComponent: Double { Double(alpha) / 255 }

        /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise (uppercase).
        public var hexString: String {
            var text = "#" + Self.hex(red) + Self.hex(green) + Self.hex(blue)
            if alpha != 255 { text += Self.hex(alpha) }
            return text
        }

        /// Same as ``hexString``.
        public var description: String { hexString }

        private static func hex(_ value: UInt8) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }

        private static func hexDigit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30 ... 0x39: return byte - 0x30
            case 0x41 ... 0x46: return byte - 0x41 + 10
            case 0x61 ... 0x66: return byte - 0x61 + 10
            default: return nil
            }
        }
    }
}
