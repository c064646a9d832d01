import BubbleGeometry

/// The colours of reaction chips (``ReactionStyle/chips``) inside a bubble of one side.
package struct ReactionChipColors: Sendable, Hashable {
    /// A chip's fill.
    package var fill: RGBAColor
    /// A chip's count (and an emoji's fallback) colour.
    package var text: RGBAColor
    /// The fill of a chip the user reacted with.
    package var ownFill: RGBAColor
    /// The count's colour on a chip the user reacted with.
    package var ownText: RGBAColor

    /// Telegram for iOS's chips (Day Classic, Night): the accent (blue in others' bubbles,
    /// green in the user's) faint behind the count, solid behind the user's own with the
    /// count in the bubble's colour; white in the dark appearance.
    package static let standard = ByAppearance(
        light: BySide(
            incoming: ReactionChipColors(fill: RGBAColor(red: 0x00, green: 0x7A, blue: 0xFF, alpha: 26), text: .rgb(0x007AFF),
                                         ownFill: .rgb(0x007AFF), ownText: .white),
            outgoing: ReactionChipColors(fill: RGBAColor(red: 0x2D, green: 0xA3, blue: 0x2F, alpha: 31), text: .rgb(0x2DA32F),
                                         ownFill: .rgb(0x2DA32F), ownText: .rgb(0xE1FFC7))),
        dark: BySide(
            incoming: ReactionChipColors(fill: RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 26), text: .white,
                                         ownFill: .white, ownText: .rgb(0x1D1D1D)),
            outgoing: ReactionChipColors(fill: RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 31), text: .white,
                                         ownFill: .white, ownText: .rgb(0x1D8EFD))))
}
