import BubbleGeometry

/// Where a picture without a bubble (a sticker) or emoji alone draw, in the coordinates of
/// its `box`: the box around its drawn pixels and how low each column of them reaches. What
/// sits under or on their foot (a reaction's pill, the time's chip) goes against this rather
/// than against the transparent margin around a sticker or the line's descent under emoji.
package struct DrawnShape: Sendable, Hashable {
    /// The picture's box.
    package let box: Rect
    /// The box around every drawn pixel.
    package let bounds: Rect
    /// For each column of pixels, left to right across `box`, the bottom edge of its lowest
    /// drawn pixel; nil where the column draws nothing.
    private let bottoms: [Double?]

    /// A shape in the unit square (fractions of the picture's width and height, y down).
    package init(bounds: Rect, bottoms: [Double?]) {
        self.init(box: Rect(x: 0, y: 0, width: 1, height: 1), bounds: bounds, bottoms: bottoms)
    }

    /// What draws every point of `rect` (emoji alone, by their text's ink extents): its foot
    /// is `rect`'s bottom in every column.
    package init(filling rect: Rect) {
        self.init(box: rect, bounds: rect, bottoms: [rect.maxY])
    }

    private init(box: Rect, bounds: Rect, bottoms: [Double?]) {
        self.box = box
        self.bounds = bounds
        self.bottoms = bottoms
    }

    /// The shape with its box stretched over `rect`.
    package func placed(in rect: Rect) -> DrawnShape {
        let (scaleX, scaleY) = (rect.width / box.width, rect.height / box.height)
        let y = { (value: Double) in rect.minY + (value - box.minY) * scaleY }
        return DrawnShape(box: rect,
                          bounds: Rect(x: rect.minX + (bounds.minX - box.minX) * scaleX, y: y(bounds.minY),
                                       width: bounds.width * scaleX, height: bounds.height * scaleY),
                          bottoms: bottoms.map { $0.map(y) })
    }

    /// The shape moved by `dx`, `dy`.
    package func offsetBy(dx: Double, dy: Double) -> DrawnShape {
        DrawnShape(box: box.offsetBy(dx: dx, dy: dy), bounds: bounds.offsetBy(dx: dx, dy: dy), bottoms: bottoms.map { $0.map { $0 + dy } })
    }

    /// How low the drawn pixels reach in the columns between `minX` and `maxX`; the bounds'
    /// bottom where none of those columns draws.
    package func bottom(from minX: Double, to maxX: Double) -> Double {
        let columns = Double(bottoms.count)
        // A box without width (a picture a point wide scaled to nothing) has no columns to read.
        guard box.width > 0 else { return bounds.maxY }
        func column(_ x: Double, _ rule: FloatingPointRoundingRule) -> Int {
            let at = ((x - box.minX) / box.width * columns).rounded(rule)
            return at.isNaN ? 0 : Int(min(columns, max(0, at)))
        }
        let (first, last) = (column(minX, .down), column(maxX, .up))
        guard first < last else { return bounds.maxY }
        return bottoms[first..<last].compactMap { $0 }.max() ?? bounds.maxY
    }
}
