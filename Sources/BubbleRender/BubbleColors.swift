import BubbleGeometry

/// The colours of one bubble and the canvas behind it.
public struct BubbleColors: Sendable, Hashable {
    /// The bubble's fill.
    public var fill: RGBAColor
    /// The message text.
    public var text: RGBAColor
    /// The canvas behind the bubble.
    public var background: RGBAColor

    public init(fill: RGBAColor, text: RGBAColor, background: RGBAColor) {
        self.fill = fill
        self.text = text
        self.background = background
    }

    /// The colours users know from the app each style imitates (light appearance).
    public static func standard(style: BubbleStyle, side: BubbleSide) -> BubbleColors {
        func hex(_ s: String) -> RGBAColor { RGBAColor(hex: s) ?? .black }
        switch (style, side) {
        case (.imessage, .incoming): return BubbleColors(fill: hex("#E9E9EB"), text: .black, background: .white)
        case (.imessage, .outgoing): return BubbleColors(fill: hex("#0B84FE"), text: .white, background: .white)
        case (.whatsapp, .incoming): return BubbleColors(fill: .white, text: hex("#111B21"), background: hex("#EFEAE2"))
        case (.whatsapp, .outgoing): return BubbleColors(fill: hex("#D9FDD3"), text: hex("#111B21"), background: hex("#EFEAE2"))
        case (.talk, .incoming): return BubbleColors(fill: hex("#EEEFF3"), text: .black, background: .white)
        case (.talk, .outgoing): return BubbleColors(fill: hex("#387AF8"), text: .white, background: .white)
        case (.plain, .incoming): return BubbleColors(fill: hex("#EFEFF4"), text: .black, background: .white)
        case (.plain, .outgoing): return BubbleColors(fill: hex("#48484A"), text: .white, background: .white)
        }
    }
}
