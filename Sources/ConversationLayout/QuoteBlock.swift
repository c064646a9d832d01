import BubbleGeometry

/// A quoted message laid out to go inside a reply's bubble, above its content: the quoted
/// sender's name, the first lines of its text and its photo on a tinted block, with a bar in
/// a ``QuoteStyle/block``, without one in a ``QuoteStyle/header``; a ``QuoteStyle/ruled`` quote
/// has no block, only a rule under it.
package struct QuoteBlock<Text: MeasuredText> {
    package let style: QuoteStyle
    package let name: TextBlock<Text>
    package let text: TextBlock<Text>
    package let thumbnail: MessageImage?
    /// Where a block shows ``thumbnail`` (a header always at its trailing edge).
    package var thumbnailPlace = QuoteThumbnail.trailing
    /// The name's colour, and the bar's in a block.
    package let accent: RGBAColor
    package let textColor: RGBAColor
    /// The block's fill, or a ruled quote's rule.
    package let tint: RGBAColor
    /// Whether a camera leads the text (a quoted photo's word, "Photo", as WhatsApp writes it).
    package var cameraBeforeText = false

    /// The bar's width and the space between it and the text (a header has no bar), the
    /// block's other insets and its corner radius.
    package static var barWidth: Double { 4 }
    package static var barGap: Double { 8 }
    package static var inset: Double { 6 }
    package static var cornerRadius: Double { 6 }
    /// The side of the square photo at the block's trailing edge.
    package static var thumbnailSide: Double { 40 }
    /// A ruled quote's rule: its thickness and the space above and under it.
    package static var ruleWidth: Double { 1 }
    package static var ruleGap: Double { 6 }
    /// The corner radius of a photo just after the bar (``QuoteThumbnail/leading``).
    package static var leadingThumbnailRadius: Double { 4 }
    /// The camera before a quoted photo's word (``cameraBeforeText``), and the space after it.
    package static var cameraSize: Size { Size(width: 13, height: 10) }
    package static var cameraGap: Double { 4 }

    /// Whether the photo sits just after the bar rather than at the trailing edge.
    private var thumbnailLeads: Bool { style == .block && thumbnailPlace == .leading && thumbnail != nil }
    /// The photo's side: two of the name's lines after the bar, else ``thumbnailSide``.
    private var photoSide: Double { thumbnailLeads ? 2 * name.size.height : Self.thumbnailSide }

    /// The space the texts leave before the thumbnail and the edges.
    private var leadingInset: Double {
        switch style {
        case .block: Self.barWidth + Self.barGap + (thumbnailLeads ? photoSide + Self.barGap : 0)
        case .ruled: 0
        case .header, .above: Self.inset
        }
    }
    /// Without a block a ruled quote's texts reach the content's edges, and its photo
    /// keeps a bar's gap from them.
    private var trailingInset: Double { style == .ruled ? 0 : Self.inset }
    private var topInset: Double { style == .ruled ? 0 : Self.inset }
    /// The space under the texts: a ruled quote's holds the rule.
    private var bottomInset: Double { style == .ruled ? 2 * Self.ruleGap + Self.ruleWidth : Self.inset }
    private var thumbnailWidth: Double {
        thumbnail == nil || thumbnailLeads ? 0 : Self.thumbnailSide + (style == .ruled ? Self.barGap : 0)
    }

    /// The texts' height with the insets.
    private var textsHeight: Double { topInset + name.size.height + text.size.height + bottomInset }

    /// How far the text starts after the name: past the camera when one leads it.
    private var textIndent: Double { cameraBeforeText ? Self.cameraSize.width + Self.cameraGap : 0 }

    /// The width the block needs for its name and text on their lines.
    package var naturalWidth: Double {
        leadingInset + max(name.size.width, textIndent + text.size.width) + trailingInset + thumbnailWidth
    }

    /// The widest the texts may be in a block at most `width` wide, with a photo at
    /// `thumbnail` (nil: none) beside a name `nameHeight` high.
    package static func textWidth(style: QuoteStyle, maxWidth: Double, thumbnail: QuoteThumbnail?, nameHeight: Double) -> Double {
        let insets = switch style {
        case .block: barWidth + barGap + inset
        case .ruled: 0.0
        case .header, .above: 2 * inset
        }
        let photo: Double = switch thumbnail {
        case nil: 0
        case .leading where style == .block: 2 * nameHeight + barGap
        default: thumbnailSide + (style == .ruled ? barGap : 0)
        }
        return max(1, maxWidth - insets - photo)
    }

    /// The block's height.
    package var height: Double {
        max(textsHeight, thumbnail == nil ? 0 : photoSide + (style == .ruled ? bottomInset : 0))
    }

    /// The block's parts `width` wide with its top at `top`, the bar and texts on the right
    /// when `mirrored` (a right-to-left layout).
    package func parts(width: Double, top: Double, mirrored: Bool) -> [BubbleContent<Text>.Part] {
        let body = height
        let frame = Rect(x: 0, y: top, width: width, height: body)
        var parts: [BubbleContent<Text>.Part] = []
        // Every x below is for a left-to-right layout; a right-to-left one mirrors it.
        func x(_ minX: Double, _ boxWidth: Double) -> Double { mirrored ? width - minX - boxWidth : minX }
        // A ruled quote's texts and photo stand above its rule.
        let above = style == .ruled ? body - bottomInset : body
        if style == .ruled {
            parts.append(.shape(.rect(Rect(x: 0, y: top + above + Self.ruleGap, width: width, height: Self.ruleWidth)), color: tint))
        } else {
            parts.append(.shape(.roundedRect(frame, radius: Self.cornerRadius), color: tint))
        }
        if style == .block {
            let bar = QuoteShapes.bar(of: frame, width: Self.barWidth, radius: Self.cornerRadius)
            parts.append(.shape(mirrored ? bar.mirrored(aroundX: width / 2) : bar, color: accent))
        }
        if let thumbnail {
            let side = photoSide
            let minX = thumbnailLeads ? Self.barWidth + Self.barGap : width - side
            let rect = Rect(x: x(minX, side), y: top + (above - side) / 2, width: side, height: side)
            parts.append(.image(thumbnail, rect: rect, cornerRadius: thumbnailLeads ? Self.leadingThumbnailRadius : Self.cornerRadius))
        }
        var y = top + topInset + (body - textsHeight) / 2
        parts.append(.text(name, origin: Point(x: x(leadingInset, name.size.width) - name.box.minX, y: y - name.box.minY), color: accent))
        y += name.size.height
        if cameraBeforeText {
            // Level with the middle of the text's first line (the word is one line).
            let camera = Self.cameraSize
            let lineHeight = min(text.size.height, name.size.height)
            let icon = ComposerIcons.camera(size: camera).offsetBy(dx: x(leadingInset, camera.width), dy: y + (lineHeight - camera.height) / 2)
            parts.append(.shape(icon, color: textColor))
        }
        let textX = x(leadingInset + textIndent, text.size.width) - text.box.minX
        parts.append(.text(text, origin: Point(x: textX, y: y - text.box.minY), color: textColor))
        return parts
    }
}
