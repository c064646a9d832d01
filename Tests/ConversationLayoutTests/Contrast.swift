import Foundation
import BubbleGeometry

/// WCAG 2's contrast between colours, for the tests that keep texts and marks readable.
enum Contrast {
    /// `color` painted over the opaque `background` at its own alpha.
    static func composite(_ color: RGBAColor, over background: RGBAColor) -> RGBAColor {
        let alpha = Double(color.alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded()) }
        return RGBAColor(red: mix(color.red, background.red), green: mix(color.green, background.green),
                         blue: mix(color.blue, background.blue))
    }

    /// The relative luminance of an opaque colour (WCAG 2: sRGB linearised, Rec. 709 weights).
    static func luminance(_ color: RGBAColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of two opaque colours, 1 to 21.
    static func ratio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
