import BubbleGeometry

/// Every colour a conversation is drawn with.
public struct ThemeColors: Sendable, Hashable {
    /// The canvas (WhatsApp's wallpaper, iMessage's white or black).
    public var background: RGBAColor
    /// The fill of bubbles others sent.
    public var incoming: RGBAColor
    /// The fill of bubbles the user sent.
    public var outgoing: RGBAColor
    /// The text in incoming bubbles.
    public var incomingText: RGBAColor
    /// The text in outgoing bubbles.
    public var outgoingText: RGBAColor
    /// Separators, times and sender names outside bubbles.
    public var meta: RGBAColor
    /// The pill behind separator labels, when the theme draws one.
    public var separatorFill: RGBAColor?
    /// The pill behind system lines ("Ann joined the group"), when the theme draws one.
    public var systemFill: RGBAColor?
    /// The text of system lines, when it is not ``meta``.
    public var systemText: RGBAColor?
    /// The pill behind the encryption notice (a system line of kind `encryption`), when it is
    /// not ``systemFill``.
    public var noticeFill: RGBAColor?
    /// The text of the encryption notice, when it is not ``systemText``.
    public var noticeText: RGBAColor?
    /// The text of separator labels, when it is not ``meta`` (white on LINE's dark pill, the
    /// times beside its bubbles dark).
    public var separatorText: RGBAColor?
    /// The top colour of a vertical gradient the user's bubbles are filled with, ``outgoing``
    /// its bottom: the gradient spans the page (a screen), each bubble showing the part of it
    /// behind it, as Telegram's Night lays its outgoing gradient over the chat; nil:
    /// ``outgoing`` alone.
    public var outgoingTop: RGBAColor?

    /// The given colours; no separator or system pill unless `separatorFill` or `systemFill`
    /// is given, system lines in ``meta`` unless `systemText` is, separators in ``meta`` unless
    /// `separatorText` is, and the encryption notice as other system lines unless
    /// `noticeFill` or `noticeText` is, and the user's bubbles in ``outgoing`` alone unless
    /// `outgoingTop` is given.
    public init(background: RGBAColor, incoming: RGBAColor, outgoing: RGBAColor, incomingText: RGBAColor,
                outgoingText: RGBAColor, meta: RGBAColor, separatorFill: RGBAColor? = nil, systemFill: RGBAColor? = nil,
                systemText: RGBAColor? = nil, noticeFill: RGBAColor? = nil, noticeText: RGBAColor? = nil,
                separatorText: RGBAColor? = nil, outgoingTop: RGBAColor? = nil) {
        self.background = background
        self.incoming = incoming
        self.outgoing = outgoing
        self.incomingText = incomingText
        self.outgoingText = outgoingText
        self.meta = meta
        self.separatorFill = separatorFill
        self.systemFill = systemFill
        self.systemText = systemText
        self.noticeFill = noticeFill
        self.noticeText = noticeText
        self.separatorText = separatorText
        self.outgoingTop = outgoingTop
    }

    /// The fill and text colours of a bubble on `side`, on this background.
    public func bubble(_ side: BubbleSide) -> BubbleColors {
        side == .incoming
            ? BubbleColors(fill: incoming, text: incomingText, background: background)
            : BubbleColors(fill: outgoing, text: outgoingText, background: background)
    }
}
