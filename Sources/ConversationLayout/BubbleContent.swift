import BubbleGeometry

/// What goes inside a bubble: texts and images placed in a content box with its origin at (0, 0).
package struct BubbleContent<Text: MeasuredText> {
    package enum Part {
        /// A text drawn with its origin at `origin`.
        case text(TextBlock<Text>, origin: Point, color: RGBAColor)
        /// A photo filling `rect` (cropped to its aspect), clipped to a rounded rectangle of
        /// `cornerRadius`; or, when `cornerRadius` is nil, filling the whole bubble clipped
        /// to its outline, tail included (`rect` is then unused).
        case image(MessageImage, rect: Rect, cornerRadius: Double?)
        /// A filled outline in the content box's coordinates: an icon, a typing indicator's dots.
        case shape(Path, color: RGBAColor)
        /// A photo covering `rect`, which may reach past the content box to the bubble's
        /// edges, clipped to the bubble's outline (iMessage's rich link picture).
        case bleedImage(MessageImage, rect: Rect)
        /// A photo covering `rect`, clipped to the bubble's outline drawn `inset` points inside
        /// it (Telegram's photo, which fills its bubble but for a thin rim).
        case insetImage(MessageImage, rect: Rect, inset: Double)
        /// An avatar in a circle filling `rect` (a reaction chip's).
        case avatar(Avatar<Text>, rect: Rect)
        /// A filled outline in the content box's coordinates that may reach past it to the
        /// bubble's edges, clipped to the bubble's outline (the map of a place shared as
        /// iMessage's rich link).
        case bleedShape(Path, color: RGBAColor)
        /// A vertical gradient over `rect` from `top` to `bottom`, clipped to the bubble's
        /// outline drawn `inset` points inside it (WhatsApp's shade under a photo's time).
        case insetShade(Rect, inset: Double, top: RGBAColor, bottom: RGBAColor)
        /// A filled outline in the content box's coordinates shaded from `top` at its top to
        /// `bottom` at its foot (the faces of a die).
        case shadedShape(Path, top: RGBAColor, bottom: RGBAColor)
    }

    package var size: Size
    package var parts: [Part]
    /// The pill the time is written on, in the content's coordinates, when the content has no
    /// bubble (a sticker, emoji alone) and the look writes the time on it: reactions keep clear.
    package var timeChip: Rect?
    /// Where a sticker or emoji alone draw (in the content's coordinates), when they draw less
    /// than their box: reactions hang from their foot.
    package var drawnShape: DrawnShape?

    /// A single text, centred in its box rounded up to whole points.
    package init(text block: TextBlock<Text>, color: RGBAColor) {
        size = block.size
        parts = [.text(block, origin: block.origin(centredIn: Rect(origin: .zero, size: block.size)), color: color)]
    }

    package init(size: Size, parts: [Part], timeChip: Rect? = nil, drawnShape: DrawnShape? = nil) {
        self.size = size
        self.parts = parts
        self.timeChip = timeChip
        self.drawnShape = drawnShape
    }
}

extension BubbleContent {
    /// The texts.
    package var texts: [Text] {
        parts.compactMap { part in
            if case .text(let block, _, _) = part { return block.text }
            return nil
        }
    }
}

extension BubbleContent.Part {
    /// The part moved right by `dx`.
    package func offsetBy(dx: Double) -> Self {
        switch self {
        case .text(let block, let origin, let color):
            .text(block, origin: Point(x: origin.x + dx, y: origin.y), color: color)
        case .image(let image, let rect, let radius):
            .image(image, rect: rect.offsetBy(dx: dx, dy: 0), cornerRadius: radius)
        case .shape(let path, let color):
            .shape(path.offsetBy(dx: dx, dy: 0), color: color)
        case .bleedImage(let image, let rect):
            .bleedImage(image, rect: rect.offsetBy(dx: dx, dy: 0))
        case .insetImage(let image, let rect, let inset):
            .insetImage(image, rect: rect.offsetBy(dx: dx, dy: 0), inset: inset)
        case .avatar(let avatar, let rect):
            .avatar(avatar, rect: rect.offsetBy(dx: dx, dy: 0))
        case .bleedShape(let path, let color):
            .bleedShape(path.offsetBy(dx: dx, dy: 0), color: color)
        case .insetShade(let rect, let inset, let top, let bottom):
            .insetShade(rect.offsetBy(dx: dx, dy: 0), inset: inset, top: top, bottom: bottom)
        case .shadedShape(let path, let top, let bottom):
            .shadedShape(path.offsetBy(dx: dx, dy: 0), top: top, bottom: bottom)
        }
    }
}
