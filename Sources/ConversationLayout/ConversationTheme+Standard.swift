import BubbleGeometry

extension ConversationTheme {
    /// Former name of `BubbleGeometry.Appearance`.
    @available(*, deprecated, renamed: "BubbleGeometry.Appearance")
    public typealias Appearance = BubbleGeometry.Appearance

    /// The theme users know from the app each style imitates.
    public static func standard(_ style: BubbleStyle, appearance: BubbleGeometry.Appearance) -> ConversationTheme {
        let look = ChatLook.standard(style)
        return ConversationTheme(look: look, colors: look.colors[appearance])
    }
}
