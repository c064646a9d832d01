/// The numbers of the slanted-tail `whatsapp` outline that a look may set: the reference
/// design's (``reference``: radius-4 corners, 4 points of padding, a straight 8 × 16 tail with a
/// sharp tip) or others, such as the WhatsApp app's rounder, roomier bubble with a shorter tail
/// rounded at its tip. The `sideHook` outline takes them all too (``sideHook``: LINE's). The
/// hook-tailed `imessage` outline takes only ``padding`` from them, measured from its body;
/// its corners and hook keep reference 000's numbers.
public struct OutlineMetrics: Sendable, Hashable {
    /// The radius of the body's corners.
    public var cornerRadius: Double
    /// From the body's edges in to the content, on an incoming bubble: `left` is the tail's
    /// side (an outgoing bubble mirrors it).
    public var padding: EdgeInsets
    /// How far the tail reaches out beside the body: its tip is at x = 0, the body's edge at
    /// x = `tailWidth`.
    public var tailWidth: Double
    /// How far down the body's edge the tail's slanted side meets it.
    public var tailHeight: Double
    /// The radius that rounds the tail's tip; 0 for a sharp point.
    public var tailTipRadius: Double

    /// Metrics of the given numbers.
    public init(cornerRadius: Double, padding: EdgeInsets, tailWidth: Double, tailHeight: Double, tailTipRadius: Double) {
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.tailWidth = tailWidth
        self.tailHeight = tailHeight
        self.tailTipRadius = tailTipRadius
    }

    /// The reference design's numbers (DESIGN's shape 3), which `bubbles bubble --style whatsapp`
    /// draws: radius 4, padding 4, the tail 8 wide meeting the body 16 down, a sharp tip.
    public static let reference = OutlineMetrics(cornerRadius: 4, padding: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4),
                                                 tailWidth: 8, tailHeight: 16, tailTipRadius: 0)

    /// LINE's bubble for the `sideHook` outline, which `bubbles bubble --theme talk` draws:
    /// corners of 16, the text 12 in from the body across and 9 down, a hook 6 wide whose
    /// underside meets the body 13 down, its tip rounded over 1.5 points.
    public static let sideHook = OutlineMetrics(cornerRadius: 16, padding: EdgeInsets(top: 9, left: 12, bottom: 9, right: 12),
                                                tailWidth: 6, tailHeight: 13, tailTipRadius: 1.5)

    /// The reference design's numbers for `style`: reference 000's padding for the `imessage`
    /// outline (6 from its body, 10 on the side away from the tail), ``sideHook`` for the
    /// `sideHook` outline, ``reference`` otherwise.
    public static func reference(for style: BubbleStyle) -> OutlineMetrics {
        switch style {
        case .imessage:
            var metrics = reference
            metrics.padding = IncomingOutline.imessageReferencePadding
            return metrics
        case .sideHook: return sideHook
        case .talk, .whatsapp, .plain, .telegram, .telegramAndroid: return reference
        }
    }

    /// The smallest content height for which the body's tail-side edge still runs from the
    /// tail down to the bottom corner's arc.
    var minimumContentHeight: Double {
        max(0, tailHeight + cornerRadius - padding.vertical)
    }

    /// The smallest content for which the body's round corners meet neither across nor down
    /// and the tail-side edge still runs from the tail down to the bottom corner's arc.
    var minimumRoundContentSize: Size {
        Size(width: max(0, 2 * cornerRadius - padding.horizontal),
             height: max(minimumContentHeight, 2 * cornerRadius - padding.vertical))
    }
}
