import BubbleGeometry

/// How far a photo that fills its bubble (``ChatLook/photoInset``) reaches past the bubble's
/// content box: to the body's edges less the rim where it shows, and to the outline's
/// furthest points (a tail beside the body) where it is drawn, the outline drawn inside by
/// the rim cutting it to shape.
package struct PhotoReach {
    /// The rim of bubble left around the photo, in points.
    package let inset: Double
    /// From the content box's edges to the photo's visible edges.
    package let visible: EdgeInsets
    /// How much further than the body the outline reaches on each side.
    private let beyond: EdgeInsets

    /// The reach of a photo inside a bubble of `theme`'s outline on `side`, with or without
    /// its tail, `inset` points inside its outline.
    package init(theme: ConversationTheme, side: BubbleSide, hasTail: Bool, joins: BubbleShape.Joins, inset: Double) {
        let shape = BubbleShape(style: theme.outline, side: side, contentSize: .zero, hasTail: hasTail, joins: joins,
                                metrics: theme.look.outlineMetrics)
        let content = shape.contentRect, body = shape.body, bounds = shape.bounds
        self.inset = inset
        visible = EdgeInsets(top: content.minY - body.minY - inset, left: content.minX - body.minX - inset,
                             bottom: body.maxY - content.maxY - inset, right: body.maxX - content.maxX - inset)
        beyond = EdgeInsets(top: max(0, body.minY - bounds.minY), left: max(0, body.minX - bounds.minX),
                            bottom: max(0, bounds.maxY - body.maxY), right: max(0, bounds.maxX - body.maxX))
    }

    /// The box a photo showing in `visible` covers, out to the outline's furthest points, so
    /// that it fills a tail beside the body too.
    package func covering(_ visible: Rect) -> Rect {
        Rect(x: visible.minX - beyond.left, y: visible.minY - beyond.top, width: visible.width + beyond.left + beyond.right,
             height: visible.height + beyond.top + beyond.bottom)
    }
}
