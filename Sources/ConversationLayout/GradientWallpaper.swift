import BubbleGeometry

/// A doodle wallpaper painted on a soft gradient, as Telegram's default one: how the
/// gradient and the doodles are put together in one appearance.
package struct GradientWallpaper: Sendable, Hashable {
    /// How the doodles show.
    package enum Lines: Sendable, Hashable {
        /// The gradient covers the screen and the doodles are drawn over it in this colour,
        /// translucent, so they darken (or lighten) it where they are.
        case ink(RGBAColor)
        /// The screen is the chat's background colour and the doodles show the gradient
        /// through it at this opacity (0 to 1), as Telegram's dark wallpapers show their pattern.
        case gradient(opacity: Double)
    }

    /// The colours and their places on the screen (its unit square).
    package var gradient: SoftGradient
    /// How the doodles show on it.
    package var lines: Lines
}
