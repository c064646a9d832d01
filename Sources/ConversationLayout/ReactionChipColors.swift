import BubbleGeometry

/// The colours of Telegram's reaction chips inside a bubble of one side.
package struct ReactionChipColors: Sendable, Hashable {
    /// A chip's fill.
    package var fill: RGBAColor
    /// A chip's count (and an emoji's fallback) colour.
    package var text: RGBAColor
    /// The fill of a chip the user reacted with.
    package var ownFill: RGBAColor
    /// The count's colour on a chip the user reacted with.
    package var ownText: RGBAColor
}
