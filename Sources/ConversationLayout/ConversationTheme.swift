import BubbleGeometry

/// How a conversation looks: the bubble shape, colours, type sizes and where times go.
public struct ConversationTheme: Sendable, Hashable {
    /// Where a message's time is drawn.
    public enum TimePlacement: Sendable, Hashable {
        /// Inside the bubble at the bottom trailing corner, beside the last line when it fits (WhatsApp).
        case inside
        /// Under the bubble, in the meta colour (iMessage).
        case below
        /// Next to the bubble's bottom, on the side away from the tail (LINE-style talk).
        case beside
    }

    /// The bubble shape.
    public var style: BubbleStyle
    /// The canvas, bubble, text and meta colours.
    public var colors: ThemeColors
    /// The message font when the transcript names none.
    public var font: String
    /// The size of times, names and separator labels, in points.
    public var metaSize: Double
    /// Where a message's time goes.
    public var timePlacement: TimePlacement
    /// Whether group chats show the sender's name inside the bubble (WhatsApp) rather than above it.
    public var namesInside: Bool
    /// The corner radius of a photo inside a bubble.
    public var imageCornerRadius: Double
    /// Vertical space between bubbles of one sender's run, in points.
    public var runSpacing: Double
    /// Vertical space above the first bubble of a run, in points.
    public var groupSpacing: Double

    /// A theme of the given values; ``standard(_:appearance:)`` gives the built-in ones.
    public init(style: BubbleStyle, colors: ThemeColors, font: String, metaSize: Double, timePlacement: TimePlacement,
                namesInside: Bool, imageCornerRadius: Double, runSpacing: Double, groupSpacing: Double) {
        self.style = style
        self.colors = colors
        self.font = font
        self.metaSize = metaSize
        self.timePlacement = timePlacement
        self.namesInside = namesInside
        self.imageCornerRadius = imageCornerRadius
        self.runSpacing = runSpacing
        self.groupSpacing = groupSpacing
    }
}
