extension BubbleShape {
    /// Distances from `contentRect` out to the edges of `body`: how far a picture or band
    /// drawn to the bubble's edges (iMessage's rich link) reaches past the content box.
    public var bodyInsets: EdgeInsets {
        EdgeInsets(top: contentRect.minY - body.minY, left: contentRect.minX - body.minX,
                   bottom: body.maxY - contentRect.maxY, right: body.maxX - contentRect.maxX)
    }
}
