extension BubbleStyle {
    /// The smallest content size for which the reference outline is well formed (corners and
    /// tail do not overlap). Smaller content is centred in a bubble of this content size.
    public var minimumContentSize: Size {
        minimumContentSize(nil)
    }

    /// The smallest content size for which the outline with `metrics` (nil: the reference
    /// design's; see ``BubbleShape/init(style:side:contentSize:hasTail:joins:metrics:)``) is well formed.
    public func minimumContentSize(_ metrics: OutlineMetrics?) -> Size {
        switch self {
        // Body height ≥ 2 × 17 and the top-left corner (to x = 21) before the tail's end (x = 22)
        // + right corner: a frame at least 39 wide, the body from x = 4.
        case .imessage:
            if let padding = metrics?.padding {
                Size(width: max(0, 35 - padding.horizontal), height: max(0, 34 - padding.vertical))
            } else {
                Size(width: 19, height: 22)
            }
        // The tail's right foot (x = 34) must come before the top-right corner (W − 12).
        case .talk: Size(width: 22, height: 0)
        // The left edge runs from the tail (y = 16) down to the bottom-left arc (H − 4).
        case .whatsapp: Size(width: 0, height: (metrics ?? .reference).minimumContentHeight)
        // The hook's underside meets the edge above the bottom corner's arc, and the round
        // corners meet neither across nor down.
        case .sideHook: (metrics ?? .sideHook).minimumRoundContentSize
        case .plain: Size(width: 0, height: 8)
        // Telegram's smallest bubble, 40 × 35, less the insets (11 across, 6 down).
        case .telegram: Size(width: 18, height: 23)
        // Telegram for Android's corners (17) meet neither across nor down, less the insets.
        case .telegramAndroid: Size(width: 12, height: 22)
        }
    }

    /// Content insets of an incoming bubble with its tail, from the reference frame.
    public var incomingContentInsets: EdgeInsets {
        BubbleShape(style: self, side: .incoming, contentSize: minimumContentSize).contentInsets
    }
}
