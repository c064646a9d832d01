import BubbleGeometry
import Transcript
import StrictJSON

extension TranscriptLayout {
    /// The word shown for a quoted photo without text: the transcript's `labels.photo`, or
    /// "Photo".
    package var photoLabel: String { transcript.labels.photo ?? "Photo" }
    /// The name a quote shows for a message of the user's own (an outgoing participant's) in
    /// a look that writes "You" there (``ChatLook/youInQuotes``, WhatsApp): the transcript's
    /// `labels.you`, or "You".
    package var ownName: String { transcript.labels.you ?? "You" }

    /// The quoted text as one paragraph (line breaks become spaces, so the line limit holds
    /// for the whole text), or ``photoLabel`` for a photo without text.
    package func quotedText(_ quote: Quote) -> String {
        guard let text = quote.text else { return photoLabel }
        return Self.oneParagraph(text)
    }

    /// `text` with its line breaks as spaces, so that a line limit holds for all of it.
    package static func oneParagraph(_ text: String) -> String {
        let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        return String(String.UnicodeScalarView(text.unicodeScalars.map { breaks.contains($0) ? " " : $0 }))
    }

    /// The quoted message's photo; a failure names the quote's `image`, or the `image` of the
    /// message `replyTo` names.
    private func quotedImage(_ quote: Quote, spec: RowSpec) throws(Diagnostic) -> MessageImage? {
        guard let path = quote.image else { return nil }
        do {
            return try images.image(path)
        } catch {
            let at: JSONPath = spec.quotedIndex.map { ["messages", .index($0), "image"] } ?? ["messages", .index(spec.index), "quote", "image"]
            throw problem(error.description, at: at)
        }
    }

    /// A text of a quote in `font`, cut after `maxLines` lines; a failure names the message.
    private func quoteText(_ string: String, spec: RowSpec, font: TextFont, maxWidth: Double,
                           maxLines: Int) throws(Diagnostic) -> TextBlock<Text> {
        do {
            return TextBlock(try texts.text(string, font: font, maxWidth: maxWidth, maxLines: maxLines,
                                            language: spec.kind.message?.lang ?? transcript.lang))
        } catch {
            throw problem(error.description, at: ["messages", .index(spec.index)])
        }
    }

    /// The quote inside a reply's bubble (``QuoteStyle/block``, ``QuoteStyle/header`` or ``QuoteStyle/ruled``),
    /// its texts fitting `maxWidth` with the photo; a quote of the user's own message is
    /// headed ``ownName`` where the look writes "You" there, else with the user's name; a
    /// quoted photo without text shows a camera before its word where the look has one
    /// (``ChatLook/quotedPhotoIcon``).
    package func quoteBlock(_ quote: Quote, spec: RowSpec, colors: BubbleColors, maxWidth: Double) throws(Diagnostic) -> QuoteBlock<Text> {
        let style = theme.look.quote
        let thumbnail = try quotedImage(quote, spec: spec)
        let place = thumbnail == nil ? nil : theme.look.quoteThumbnail
        let size = theme.metaSize + 2
        let sender = transcript.participants[id: quote.from] ?? Participant(id: quote.from)
        let nameFont = TextFont.sized(size, weight: .bold, italic: false)
        let shownName = sender.side == .outgoing && theme.look.youInQuotes ? ownName : sender.displayName
        // A photo after the bar is two of the name's lines high, so the name's line is measured first.
        var nameHeight = 0.0
        if place == .leading {
            nameHeight = try quoteText(shownName, spec: spec, font: nameFont, maxWidth: maxWidth, maxLines: 1).size.height
        }
        let width = QuoteBlock<Text>.textWidth(style: style, maxWidth: maxWidth, thumbnail: place, nameHeight: nameHeight)
        let name = try quoteText(shownName, spec: spec, font: nameFont, maxWidth: width, maxLines: 1)
        let text = try quoteText(quotedText(quote), spec: spec, font: .sized(size, weight: .regular, italic: false), maxWidth: width,
                                 maxLines: theme.look.quoteLines)
        // A camera before the word of a photo without text, where the look writes one.
        let camera = theme.look.quotedPhotoIcon && quote.text == nil && quote.image != nil
        func faded(_ color: RGBAColor, _ alpha: UInt8) -> RGBAColor {
            RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        }
        // The user's own quotes in the look's colour for them, where it has one.
        let own = sender.side == .outgoing ? theme.look.youQuoteColor[transcript.appearance] : nil
        switch style {
        case .block:
            switch theme.look.quoteTint {
            case .shade:
                // Darker than the bubble: a light shade of black, a deeper one on dark bubbles.
                let tint = RGBAColor(red: 0, green: 0, blue: 0, alpha: colors.text.isLight ? 56 : 14)
                return QuoteBlock(style: style, name: name, text: text, thumbnail: thumbnail, thumbnailPlace: theme.look.quoteThumbnail,
                                  accent: own ?? sender.senderColor, textColor: faded(colors.text, 170), tint: tint, cameraBeforeText: camera)
            case .accent(let opacity, let outgoing):
                let accent = spec.side == .outgoing ? outgoing[transcript.appearance] : own ?? sender.senderColor
                let alpha = UInt8((min(1, max(0, opacity)) * 255).rounded())
                // A media word ("Photo") stands for what has no text: in the secondary colour, the time's.
                let textColor = quote.text == nil ? timeColor(side: spec.side) : colors.text
                return QuoteBlock(style: style, name: name, text: text, thumbnail: thumbnail, thumbnailPlace: theme.look.quoteThumbnail,
                                  accent: accent, textColor: textColor, tint: faded(accent, alpha), cameraBeforeText: camera)
            }
        case .ruled:
            // Without a block: the text faded, and a faint rule under the quote.
            return QuoteBlock(style: .ruled, name: name, text: text, thumbnail: thumbnail, accent: colors.text,
                              textColor: faded(colors.text, 150), tint: faded(colors.text, colors.text.isLight ? 70 : 40))
        case .header, .above:
            // The bubble's text colour on a faint block of it: white on a translucent white
            // block in a saturated bubble, so the quote stays readable there too.
            return QuoteBlock(style: .header, name: name, text: text, thumbnail: thumbnail, accent: colors.text,
                              textColor: faded(colors.text, 235), tint: faded(colors.text, colors.text.isLight ? 26 : 13))
        }
    }

