import BubbleGeometry
import Transcript
import StrictJSON

extension TranscriptLayout {
    /// The most lines of a link card's title; the last ends in an ellipsis when it was cut.
    package static var linkTitleLines: Int { 2 }

    /// The most lines of a link card's description: three as Telegram shows it, two otherwise.
    package static func linkDescriptionLines(_ style: LinkCardStyle) -> Int {
        style == .sideBar ? 3 : 2
    }

    /// Whether the bubble is iMessage's rich link or LINE's card alone: the message's text is
    /// nothing but the link's URL in a rich link (or there is none, the rest of it in a bubble
    /// of its own), so the text is not repeated under the card and the bubble takes the
    /// colour of others' bubbles.
    package func showsLinkAlone(_ message: BubbleMessage) -> Bool {
        guard let link = message.link else { return false }
        switch theme.look.linkCard {
        case .richLink: return message.text.map(link.isWholeText) ?? true
        case .separateCard: return message.text == nil
        case .card, .sideBar: return false
        }
    }

    /// Whether `message` is a place alone (a location card, no text, photo or link) in a look
    /// whose link previews are balloons or cards of their own (``LinkCardStyle/richLink``,
    /// ``LinkCardStyle/separateCard``): Messages shows a shared location as a rich link
    /// balloon, grey whoever sent it, LINE as a white card, the map across its top.
    package func showsPlaceAsRichLink(_ message: BubbleMessage) -> Bool {
        guard theme.look.linkCard == .richLink || theme.look.linkCard == .separateCard, case .location = message.card else { return false }
        return message.text == nil && message.image == nil && message.link == nil
    }

    /// The side whose colours `message`'s bubble takes when its sender is on `side`: the
    /// incoming side's grey for a place shown as a rich link, else `side`.
    package func colorSide(of message: BubbleMessage, side: BubbleSide) -> BubbleSide {
        showsPlaceAsRichLink(message) ? .incoming : side
    }

    /// The card of `message`'s link in a bubble on `spec`'s side whose texts fit `maxWidth`;
    /// a failure names the message, or its `link.image`.
    package func linkCard(_ link: LinkPreview, message: BubbleMessage, spec: RowSpec, colors: BubbleColors, maxWidth: Double,
                          hasTail: Bool) throws(Diagnostic) -> LinkCard<Text> {
        let style = theme.look.linkCard
        let path: JSONPath = ["messages", .index(spec.index)]
        var picture: MessageImage?
        if let image = link.image {
            do {
                picture = try images.image(image)
            } catch {
                throw problem(error.description, at: path.appending(key: "link").appending(key: "image"))
            }
        }
        let width = LinkCard<Text>.textWidth(style: style, maxWidth: maxWidth, picture: picture)
        let language = message.lang ?? transcript.lang
        func line(_ string: String, size: Double, bold: Bool, maxLines: Int, color: RGBAColor) throws(Diagnostic) -> LinkCard<Text>.Line {
            do {
                let text = try texts.text(Self.oneParagraph(string), font: .sized(size, weight: FontWeight(bold: bold), italic: false), maxWidth: width,
                                          maxLines: maxLines, language: language)
                return LinkCard.Line(TextBlock(text), color: color)
            } catch {
                throw problem(error.description, at: path)
            }
        }
        let domain = link.domain ?? link.url
        let size = theme.metaSize + 2
        var lines: [LinkCard<Text>.Line] = []
        var accent = colors.text
        var tint: RGBAColor?
        var bleed = EdgeInsets.zero
        var bannerWidth = maxWidth
        switch style {
        case .card:
            // Darker than the bubble, as a quote block is.
            tint = RGBAColor(red: 0, green: 0, blue: 0, alpha: colors.text.isLight ? 56 : 14)
            if let title = link.title {
                lines.append(try line(title, size: size, bold: true, maxLines: Self.linkTitleLines, color: colors.text))
            }
            if let description = link.description {
                lines.append(try line(description, size: size - 1, bold: false, maxLines: Self.linkDescriptionLines(style),
                                      color: colors.text.withAlpha(170)))
            }
            lines.append(try line(domain, size: size - 1, bold: false, maxLines: 1, color: colors.text.withAlpha(120)))
        case .sideBar:
            // The accent of the user's bubbles where the look's quotes have one (Telegram's
            // green), else the link colour.
            let links = theme.look.links[transcript.appearance][spec.side]
            accent = links.looks[.link]?.color ?? colors.text
            if spec.side == .outgoing, case .accent(_, let outgoing) = theme.look.quoteTint { accent = outgoing[transcript.appearance] }
            tint = accent.withAlpha(28)
            bannerWidth = maxWidth - LinkCard<Text>.barWidth - 2 * LinkCard<Text>.inset
            lines.append(try line(link.site ?? domain, size: size, bold: true, maxLines: 1, color: accent))
            if let title = link.title {
                lines.append(try line(title, size: size, bold: true, maxLines: Self.linkTitleLines, color: colors.text))
            }
            if let description = link.description {
                lines.append(try line(description, size: size, bold: false, maxLines: Self.linkDescriptionLines(style), color: colors.text))
            }
        case .richLink, .separateCard:
            // The balloon is grey (LINE's card white) on either side, as the apps draw it.
            let grey = theme.colors.bubble(.incoming)
            accent = theme.colors.meta
            bleed = BubbleShape(style: theme.outline, side: spec.placement, contentSize: .zero, hasTail: hasTail,
                                metrics: theme.look.outlineMetrics).bodyInsets
            bannerWidth = maxWidth + bleed.horizontal
            lines.append(try line(link.title ?? domain, size: size + 1, bold: true, maxLines: Self.linkTitleLines, color: grey.text))
            if style == .separateCard, let description = link.description {
                lines.append(try line(description, size: size - 1, bold: false, maxLines: Self.linkDescriptionLines(style),
                                      color: grey.text.withAlpha(170)))
            }
            if link.title != nil {
                let faded = style == .separateCard ? grey.text.withAlpha(120) : theme.colors.meta
                lines.append(try line(domain, size: size - 1, bold: false, maxLines: 1, color: faded))
            }
        }
        let bannerHeight = picture.map { LinkCard<Text>.bannerHeight(of: $0, width: bannerWidth) } ?? 0
        return LinkCard(style: style, lines: lines, picture: picture, accent: accent, tint: tint, bleed: bleed, bannerHeight: bannerHeight)
    }
}
