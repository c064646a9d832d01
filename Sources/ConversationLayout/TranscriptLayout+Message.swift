import BubbleGeometry
import Transcript
import StrictJSON

extension TranscriptLayout {
    /// A message's row: the bubble at its side, with the sender's name, the time and the
    /// avatar where the theme puts them. Where the look makes a photo and its caption bubbles
    /// of their own (``ChatLook/captionIsBubble``), the caption is a second bubble below the
    /// photo, the two a run whose tail the look's bubble carries. A rich link
    /// (``LinkCardStyle/richLink``) is a bubble of its own too, the message's other text a
    /// second bubble before or after it (``BubbleMessage/splitLink()``); LINE's card
    /// (``LinkCardStyle/separateCard``) a second one under the text (``BubbleMessage/splitLinkCard()``).
    package func messageRow(_ spec: RowSpec, message: BubbleMessage, participant: Participant) throws(Diagnostic) -> Row<Text> {
        if let sticker = message.sticker {
            return try stickerRow(spec, sticker: sticker, message: message, participant: participant)
        }
        if theme.look.diceFaces, let value = message.dieValue {
            return try dieRow(spec, value: value, message: message, participant: participant)
        }
        let colors = theme.colors.bubble(colorSide(of: message, side: spec.side))
        let hasTail = spec.hasTail(theme.look.tail)
        var quoted: (MessageBubble<Text>, placement: BubbleSide)?
        if let quote = spec.quote, theme.look.quote == .above {
            quoted = try quotedBubble(quote, spec: spec)
        }
        // Reactions drawn inside the bubble are not drawn again around it.
        var around = message
        if case .chips = theme.look.reactions { around.reactions = [] }
        // One message as two bubbles, a run of its own whose tail the look's bubble carries.
        func pair(_ first: BubbleMessage, _ second: BubbleMessage, placed: BubbleMessage) throws(Diagnostic) -> Row<Text> {
            var secondSpec = spec
            secondSpec.isFirstInRun = false
            secondSpec.quote = nil
            let firstBubble = try self.bubble(spec, message: first, participant: participant, colors: colors,
                                         hasTail: hasTail && theme.look.tail == .first)
            let secondBubble = try self.bubble(secondSpec, message: second, participant: participant, colors: colors,
                                          hasTail: hasTail && theme.look.tail == .last)
            return try place(firstBubble, caption: secondBubble, spec: spec, message: placed, participant: participant, quoted: quoted)
        }
        if theme.look.photoIsBubble, theme.look.captionIsBubble, message.image != nil, message.text != nil {
            let (photo, caption) = message.splitCaption()
            return try pair(photo, caption, placed: around)
        }
        if theme.look.linkCard == .richLink, let (first, second) = message.splitLink() {
            var placed = around
            placed.forwarded = first.forwarded
            return try pair(first, second, placed: placed)
        }
        if theme.look.linkCard == .separateCard, let (words, card) = message.splitLinkCard() {
            return try pair(words, card, placed: around)
        }
        let bubble = try bubble(spec, message: message, participant: participant, colors: colors, hasTail: hasTail)
        return try place(bubble, spec: spec, message: around, participant: participant, quoted: quoted)
    }

    /// The bubble of `message`'s content in the sender's `colors`.
    private func bubble(_ spec: RowSpec, message: BubbleMessage, participant: Participant, colors: BubbleColors,
                        hasTail: Bool) throws(Diagnostic) -> MessageBubble<Text> {
        let (content, bare) = try bubbleContent(spec, message: message, participant: participant, colors: colors, hasTail: hasTail)
        let fill = showsLinkAlone(message) ? theme.colors.incoming : colors.fill
        // The user's bubbles take their part of the look's gradient, if it has one.
        let fillTop = fill == theme.colors.outgoing ? theme.colors.outgoingTop : nil
        return MessageBubble(content: content, style: theme.outline, metrics: theme.look.outlineMetrics, side: spec.placement,
                             hasTail: hasTail, joins: spec.joins, fill: fill, fillTop: fillTop, border: nil, shadow: theme.look.bubbleShadow,
                             bare: bare)
    }

