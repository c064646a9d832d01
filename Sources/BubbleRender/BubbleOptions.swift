import BubbleGeometry
import ConversationLayout
import Transcript

/// How to draw one text bubble as an image.
public struct BubbleOptions: Sendable, Hashable {
    /// The look whose bubble is drawn, by name, as a transcript's `theme` and `--theme` give
    /// it: its outline, its colours unless ``colors`` gives others, and whether emoji alone go
    /// without a bubble.
    public var theme: LookName
    /// A look of one's own, read from a look file, which replaces ``theme``'s; nil for none.
    public var look: LookFile?
    /// Incoming (tail on the left) or outgoing (the mirror image).
    public var side: BubbleSide
    /// Whether the bubble carries its tail (the one bubble of a group that does).
    public var hasTail: Bool
    /// The widest the bubble may be, tail included, in points; text wraps to stay inside.
    public var maxWidth: Double
    /// A Pango font description; `nil` for the look's face at 17 points (``resolvedFont``).
    public var font: String?
    /// The text's language as a BCP 47 tag (`ja`, `zh-Hans`, `ar`), as a transcript's `lang`
    /// and `--lang` give it, which picks regional glyph forms; `nil` leaves it to the script.
    public var lang: String?
    /// Pixels per point.
    public var scale: Double
    /// Colours; `nil` means the look's light colours for the side.
    public var colors: BubbleColors?
    /// A line along the outline; nil for none.
    public var border: BubbleBorder?
    /// Space around the bubble, in points.
    public var margin: Double

    /// Options with the CLI's defaults for anything not given.
    public init(theme: LookName = .imessage, look: LookFile? = nil, side: BubbleSide = .incoming, hasTail: Bool = true,
                maxWidth: Double = 320, font: String? = nil, lang: String? = nil,
                scale: Double = 2, colors: BubbleColors? = nil, border: BubbleBorder? = nil, margin: Double = 8) {
        self.theme = theme
        self.look = look
        self.side = side
        self.hasTail = hasTail
        self.maxWidth = maxWidth
        self.font = font
        self.lang = lang
        self.scale = scale
        self.colors = colors
        self.border = border
        self.margin = margin
    }

    /// The font in force: `font`, or the face the look (``look``, else the one `theme` names)
    /// draws with at 17 points (Inter for `imessage` and `whatsapp`, Noto Sans for `talk` and
    /// `plain`).
    public var resolvedFont: String {
        font ?? look?.look.bubbleFont ?? (ChatLook.named(theme) ?? .imessage).bubbleFont
    }

    /// The colours in force: `colors`, or the look's light ones (iMessage's for a name no
    /// built-in look has, which drawing refuses).
    public var resolvedColors: BubbleColors {
        colors ?? look?.look.colors.light.bubble(side) ?? .standard(theme: theme, side: side)
    }
}
