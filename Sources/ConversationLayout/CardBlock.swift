import BubbleGeometry

/// A message's card (`MessageCard`) laid out to go inside a bubble under its
/// text: the width it needs, its height, and its parts once the bubble's width is known.
package struct CardBlock<Text: MeasuredText> {
    /// The width the card needs (at most the width it was laid out for).
    package let naturalWidth: Double
    /// The card's height.
    package let height: Double
    /// The card's parts `width` wide, left to right, its top at 0.
    private let draw: (_ width: Double, _ canvas: inout CardCanvas<Text>) -> Void

    package init(naturalWidth: Double, height: Double, draw: @escaping (_ width: Double, _ canvas: inout CardCanvas<Text>) -> Void) {
        self.naturalWidth = naturalWidth
        self.height = height
        self.draw = draw
    }

    /// The card's parts `width` wide with its top at `top`, mirrored for a right-to-left layout.
    package func parts(width: Double, top: Double, mirrored: Bool) -> [BubbleContent<Text>.Part] {
        var canvas = CardCanvas<Text>(width: width, top: top, mirrored: mirrored)
        draw(width, &canvas)
        return canvas.parts
    }
}

/// Where a card puts its parts: given left to right with the card's top at 0, kept moved to
/// the card's top and mirrored when the layout runs right to left.
package struct CardCanvas<Text: MeasuredText> {
    let width: Double
    let top: Double
    let mirrored: Bool
    private(set) var parts: [BubbleContent<Text>.Part] = []

    init(width: Double, top: Double, mirrored: Bool) {
        self.width = width
        self.top = top
        self.mirrored = mirrored
    }

    /// The left edge of a box `boxWidth` wide whose left edge is `minX` left to right.
    private func x(_ minX: Double, _ boxWidth: Double) -> Double {
        mirrored ? width - minX - boxWidth : minX
    }

    /// `block` with the top left corner of its box at (`x`, `y`).
    mutating func text(_ block: TextBlock<Text>, x minX: Double, y: Double, color: RGBAColor) {
        parts.append(.text(block, origin: Point(x: x(minX, block.size.width) - block.box.minX, y: top + y - block.box.minY), color: color))
    }

    /// `block` centred across the card with its top at `y`.
    mutating func centredText(_ block: TextBlock<Text>, y: Double, color: RGBAColor) {
        text(block, x: ((width - block.size.width) / 2).rounded(), y: y, color: color)
    }

    /// `path`, drawn filled in `color`.
    mutating func shape(_ path: Path, color: RGBAColor) {
        let placed = mirrored ? path.mirrored(aroundX: width / 2) : path
        parts.append(.shape(placed.offsetBy(dx: 0, dy: top), color: color))
    }

    /// `path`, a sign that keeps its handedness whichever way the layout runs (a check mark):
    /// only its place about the vertical line `x = axis` is mirrored.
    mutating func sign(_ path: Path, aroundX axis: Double, color: RGBAColor) {
        shape(mirrored ? path.mirrored(aroundX: axis) : path, color: color)
    }

    /// `path` filled in `color`, clipped to the bubble's outline: it may reach past the card
    /// to the bubble's edges, measured on the bubble as placed, so it is not mirrored.
    mutating func bleedShape(_ path: Path, color: RGBAColor) {
        parts.append(.bleedShape(path.offsetBy(dx: 0, dy: top), color: color))
    }

    /// `avatar` in a circle filling `rect`.
    mutating func avatar(_ avatar: Avatar<Text>, rect: Rect) {
        parts.append(.avatar(avatar, rect: Rect(x: x(rect.minX, rect.width), y: top + rect.minY, width: rect.width, height: rect.height)))
    }

    /// All of `card`'s parts, `card` being laid out on its own (an embed's side bar).
    mutating func append(_ more: [BubbleContent<Text>.Part]) {
        parts += more
    }
}