    /// The quoted message as iMessage shows it above a reply: a small faded bubble without a
    /// tail on its sender's side, holding up to ``ChatLook/quoteLines`` lines of the text; a quoted
    /// photo is a small photo bubble of its own where the look makes photos bubbles
    /// (``ChatLook/photoIsBubble``), faded as much as the text, else a thumbnail above the text.
    package func quotedBubble(_ quote: Quote, spec: RowSpec) throws(Diagnostic) -> (MessageBubble<Text>, placement: BubbleSide) {
        let sender = transcript.participants[id: quote.from] ?? Participant(id: quote.from)
        let side = sender.side
        let placement = transcript.layoutDirection == .rightToLeft ? side.opposite : side
        let colors = theme.colors.bubble(side)
        let maxWidth = MessageBubble<Text>.maxContentWidth(style: theme.outline, metrics: theme.look.outlineMetrics, side: placement, maxWidth: maxBubbleWidth * 0.8, border: 0)
        let textColor = colors.text.withAlpha(140)
        let fill = colors.fill.withAlpha(110)
        let thumbnail = try quotedImage(quote, spec: spec)
        if let thumbnail, theme.look.photoIsBubble {
            let width = Self.quotedPhotoWidth
            let height = min(max(width / thumbnail.aspectRatio, width * 0.5), width * 4 / 3)
            var content = photoFilling(thumbnail, width: width, height: height, side: placement, hasTail: false)
            // The photo at the text's opacity: the chat's background over the whole body at the rest.
            let body = BubbleShape(style: theme.outline, side: placement, contentSize: .zero, hasTail: false,
                                   metrics: theme.look.outlineMetrics).bodyInsets
            let veil = Rect(x: -body.left, y: -body.top, width: content.size.width + body.horizontal, height: content.size.height + body.vertical)
            content.parts.append(.bleedShape(.rect(veil), color: theme.colors.background.withAlpha(255 - textColor.alpha)))
            return (MessageBubble(content: content, style: theme.outline, metrics: theme.look.outlineMetrics, side: placement, hasTail: false, fill: fill, border: nil), placement)
        }
        var parts: [BubbleContent<Text>.Part] = []
        var size = Size(width: 0, height: 0)
        if let thumbnail {
            let side = 2 * QuoteBlock<Text>.thumbnailSide
            parts.append(.image(thumbnail, rect: Rect(x: 0, y: 0, width: side, height: side), cornerRadius: 8))
            size = Size(width: side, height: side)
        }
        if quote.text != nil || parts.isEmpty {
            let text = try quoteText(quotedText(quote), spec: spec, font: .sized(15, weight: .regular, italic: false), maxWidth: maxWidth,
                                     maxLines: theme.look.quoteLines)
            let top = size.height == 0 ? 0 : size.height + 4
            parts.append(.text(text, origin: Point(x: -text.box.minX, y: top - text.box.minY), color: textColor))
            size = Size(width: max(size.width, text.size.width), height: top + text.size.height)
        }
        let content = BubbleContent<Text>(size: Size(width: size.width.rounded(.up), height: size.height.rounded(.up)), parts: parts)
        return (MessageBubble(content: content, style: theme.outline, metrics: theme.look.outlineMetrics, side: placement, hasTail: false,
                              fill: fill, border: nil), placement)
    }

    /// The width of a quoted photo's bubble above a reply, in points.
    static var quotedPhotoWidth: Double { 100 }
}

extension RowSpec.Kind {
    /// The message, when the row is one.
    package var message: BubbleMessage? {
        if case .message(let message, _) = self { return message }
        return nil
    }
}