    /// Content that fills a bubble of the look's outline on `side` with `image`, clipped to
    /// the outline, the bubble's frame about `width` by `height` points.
    func photoFilling(_ image: MessageImage, width: Double, height: Double, side: BubbleSide, hasTail: Bool) -> BubbleContent<Text> {
        let body = BubbleShape(style: theme.outline, side: side, contentSize: .zero, hasTail: hasTail, metrics: theme.look.outlineMetrics)
        let size = Size(width: width - (body.frame.width - body.contentRect.width) + 4, height: height - (body.frame.height - body.contentRect.height))
        return BubbleContent(size: size, parts: [.image(image, rect: .zero, cornerRadius: nil)])
    }

    /// How far up a photo's shade under its time reaches (``ChatLook/photoTimeShade``).
    package static var photoShadeHeight: Double { 32 }

    /// The bubble's content: the name (WhatsApp groups), the "Forwarded" label, the quoted
    /// message (unless the theme shows it above the bubble), the link's card (above the text,
    /// or under it as Telegram has it), the photo, the text (a deleted message's mark and words), the message's card and the time with "Edited" before it and the ticks after it (when the theme puts
    /// them inside), stacked. A failure names the message, or its `image`.
    private func bubbleContent(_ spec: RowSpec, message: BubbleMessage, participant: Participant, colors: BubbleColors,
                               hasTail: Bool) throws(Diagnostic) -> (BubbleContent<Text>, bare: Bool) {
        let path: JSONPath = ["messages", .index(spec.index)]
        let maxWidth = MessageBubble<Text>.maxContentWidth(style: theme.outline, metrics: theme.look.outlineMetrics, side: spec.placement,
                                                           maxWidth: maxBubbleWidth, border: 0)
        let language = message.lang ?? transcript.lang
        // A text of the message, laid out; a failure names the message.
        func text(_ string: String, font: TextFont, maxWidth: Double?, styling: TextStyling? = nil) throws(Diagnostic) -> TextBlock<Text> {
            do {
                if let styling {
                    return TextBlock(try texts.text(string, styling: styling, font: font, maxWidth: maxWidth, language: language))
                }
                return TextBlock(try texts.text(string, font: font, maxWidth: maxWidth, language: language, centred: false))
            } catch {
                throw problem(error.description, at: path)
            }
        }
        var parts: [BubbleContent<Text>.Part] = []
        var width = 0.0
        var y = 0.0
        func stack(_ block: TextBlock<Text>, color: RGBAColor) {
            parts.append(.text(block, origin: Point(x: -block.box.minX, y: y - block.box.minY), color: color))
            width = max(width, block.size.width)
            y += block.size.height
        }

        // One to three emoji alone, which a look may draw large without a bubble: in a group
        // too, the sender's name then on a tag above them as over a sticker.
        let bareEmoji = theme.look.bareJumboEmoji && message.image == nil && message.link == nil && message.card == nil && !message.forwarded
            && (spec.quote == nil || theme.look.quote == .above) && message.styledText.map { JumboEmoji.applies(to: $0.text) } == true
        var nameTagSlot: (name: TextBlock<Text>, top: Double)?
        if spec.showsName, theme.namesInside {
            let name = try text(participant.displayName, font: .sized(theme.metaSize + 1, weight: .bold, italic: false), maxWidth: maxWidth)
            if bareEmoji {
                nameTagSlot = (name, y)
                width = max(width, Self.nameTagSize(name).width)
                y += Self.nameTagSize(name).height + 4
            } else {
                stack(name, color: participant.senderColor)
                y += 2
            }
        }
        let metaColor = timeColor(side: colorSide(of: message, side: spec.side))
        let mirrored = transcript.layoutDirection == .rightToLeft
        // Icon labels of a right-to-left layout, placed at the end against the content's
        // right edge, which is known then.
        var mirroredLabels: [(label: IconLabel<Text>, top: Double)] = []
        func addLabel(_ label: IconLabel<Text>, at origin: Point) {
            let placed = label.placed(at: origin)
            parts.append(.shape(placed.icon, color: metaColor))
            parts.append(.text(label.block, origin: placed.textOrigin, color: metaColor))
        }
        // Stacks an icon label at `y` in the meta colour, its icon leading the words; the
        // origin of its words (for a right-to-left layout, as wide as the content is now).
        func stackLabel(_ label: IconLabel<Text>) -> Point {
            width = max(width, label.size.width)
            guard mirrored else {
                addLabel(label, at: Point(x: 0, y: y))
                return Point(x: label.textOrigin.x, y: y + label.textOrigin.y)
            }
            let turned = label.mirrored()
            mirroredLabels.append((turned, y))
            return Point(x: width - turned.size.width + turned.textOrigin.x, y: y + turned.textOrigin.y)
        }
        let forwardedHeader = theme.look.forwardedHeader[transcript.appearance][spec.side]
        if message.forwarded, theme.look.marksForwarded, theme.timePlacement == .inside, let accent = forwardedHeader {
            let (words, name) = forwardedHeaderText(message)
            let styling = TextStyling(entities: name.map { [TextEntity(type: .bold, offset: $0.lowerBound, length: $0.count)] } ?? [],
                                      links: theme.look.links[transcript.appearance][spec.side], seed: UInt64(spec.index))
            stack(try text(words, font: .sized(theme.metaSize + 2, weight: .regular, italic: false), maxWidth: maxWidth, styling: styling), color: accent)
            y += 2
        } else if message.forwarded, theme.look.marksForwarded, theme.timePlacement == .inside {
            let label: IconLabel<Text>
            do {
                label = try forwardedLabel(message, size: theme.metaSize + 1, maxWidth: maxWidth)
            } catch {
                throw problem(error.description, at: path)
            }
            _ = stackLabel(label)
            y += label.size.height + 2
        }
        // How far quote blocks and link cards reach past the content into the bubble's
        // padding, where the look sets them close to its outline (WhatsApp, as its photos).
        let blockBleed = blockReach(spec, hasTail: hasTail)
        var quoteSlot: (block: QuoteBlock<Text>, top: Double)?
        if let quote = spec.quote, theme.look.quote != .above {
            let block = try quoteBlock(quote, spec: spec, colors: colors, maxWidth: maxWidth)
            let top = y == 0 ? -blockBleed.top : y
            quoteSlot = (block, top)
            width = max(width, min(block.naturalWidth - blockBleed.horizontal, maxWidth))
            y = top + block.height + 4
        }
        // WhatsApp and iMessage show a link's card above the text, Telegram under it.
        let linkAlone = showsLinkAlone(message)
        // A rich link reaches the bubble's edges of its own accord.
        let cardBleed = theme.look.linkCard == .richLink ? EdgeInsets.zero : blockBleed
        var linkSlot: (card: LinkCard<Text>, top: Double)?
        func addLinkCard(_ link: LinkPreview) throws(Diagnostic) {
            let card = try linkCard(link, message: message, spec: spec, colors: colors, maxWidth: maxWidth, hasTail: hasTail)
            let top = y == 0 ? -cardBleed.top : y
            linkSlot = (card, top)
            width = max(width, card.hasBanner ? maxWidth : min(card.naturalWidth - cardBleed.horizontal, maxWidth))
            y = top + card.height
        }
        if let link = message.link, theme.look.linkCard != .sideBar {
            try addLinkCard(link)
            if !linkAlone { y += 4 }
        }
        var photo: Rect?
        var insetPhoto: (image: MessageImage, reach: PhotoReach)?
        var photoIsWholeBubble = false
        var textWidth = maxWidth
        if let imagePath = message.image {
            let image: MessageImage
            do {
                image = try images.image(imagePath)
            } catch {
                throw problem(error.description, at: path.appending(key: "image"))
            }
            let imageWidth = min(maxWidth, ConversationMetrics.maxImageWidth)
            let imageHeight = (imageWidth / image.aspectRatio).clamped(to: imageWidth * 0.5...imageWidth * 4 / 3)
            if theme.look.barePhotos, message.text == nil, message.card == nil, !message.deleted, parts.isEmpty, quoteSlot == nil,
               linkSlot == nil {
                // The photo on its own, without a bubble, its corners rounded, as LINE shows it.
                let rect = Rect(x: 0, y: 0, width: imageWidth, height: imageHeight)
                return (BubbleContent(size: rect.size, parts: [.image(image, rect: rect, cornerRadius: theme.imageCornerRadius)]), true)
            }
            if theme.look.photoIsBubble, message.text == nil, parts.isEmpty, quoteSlot == nil, linkSlot == nil {
                // The photo as the whole bubble, clipped to its outline, as iMessage shows it;
                // a time inside the bubble goes on a chip over the photo's corner.
                let content = photoFilling(image, width: imageWidth, height: imageHeight, side: spec.placement, hasTail: hasTail)
                guard theme.timePlacement == .inside else { return (content, false) }
                let shape = BubbleShape(style: theme.outline, side: spec.placement, contentSize: content.size, hasTail: hasTail,
                                        metrics: theme.look.outlineMetrics)
                parts = content.parts
                width = content.size.width
                y = content.size.height
                photo = shape.body.offsetBy(dx: -shape.contentRect.minX, dy: -shape.contentRect.minY)
                photoIsWholeBubble = true
            } else if let inset = theme.look.photoInset {
                // The photo across the bubble but for a rim, its top at the bubble's unless
                // something is above it; its width set when the content's is known.
                let reach = PhotoReach(theme: theme, side: spec.placement, hasTail: hasTail, joins: spec.joins, inset: inset)
                let top = y == 0 ? -reach.visible.top : y + 4
                photo = Rect(x: -reach.visible.left, y: top, width: imageWidth, height: imageHeight)
                insetPhoto = (image, reach)
                textWidth = min(maxWidth, imageWidth - reach.visible.horizontal)
                width = max(width, textWidth)
                y = top + imageHeight
            } else {
                let rect = Rect(x: 0, y: y, width: imageWidth, height: imageHeight)
                parts.append(.image(image, rect: rect, cornerRadius: theme.imageCornerRadius))
                photo = rect
                width = max(width, imageWidth)
                y += imageHeight
            }
        }
        var jumbo = false
        // What one to three emoji alone draw (their text's ink), in the content's coordinates.
        var emojiInk: Rect?
        var lastLine: Rect?
        if var styled = message.styledText, !linkAlone {
            if transcript.detectsLinks(in: message) { styled = styled.detectingLinks() }
            let plain = theme.look.plainStyles
            if !plain.isEmpty { styled.entities.removeAll { plain.contains($0.type) } }
            if theme.look.wholeSpoilers { styled = styled.spoilingAll() }
            let body = styled.text
            if message.image != nil { y += 4 }
            jumbo = JumboEmoji.applies(to: body) && message.image == nil && (bareEmoji || !(spec.showsName && theme.namesInside))
                && quoteSlot == nil && message.link == nil && message.card == nil
            let styling = styled.entities.isEmpty ? nil : TextStyling(
                entities: styled.entities, links: theme.look.links[transcript.appearance][spec.side],
                seed: UInt64(spec.index), codeBlocks: theme.look.codeBlocks, codeChips: theme.look.codeChips,
                codeAccent: theme.look.codeBlockHeaders ? cardAccent(side: spec.side, colors: colors) : nil)
            let block = try text(body, font: jumbo ? theme.look.jumboFont(for: body) : .message, maxWidth: textWidth, styling: styling)
            let top = y
            stack(block, color: colors.text)
            let ink = block.text.extents.ink
            if jumbo, ink.width > 0 { emojiInk = ink.offsetBy(dx: -block.box.minX, dy: top - block.box.minY) }
            // A code block at the end is as wide as the text: the time goes below it.
            lastLine = styled.endsInBlock && theme.look.codeBlocks ? nil : block.text.lastLineExtents.map { line in
                line.offsetBy(dx: -block.box.minX, dy: top - block.box.minY)
            }
        }
        if message.deleted {
            let label: IconLabel<Text>
            do {
                label = try deletedLabel(side: spec.side, sender: participant, maxWidth: textWidth, seed: UInt64(spec.index))
            } catch {
                throw problem(error.description, at: path)
            }
            let origin = stackLabel(label)
            lastLine = label.block.text.lastLineExtents.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            y += label.size.height
        }
        if let link = message.link, theme.look.linkCard == .sideBar {
            if y > 0 { y += 6 }
            try addLinkCard(link)
            // The time goes under the card, not beside the text's last line.
            lastLine = nil
        }
        // A poll, a place, a contact... under the text, the time under it.
        var cardSlot: (card: CardBlock<Text>, top: Double)?
        if let card = message.card {
            if y > 0 { y += 6 }
            let block = try cardBlock(card, message: message, spec: spec, colors: colors, maxWidth: maxWidth, hasTail: hasTail)
            cardSlot = (block, y)
            width = max(width, block.naturalWidth)
            y += block.height
            lastLine = nil
        }
        // Telegram's reaction chips under the content, the time may share their last row; under
        // emoji without a bubble they sit on the wallpaper.
        let bare = jumbo && theme.look.bareJumboEmoji
        // Under emoji without a bubble, Telegram's chips and the time's chip go against what
        // they draw, not the line's descent under it, as under a sticker; so do reactions
        // hanging from them (not tapbacks, which point at the box's corner).
        let drawnEmoji = bare && !showsTapbacks(message) ? emojiInk.map(DrawnShape.init(filling:)) : nil
        var chipsSlot: (chips: ReactionChips<Text>, top: Double)?
        if theme.look.reactions == .chips, !message.reactions.isEmpty {
            let chips: ReactionChips<Text>
            let faces = try reactionFaces(message.reactions, isGroupChat: spec.isGroupChat)
            let chipColors = bare ? wallpaperChipColors : theme.look.reactionChips[transcript.appearance][spec.side]
            do {
                chips = try reactionChips(message.reactions, faces: faces, colors: chipColors, maxWidth: maxWidth)
            } catch {
                throw problem(error.description, at: path.appending(key: "reactions"))
            }
            if y > 0 { y = (drawnEmoji?.bounds.maxY ?? y) + ReactionChips<Text>.spacing }
            chipsSlot = (chips, y)
            width = max(width, chips.size.width)
            let row = chips.lastRow
            lastLine = Rect(x: mirrored ? width - row.width : row.minX, y: y + row.minY, width: row.width, height: row.height)
            y += chips.size.height
        }
        // WhatsApp writes "Edited" before the time and its ticks after it. One to three emoji
        // drawn bare (Telegram, WhatsApp) carry their time on a small pill under them, as a
        // sticker does; a photo without caption in a look that says so (WhatsApp) on a pill
        // over its bottom trailing corner.
        if let reach = insetPhoto?.reach, let rect = photo {
            photo = Rect(x: rect.minX, y: rect.minY, width: width.rounded(.up) + reach.visible.horizontal, height: rect.height)
        }
        let time = shownTime(message)
        let stamp = showsEdited(message, time: time) ? [editedWord, time].compactMap { $0 }.joined(separator: " ") : time
        let photoChip = (theme.look.photoTimeOnChip || photoIsWholeBubble) && message.styledText == nil && linkSlot == nil && chipsSlot == nil
            ? photo : nil
        // A photo filling its bubble that the look shades at its bottom, under its time,
        // rather than giving the time a chip.
        let photoShade = photoChip != nil && insetPhoto != nil ? theme.look.photoTimeShade : nil
        let onChip = bare || photoChip != nil
        // The chip under emoji without a bubble, which their reactions keep clear of.
        var bareChip: Rect?
        let stampColor = onChip ? RGBAColor.white : metaColor
        let mark = theme.timePlacement == .inside
            ? metaStatus(of: message, side: spec.side, time: time).flatMap { deliveryMark($0, tint: stampColor, inBubble: !onChip) } : nil
        if theme.timePlacement == .inside, stamp != nil || mark != nil {
            var block: TextBlock<Text>?
            if let stamp { block = try text(stamp, font: .sized(theme.metaSize, weight: .regular, italic: false), maxWidth: nil) }
            let markGap = block == nil ? 0 : 3.0
            let stampSize = Size(width: (block?.size.width ?? 0) + (mark.map { markGap + $0.size.width } ?? 0),
                                 height: block?.size.height ?? mark?.size.height ?? 0)
            let timeWidth = stampSize.width + 8
            // The time sits at the trailing corner: bottom right, or bottom left in a
            // right-to-left layout. It shares the last line when there is room beside it.
            var timeTop = y
            var chip: Rect?
            if onChip {
                let pill = Size(width: stampSize.width + 2 * Self.stampPillInset.width, height: stampSize.height + 2 * Self.stampPillInset.height)
                width = max(width, pill.width)
                // Right under what emoji alone draw, or under Telegram's chips.
                let foot = chipsSlot == nil ? drawnEmoji?.bounds.maxY ?? y : y
                let rect = if let photoChip {
                    Rect(x: mirrored ? photoChip.minX + 4 : photoChip.maxX - 4 - pill.width, y: photoChip.maxY - 4 - pill.height,
                         width: pill.width, height: pill.height)
                } else {
                    Rect(x: mirrored ? 0 : width - pill.width, y: foot + 4, width: pill.width, height: pill.height)
                }
                if photoShade == nil {
                    parts.append(.shape(.roundedRect(rect, radius: rect.height / 2), color: bare ? bareStampChip : theme.look.stampChip))
                }
                timeTop = rect.minY + Self.stampPillInset.height
                chip = rect
                if bare { bareChip = rect }
            } else if let line = lastLine {
                let room = mirrored ? line.minX : width - line.maxX
                let needed = timeWidth - room
                if needed <= 0 || width + needed <= maxWidth {
                    if needed > 0 {
                        if mirrored { parts = parts.map { $0.offsetBy(dx: needed) } }
                        width += needed
                    }
                    timeTop = line.maxY - stampSize.height + 2
                }
            }
            width = max(width, stampSize.width)
            let x = chip.map { $0.minX + Self.stampPillInset.width } ?? (mirrored ? 0 : width - stampSize.width)
            if let block {
                parts.append(.text(block, origin: Point(x: x - block.box.minX, y: timeTop - block.box.minY), color: stampColor))
            }
            if let mark {
                let markX = x + (block.map { $0.size.width + markGap } ?? 0)
                parts.append(.shape(mark.path.offsetBy(dx: markX, dy: timeTop + (stampSize.height - mark.size.height) / 2), color: mark.color))
            }
            y = max(y, timeTop + stampSize.height + (chip == nil ? 0 : Self.stampPillInset.height))
        }
        if let (image, reach) = insetPhoto, let rect = photo {
            // Nothing under the photo: it reaches down to the bubble's rim too.
            if y == rect.maxY { y -= reach.visible.bottom }
            let visible = Rect(x: rect.minX, y: rect.minY, width: width.rounded(.up) + reach.visible.horizontal, height: rect.height)
            // First, under the time's chip or shade.
            let covering = reach.covering(visible)
            parts.insert(.insetImage(image, rect: covering, inset: reach.inset), at: 0)
            if let shade = photoShade {
                let height = min(Self.photoShadeHeight, covering.height)
                parts.insert(.insetShade(Rect(x: covering.minX, y: covering.maxY - height, width: covering.width, height: height),
                                         inset: reach.inset, top: shade.withAlpha(0), bottom: shade), at: 1)
            }
        }
        for (label, top) in mirroredLabels {
            addLabel(label, at: Point(x: width.rounded(.up) - label.size.width, y: top))
        }
        if let (block, top) = quoteSlot {
            // Drawn under nothing else, so added last, as wide as the bubble's content and
            // the padding it reaches into.
            parts += block.parts(width: width.rounded(.up) + blockBleed.horizontal, top: top, mirrored: mirrored)
                .map { $0.offsetBy(dx: -blockBleed.left) }
        }
        if let (card, top) = linkSlot {
            parts += card.parts(width: width.rounded(.up) + cardBleed.horizontal, top: top, mirrored: mirrored)
                .map { $0.offsetBy(dx: -cardBleed.left) }
        }
        if let (card, top) = cardSlot {
            parts += card.parts(width: width.rounded(.up), top: top, mirrored: mirrored)
        }
        if let (chips, top) = chipsSlot {
            // Under emoji without a bubble the chips keep to the sender's side, as Telegram
            // aligns its free-standing content's reactions: the user's at the trailing end.
            parts += chips.parts(width: width.rounded(.up), top: top, mirrored: mirrored, flush: bare && spec.side == .outgoing)
        }
        if let (name, top) = nameTagSlot {
            parts += nameTag(name, participant: participant, top: top, width: width.rounded(.up), placement: spec.placement)
        }
        return (BubbleContent(size: Size(width: width.rounded(.up), height: y.rounded(.up)), parts: parts, timeChip: bareChip,
                              drawnShape: drawnEmoji), bare)
    }
}

extension TranscriptLayout {
    /// How far a quote block or link card in a bubble of `spec` reaches past the content's
    /// edges into the padding: to ``ChatLook/blockInset`` from the body's edge, the top only
    /// when nothing is above it; nothing in a look without one.
    func blockReach(_ spec: RowSpec, hasTail: Bool) -> EdgeInsets {
        guard let inset = theme.look.blockInset else { return .zero }
        let visible = PhotoReach(theme: theme, side: spec.placement, hasTail: hasTail, joins: spec.joins, inset: inset).visible
        return EdgeInsets(top: max(0, visible.top), left: max(0, visible.left), bottom: max(0, visible.bottom), right: max(0, visible.right))
    }
}

private extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
