extension BubbleShape {
    /// The outline drawn `inset` points inside this one: the outline of the same style, side,
    /// tail and joins around content `2 × inset` smaller each way, moved so that its body
    /// lies `inset` points inside this body (what clips Telegram's photo, leaving a rim of
    /// the bubble around it, its foot included).
    public func outline(insetBy inset: Double) -> Path {
        let smaller = Size(width: max(0, contentSize.width - 2 * inset), height: max(0, contentSize.height - 2 * inset))
        let inner = BubbleShape(style: style, side: side, contentSize: smaller, hasTail: hasTail, joins: joins, metrics: metrics)
        return inner.path.offsetBy(dx: body.minX + inset - inner.body.minX, dy: body.minY + inset - inner.body.minY)
    }
}
