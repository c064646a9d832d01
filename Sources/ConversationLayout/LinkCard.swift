import BubbleGeometry

/// A link preview laid out to go inside a bubble, drawn in one of the ``LinkCardStyle``s: its
/// texts top to bottom and its picture, placed once the bubble's width is known.
package struct LinkCard<Text: MeasuredText> {
    /// One text of the card in its colour.
    package struct Line {
        package let block: TextBlock<Text>
        package let color: RGBAColor

        package init(_ block: TextBlock<Text>, color: RGBAColor) {
            self.block = block
            self.color = color
        }
    }

    package let style: LinkCardStyle
    /// The site name, title, description or domain, as the style shows them.
    package let lines: [Line]
    package let picture: MessageImage?
    /// The bar's colour (``LinkCardStyle/sideBar``), or the compass's of a rich link without
    /// a picture.
    package let accent: RGBAColor
    /// The card's fill (a rich link has none: the bubble is its balloon).
    package let tint: RGBAColor?
    /// For a rich link, how far the bubble's body reaches past the content box on each side:
    /// the picture and the band reach the bubble's edges.
    package let bleed: EdgeInsets
    /// The picture's height when it spans the card.
    package let bannerHeight: Double

    /// The space inside the card around its texts, and between its texts and its picture.
    package static var inset: Double { 8 }
    /// The width of a side bar's bar.
    package static var barWidth: Double { 4 }
    package static var cornerRadius: Double { 6 }
    /// The width of a card's thumbnail at its leading edge (as tall as the card).
    package static var thumbnailWidth: Double { 64 }
    /// The side of a side bar's square thumbnail at its trailing top corner.
    package static var cornerThumbnailSide: Double { 48 }
    /// The space between two lines of text.
    package static var lineGap: Double { 2 }
    /// The side of the compass at the trailing side of a rich link without a picture, and the
    /// space before it.
    package static var compassSide: Double { 30 }
    package static var compassGap: Double { 10 }
    /// The narrowest and widest a spanning picture is drawn, width over height: a taller one
    /// is cropped to 1.5:1, a wider one to 2:1.
    package static var bannerAspects: ClosedRange<Double> { 1.5 ... 2 }

    /// Whether `picture` spans a card (``LinkCardStyle/card``, ``LinkCardStyle/sideBar``):
    /// a wide picture, at least 1.5:1 and 400 pixels across, as a page's preview image
    /// (`og:image`, typically 1200 by 630) is. Any other is a thumbnail. A rich link's
    /// picture always spans it.
    package static func spansCard(_ picture: MessageImage) -> Bool {
        picture.aspectRatio >= bannerAspects.lowerBound && picture.width >= 400
    }

    /// The height of `picture` spanning `width`.
    package static func bannerHeight(of picture: MessageImage, width: Double) -> Double {
        (width / min(max(picture.aspectRatio, bannerAspects.lowerBound), bannerAspects.upperBound)).rounded()
    }

    /// Whether the picture spans the card (and the bubble is then as wide as it may be).
    package var hasBanner: Bool {
        guard let picture else { return false }
        return style == .richLink || style == .separateCard || Self.spansCard(picture)
    }

    /// Whether a thumbnail takes room beside the texts.
    private var hasThumbnail: Bool { picture != nil && !hasBanner }

    /// Whether a compass takes room after the texts: Messages' rich link without a picture.
    private var hasCompass: Bool { style == .richLink && picture == nil }

    /// The widest the texts may be in a card `maxWidth` wide showing `picture`.
    package static func textWidth(style: LinkCardStyle, maxWidth: Double, picture: MessageImage?) -> Double {
        let thumbnail = picture.map { (style == .card || style == .sideBar) && !spansCard($0) } ?? false
        let width = switch style {
        case .card: maxWidth - 2 * inset - (thumbnail ? thumbnailWidth : 0)
        case .sideBar: maxWidth - barWidth - 2 * inset - (thumbnail ? cornerThumbnailSide + inset : 0)
        case .richLink: picture == nil ? maxWidth - compassSide - compassGap : maxWidth
        case .separateCard: maxWidth
        }
        return max(1, width)
    }

    private var textsHeight: Double {
        lines.reduce(0) { $0 + $1.block.size.height } + Self.lineGap * Double(max(0, lines.count - 1))
    }

    /// Where the texts start, from the card's leading edge.
    private var textsX: Double {
        switch style {
        case .card: hasThumbnail ? Self.thumbnailWidth + Self.inset : Self.inset
        case .sideBar: Self.barWidth + Self.inset
        case .richLink, .separateCard: 0
        }
    }

    /// Where the texts start, from the card's top.
    private var textsTop: Double {
        switch style {
        case .card: hasBanner ? bannerHeight + Self.inset : Self.inset
        case .sideBar: Self.inset
        case .richLink, .separateCard:
            if hasBanner { bannerHeight - bleed.top + Self.inset } else if hasCompass { max(0, (Self.compassSide - textsHeight) / 2) } else { 0 }
        }
    }

    /// The width the card needs for its texts on their lines (a card with a spanning picture
    /// takes the bubble's whole width instead).
    package var naturalWidth: Double {
        let texts = lines.map(\.block.size.width).max() ?? 0
        return switch style {
        case .card: textsX + texts + Self.inset
        case .sideBar: textsX + texts + Self.inset + (hasThumbnail ? Self.cornerThumbnailSide + Self.inset : 0)
        case .richLink, .separateCard: texts + (hasCompass ? Self.compassGap + Self.compassSide : 0)
        }
    }

    /// The card's height.
    package var height: Double {
        switch style {
        case .card:
            let body = textsTop + textsHeight + Self.inset
            return hasThumbnail ? max(body, Self.thumbnailWidth) : body
        case .sideBar:
            let texts = hasThumbnail ? max(textsHeight, Self.cornerThumbnailSide) : textsHeight
            return Self.inset + texts + Self.inset + (hasBanner ? bannerHeight + Self.inset : 0)
        case .richLink, .separateCard:
            return max(textsTop + textsHeight, hasCompass ? Self.compassSide : 0)
        }
    }

    /// The card's parts `width` wide with its top at `top`, mirrored for a right-to-left layout.
    package func parts(width: Double, top: Double, mirrored: Bool) -> [BubbleContent<Text>.Part] {
        // Every x below is for a left-to-right layout; a right-to-left one mirrors it.
        func x(_ minX: Double, _ boxWidth: Double) -> Double { mirrored ? width - minX - boxWidth : minX }
        let frame = Rect(x: 0, y: top, width: width, height: height)
        let radius = Self.cornerRadius
        var parts: [BubbleContent<Text>.Part] = []
        switch style {
        case .card:
            if let tint { parts.append(.shape(.roundedRect(frame, radius: radius), color: tint)) }
            if let picture, hasBanner {
                parts.append(.image(picture, rect: Rect(x: 0, y: top, width: width, height: bannerHeight), cornerRadius: radius))
            } else if let picture {
                let side = Self.thumbnailWidth
                parts.append(.image(picture, rect: Rect(x: x(0, side), y: top, width: side, height: frame.height), cornerRadius: radius))
            }
        case .sideBar:
            if let tint { parts.append(.shape(.roundedRect(frame, radius: radius), color: tint)) }
            let bar = QuoteShapes.bar(of: frame, width: Self.barWidth, radius: radius)
            parts.append(.shape(mirrored ? bar.mirrored(aroundX: width / 2) : bar, color: accent))
            if let picture, hasBanner {
                let left = Self.barWidth + Self.inset
                let rect = Rect(x: x(left, width - left - Self.inset), y: frame.maxY - Self.inset - bannerHeight,
                                width: width - left - Self.inset, height: bannerHeight)
                parts.append(.image(picture, rect: rect, cornerRadius: radius))
            } else if let picture {
                let side = Self.cornerThumbnailSide
                let rect = Rect(x: x(width - Self.inset - side, side), y: top + Self.inset, width: side, height: side)
                parts.append(.image(picture, rect: rect, cornerRadius: radius))
            }
        case .richLink, .separateCard:
            if let picture {
                // The bleed is measured on the bubble as placed, so it needs no mirroring.
                parts.append(.bleedImage(picture, rect: Rect(x: -bleed.left, y: top - bleed.top, width: width + bleed.horizontal,
                                                             height: bannerHeight)))
            } else if hasCompass {
                let side = Self.compassSide
                let rect = Rect(x: x(width - side, side), y: top + (height - side) / 2, width: side, height: side)
                parts.append(.shape(.compass(in: rect, line: 1.5), color: accent))
            }
        }
        var y = top + textsTop
        for line in lines {
            let block = line.block
            parts.append(.text(block, origin: Point(x: x(textsX, block.size.width) - block.box.minX, y: y - block.box.minY),
                               color: line.color))
            y += block.size.height + Self.lineGap
        }
        return parts
    }
}
