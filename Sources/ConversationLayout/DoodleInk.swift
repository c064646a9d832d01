import BubbleGeometry

/// The colour of the doodle wallpaper's lines: `color` (nil: the look's time colour, `meta`)
/// moved `amount` of the way from the chat's background, so the lines stay faint.
package struct DoodleInk: Sendable, Hashable {
    /// The lines' own colour; nil for the time colour.
    package var color: RGBAColor?
    /// How far from the background towards `color` the lines are, 0 to 1.
    package var amount: Double

    /// The time colour mixed into the background: 15% in light, 12% in dark.
    package static let meta = ByAppearance(light: DoodleInk(color: nil, amount: 0.15), dark: DoodleInk(color: nil, amount: 0.12))
}
