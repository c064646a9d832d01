import BubbleGeometry
import Transcript

/// The colours of one bubble and the canvas behind it.
public struct BubbleColors: Sendable, Hashable {
    /// The bubble's fill.
    public var fill: RGBAColor
    /// The message text.
    public var text: RGBAColor
    /// The canvas behind the bubble.
    public var background: RGBAColor

    /// The given colours.
    public init(fill: RGBAColor, text: RGBAColor, background: RGBAColor) {
        self.fill = fill
        self.text = text
        self.background = background
    }

    /// The colours users know from the app the built-in look `theme` imitates (light
    /// appearance; iMessage's for a name no built-in look has).
    public static func standard(theme: LookName, side: BubbleSide) -> BubbleColors {
        ConversationTheme.standard(theme, appearance: .light).colors.bubble(side)
    }
}
