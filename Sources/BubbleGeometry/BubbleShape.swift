/// The outline of one bubble around content of a given size, with everything layout needs.
///
/// Coordinates are in points in the shape's own frame, whose origin is the top-left corner of
/// the reference design's frame. Tails may stick out of that frame (the iMessage hook reaches
/// x = -0.05), so use `bounds` to place the shape and `contentRect` to place its content.
public struct BubbleShape: Sendable, Hashable {
    /// Which of the four designs the outline follows.
    public let style: BubbleStyle
    /// Incoming shapes have the tail on the left; outgoing ones are their mirror image.
    public let side: BubbleSide
    /// Whether the outline has a tail: false when none was asked for, and always for `plain`.
    public let hasTail: Bool
    /// The neighbours of its run the bubble touches (see ``Joins``).
    public let joins: Joins
    /// The numbers the `whatsapp`, `sideHook` or `imessage` outline was built with (nil: the
    /// reference design's).
    public let metrics: OutlineMetrics?
    /// The content size the shape was built for, raised to `style.minimumContentSize`.
    public let contentSize: Size
    /// The outline to fill (and to stroke, for a border).
    public let path: Path
    /// The frame of the reference design: the body plus, for `talk`, the tail's strip on top.
    public let frame: Rect
    /// The body of the bubble without its tail.
    public let body: Rect
    /// Where the content goes.
    public let contentRect: Rect
    /// The exact extent of `path`, tail included.
    public let bounds: Rect

    /// Builds the shape for content of `contentSize` (raised to the style's minimum), touching
    /// the neighbours `joins` names in its run. `metrics` are the numbers of the `whatsapp`
    /// outline (nil: ``OutlineMetrics/reference``, the reference design's), of the `sideHook`
    /// outline (nil: ``OutlineMetrics/sideHook``, LINE's) and the padding of the `imessage`
    /// outline, measured from its body (nil: reference 000's, 10 × 6 from the frame); the
    /// other styles keep their reference geometry.
    public init(style: BubbleStyle, side: BubbleSide, contentSize: Size, hasTail: Bool = true, joins: Joins = [],
                metrics: OutlineMetrics? = nil) {
        let minimum = style.minimumContentSize(metrics)
        let size = Size(width: max(contentSize.width, minimum.width),
                        height: max(contentSize.height, minimum.height))
        let tail = hasTail && style != .plain
        let incoming: IncomingOutline = switch style {
        case .imessage: .imessage(content: size, tail: tail, metrics: metrics)
        case .talk: .talk(content: size, tail: tail)
        case .whatsapp: .whatsapp(content: size, tail: tail, metrics: metrics ?? .reference)
        case .plain: .plain(content: size)
        case .telegram: .telegram(content: size, tail: tail, joins: joins)
        case .telegramAndroid: .telegramAndroid(content: size, tail: tail, joins: joins)
        case .sideHook: .sideHook(content: size, tail: tail, metrics: metrics ?? .sideHook)
        }
        let axis = incoming.frame.width / 2
        self.style = style
        self.side = side
        self.hasTail = tail
        self.joins = joins
        self.metrics = metrics
        self.contentSize = size
        self.frame = incoming.frame
        if side == .incoming {
            self.path = incoming.path
            self.body = incoming.body
            self.contentRect = incoming.content
        } else {
            self.path = incoming.path.mirrored(aroundX: axis)
            self.body = incoming.body.mirrored(aroundX: axis)
            self.contentRect = incoming.content.mirrored(aroundX: axis)
        }
        self.bounds = path.bounds ?? incoming.frame
    }

    /// Distances from `frame` to `contentRect`.
    public var contentInsets: EdgeInsets {
        EdgeInsets(top: contentRect.minY - frame.minY, left: contentRect.minX - frame.minX,
                   bottom: frame.maxY - contentRect.maxY, right: frame.maxX - contentRect.maxX)
    }

    /// Distances from `bounds` to `contentRect`: what the content must leave free around it.
    public var outerInsets: EdgeInsets {
        EdgeInsets(top: contentRect.minY - bounds.minY, left: contentRect.minX - bounds.minX,
                   bottom: bounds.maxY - contentRect.maxY, right: bounds.maxX - contentRect.maxX)
    }
}
