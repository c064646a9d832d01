import BubbleGeometry

/// The material of a bar that the messages scroll under, as iOS draws its navigation bar:
/// what lies beneath shows through the bar's colour, blurred and more saturated, instead of
/// ending at a hard edge.
package struct BarMaterial: Sendable, Hashable {
    /// The part of the screen the bar covers, in points.
    package var rect: Rect
    /// How far the blur spreads: the standard deviation of its Gaussian, in points.
    package var blur: Double
    /// How saturated what shows through is: 1 leaves its colours, more makes them stronger.
    package var saturation: Double
    /// How much of what lies beneath shows in the bar's colour, from 0 (none) to 1 (all).
    package var seeThrough: Double

    /// iOS's bar material over `rect`: a blur of 15 points, colours 1.8 times as saturated
    /// and a quarter of them showing through, numbers chosen by eye to resemble the system's
    /// chrome material (a strong blur that keeps the colours of what lies beneath vivid).
    package static func ios(_ rect: Rect) -> BarMaterial {
        BarMaterial(rect: rect, blur: 15, saturation: 1.8, seeThrough: 0.25)
    }

    /// The colour to paint, `1 - seeThrough` opaque, over what lies beneath so that over
    /// `background` alone the bar shows exactly `bar`: a chat with nothing under its header
    /// keeps the look's sampled colour. Channels are clamped to 0...255 where no colour can
    /// do that.
    package func tint(_ bar: RGBAColor, over background: RGBAColor) -> RGBAColor {
        let beneath = saturated(background)
        let opacity = 1 - seeThrough
        func channel(_ wanted: UInt8, _ under: UInt8) -> UInt8 {
            let value = (Double(wanted) - seeThrough * Double(under)) / opacity
            return UInt8(min(255, max(0, value.rounded())))
        }
        return RGBAColor(red: channel(bar.red, beneath.red), green: channel(bar.green, beneath.green),
                         blue: channel(bar.blue, beneath.blue), alpha: UInt8((opacity * 255).rounded()))
    }

    /// `color` made ``saturation`` times as saturated: each channel moved away from the
    /// colour's luminance (Rec. 709 weights), clamped to 0...255.
    package func saturated(_ color: RGBAColor) -> RGBAColor {
        let (red, green, blue) = saturated(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), limit: 255)
        return RGBAColor(red: UInt8(red.rounded()), green: UInt8(green.rounded()), blue: UInt8(blue.rounded()), alpha: color.alpha)
    }

    /// The channels `red`, `green` and `blue` made ``saturation`` times as saturated, each
    /// clamped to 0...`limit` (a premultiplied pixel's alpha).
    package func saturated(red: Double, green: Double, blue: Double, limit: Double) -> (Double, Double, Double) {
        let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        func push(_ value: Double) -> Double {
            min(limit, max(0, luminance + saturation * (value - luminance)))
        }
        return (push(red), push(green), push(blue))
    }
}
