import BubbleGeometry
import Transcript

/// How a conversation looks: a look (`ChatLook`) in one appearance, its colours resolved (the
/// transcript's `colors` applied).
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

    /// Everything the look decides; the properties below read and change it.
    package var look: ChatLook
    /// The canvas, bubble, text and meta colours.
    public var colors: ThemeColors

    /// The bubble's outline.
    public var outline: BubbleStyle {
        get { look.outline }
        set { look.outline = newValue }
    }
    /// Former name of ``outline``.
    @available(*, deprecated, renamed: "outline")
    public var style: BubbleStyle {
        get { outline }
        set { outline = newValue }
    }
    /// The message font when the transcript names none.
    public var font: String {
        get { look.font }
        set { look.font = newValue }
    }
    /// The size of times, names and separator labels, in points.
    public var metaSize: Double {
        get { look.metaSize }
        set { look.metaSize = newValue }
    }
    /// Where a message's time goes.
    public var timePlacement: TimePlacement {
        get { look.timePlacement }
        set { look.timePlacement = newValue }
    }
    /// Whether group chats show the sender's name inside the bubble (WhatsApp) rather than above it.
    public var namesInside: Bool {
        get { look.namesInside }
        set { look.namesInside = newValue }
    }
    /// The corner radius of a photo inside a bubble.
    public var imageCornerRadius: Double {
        get { look.imageCornerRadius }
        set { look.imageCornerRadius = newValue }
    }
    /// Vertical space between bubbles of one sender's run, in points.
    public var runSpacing: Double {
        get { look.runSpacing }
        set { look.runSpacing = newValue }
    }
    /// Vertical space above the first bubble of a run, in points.
    public var groupSpacing: Double {
        get { look.groupSpacing }
        set { look.groupSpacing = newValue }
    }

    /// `look` with `colors`.
    package init(look: ChatLook, colors: ThemeColors) {
        self.look = look
        self.colors = colors
    }

    /// A theme of the given values, the rest as the built-in look `style` names decides
    /// (iMessage for a name no built-in look has); ``standard(_:appearance:)`` gives the
    /// built-in ones.
    public init(style: LookName, colors: ThemeColors, font: String, metaSize: Double, timePlacement: TimePlacement,
                namesInside: Bool, imageCornerRadius: Double, runSpacing: Double, groupSpacing: Double) {
        self.init(look: ChatLook.named(style) ?? .imessage, colors: colors)
        self.font = font
        self.metaSize = metaSize
        self.timePlacement = timePlacement
        self.namesInside = namesInside
        self.imageCornerRadius = imageCornerRadius
        self.runSpacing = runSpacing
        self.groupSpacing = groupSpacing
    }
}
