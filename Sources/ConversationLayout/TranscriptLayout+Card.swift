import BubbleGeometry
import Transcript
import StrictJSON

extension TranscriptLayout {
    /// The card `message` shares, laid out for a bubble on `spec`'s side (with its tail when
    /// `hasTail`) whose content is at most `maxWidth` wide; a failure names the message. A
    /// place shared as a rich link (``showsPlaceAsRichLink(_:)``) has its map across the
    /// balloon's top, edge to edge.
    package func cardBlock(_ card: MessageCard, message: BubbleMessage, spec: RowSpec, colors: BubbleColors,
                           maxWidth: Double, hasTail: Bool) throws(Diagnostic) -> CardBlock<Text> {
        let side = colorSide(of: message, side: spec.side)
        let writer = CardWriter(layout: self, language: message.lang ?? transcript.lang, path: ["messages", .index(spec.index)],
                                colors: colors, secondary: timeColor(side: side), accent: cardAccent(side: side, colors: colors))
        let bleed = showsPlaceAsRichLink(message)
            ? BubbleShape(style: theme.outline, side: spec.placement, contentSize: .zero, hasTail: hasTail, metrics: theme.look.outlineMetrics).bodyInsets
            : nil
        return switch card {
        case .poll(let poll): try writer.poll(poll, maxWidth: maxWidth)
        case .location(let location): try writer.location(location, maxWidth: maxWidth, bleed: bleed)
        case .contact(let contact): try writer.contact(contact, maxWidth: maxWidth)
        case .generic(let generic): try writer.generic(generic, maxWidth: maxWidth)
        case .embed(let embed): try writer.embed(embed, maxWidth: maxWidth)
        }
    }

    /// The colour of a card's bars, marks and buttons in a bubble on `side`: the look's
    /// card accent, else the colour of links there.
    func cardAccent(side: BubbleSide, colors: BubbleColors) -> RGBAColor {
        if let accent = theme.look.cards.accent[transcript.appearance][side] { return accent }
        return theme.look.links[transcript.appearance][side].looks[.link]?.color ?? colors.text
    }
}

/// Lays out the cards of one message: its texts in the message's language, its colours.
private struct CardWriter<Texts: TextMeasuring, Images: ImageMeasuring> {
    typealias Text = Texts.Text
    typealias Layout = TranscriptLayout<Texts, Images>

    let layout: Layout
    let language: String?
    let path: JSONPath
    let colors: BubbleColors
    let secondary: RGBAColor
    let accent: RGBAColor

    private var metaSize: Double { layout.theme.metaSize }
    private var hairline: RGBAColor { secondary.withAlpha(60) }

    /// Space between a card's parts.
    private static var gap: Double { 6 }
    /// The least width of a poll's or a map's card, or its width when the bubble allows less.
    private static var wideCard: Double { 240 }

    /// `string` on at most `maxLines` lines (its own line breaks kept) `maxWidth` wide.
    func text(_ string: String, size: Double, bold: Bool = false, maxWidth: Double, maxLines: Int) throws(Diagnostic) -> TextBlock<Text> {
        do {
            return TextBlock(try layout.texts.text(string, font: .sized(size, weight: FontWeight(bold: bold), italic: false), maxWidth: max(1, maxWidth),
                                                   maxLines: maxLines, language: language))
        } catch {
            throw layout.problem(error.description, at: path)
        }
    }

    /// A hairline across the card at `y` and the button's words centred under it; the height taken.
    private func button(_ block: TextBlock<Text>, y: Double, canvas: inout CardCanvas<Text>, width: Double) {
        canvas.shape(.rect(Rect(x: 0, y: y, width: width, height: 1)), color: hairline)
        canvas.centredText(block, y: y + 8, color: accent)
    }

    private static func buttonHeight(_ block: TextBlock<Text>) -> Double { 8 + block.size.height + 2 }

    /// A round mark of `radius` about `center`: filled with a check in the bubble's colour
    /// when `checked`, else a ring.
    private func checkMark(center: Point, radius: Double, checked: Bool, color: RGBAColor, canvas: inout CardCanvas<Text>) {
        guard checked else {
            // Two circles turning opposite ways: the inner one is a hole.
            var ring = Path()
            ring.move(to: Point(x: center.x + radius, y: center.y))
            ring.arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            ring.close()
            ring.move(to: Point(x: center.x + radius - 1.5, y: center.y))
            ring.arc(center: center, radius: radius - 1.5, startAngle: 2 * .pi, endAngle: 0, clockwise: false)
            ring.close()
            canvas.shape(ring, color: color)
            return
        }
        canvas.shape(.circle(center: center, radius: radius), color: color)
        let unit = radius / 7
        let tick = [Point(x: center.x - 3.2 * unit, y: center.y + 0.2 * unit), Point(x: center.x - 0.9 * unit, y: center.y + 2.5 * unit),
                    Point(x: center.x + 3.4 * unit, y: center.y - 2.4 * unit)]
        canvas.sign(.polyline(tick, width: 1.6 * unit), aroundX: center.x, color: colors.fill)
    }

    // MARK: Poll

    func poll(_ poll: PollCard, maxWidth: Double) throws(Diagnostic) -> CardBlock<Text> {
        let style = layout.theme.look.cards
        let question = try text(poll.question, size: metaSize + 5, bold: true, maxWidth: maxWidth, maxLines: 6)
        let labelWords = poll.label ?? (poll.closed ? "Final results" : layout.transcript.labels.pollLabel(style.pollLabel))
        let label = try labelWords.map { words throws(Diagnostic) in try text(words, size: metaSize + 2, maxWidth: maxWidth, maxLines: 2) }
        let percentBefore = style.pollShares == .percentBefore
        // Telegram: the percentage right-aligned in a column before the option; WhatsApp: a
        // check box before it and the count after it.
        let textX = percentBefore ? 44.0 : 30
        let countRoom = percentBefore ? 0.0 : 40
        var rows: [(option: PollCard.Option, words: TextBlock<Text>, share: TextBlock<Text>)] = []
        for (option, percent) in zip(poll.options, poll.percents) {
            let words = try text(option.text, size: metaSize + 4, maxWidth: maxWidth - textX - countRoom, maxLines: 3)
            let share = percentBefore
                ? try text("\(percent)%", size: metaSize + 2, bold: true, maxWidth: textX, maxLines: 1)
                : try text(Layout.countLabel(option.votes), size: metaSize + 2, maxWidth: countRoom, maxLines: 1)
            rows.append((option, words, share))
        }
        let total = poll.totalVoters
        let footerWords = layout.transcript.labels.pollFooter(voters: total, button: style.pollButton)
        let footer = try text(footerWords, size: metaSize + 2, maxWidth: maxWidth, maxLines: 1)
        let barGap = 5.0, barHeight = percentBefore ? 4.0 : 5, rowGap = 12.0
        var natural = max(question.size.width, label?.size.width ?? 0, footer.size.width)
        var height = question.size.height + (label.map { 2 + $0.size.height } ?? 0) + 12
        for row in rows {
            natural = max(natural, textX + row.words.size.width + countRoom)
            height += row.words.size.height + barGap + barHeight + rowGap
        }
        height += style.pollButton == nil ? footer.size.height : Self.buttonHeight(footer)
        let accent = self.accent, secondary = self.secondary, textColor = colors.text
        let most = poll.options.map(\.votes).max() ?? 0
        let quizAnswered = poll.options.contains(where: \.correct) && poll.options.contains(where: \.chosen)
        return CardBlock(naturalWidth: min(maxWidth, max(natural, Self.wideCard)), height: height) { width, canvas in
            var y = 0.0
            canvas.text(question, x: 0, y: y, color: textColor)
            y += question.size.height
            if let label {
                canvas.text(label, x: 0, y: y + 2, color: secondary)
                y += 2 + label.size.height
            }
            y += 12
            for row in rows {
                let barY = y + row.words.size.height + barGap
                let full = width - textX
                // Telegram's bars are measured against the leading option's, WhatsApp's against all voters.
                let scale = percentBefore ? most : total
                let fraction = scale == 0 ? 0 : Double(min(row.option.votes, scale)) / Double(scale)
                canvas.text(row.words, x: textX, y: y, color: textColor)
                // A quiz answered: the right answer green, a wrong choice red.
                let markColor: RGBAColor = quizAnswered && row.option.correct ? .rgb(0x34C759)
                    : quizAnswered && row.option.chosen ? Layout.failedRed : accent
                let marked = row.option.chosen || (quizAnswered && row.option.correct)
                // The leading option's bar in the accent, the others' paler.
                let barColor = poll.isLeading(row.option) ? accent : accent.withAlpha(140)
                if percentBefore {
                    canvas.text(row.share, x: textX - 8 - row.share.size.width, y: y + 1, color: textColor)
                    let length = max(barHeight, full * fraction)
                    canvas.shape(.roundedRect(Rect(x: textX, y: barY, width: length, height: barHeight), radius: barHeight / 2),
                                 color: marked ? markColor : barColor)
                    if marked {
                        self.checkMark(center: Point(x: textX - 16, y: barY + barHeight / 2), radius: 7, checked: true, color: markColor,
                                       canvas: &canvas)
                    }
                } else {
                    self.checkMark(center: Point(x: 11, y: y + min(row.words.size.height, 22) / 2), radius: 10, checked: marked,
                                   color: marked ? markColor : secondary, canvas: &canvas)
                    canvas.text(row.share, x: width - row.share.size.width, y: y + 1, color: secondary)
                    canvas.shape(.roundedRect(Rect(x: textX, y: barY, width: full, height: barHeight), radius: barHeight / 2),
                                 color: secondary.withAlpha(50))
                    if fraction > 0 {
                        canvas.shape(.roundedRect(Rect(x: textX, y: barY, width: max(barHeight, full * fraction), height: barHeight),
                                                  radius: barHeight / 2), color: barColor)
                    }
                }
                y = barY + barHeight + rowGap
            }
            if style.pollButton != nil {
                button(footer, y: y, canvas: &canvas, width: width)
            } else {
                canvas.centredText(footer, y: y, color: secondary)
            }
        }
    }

    // MARK: Location

    /// A map with the place's name and address under it. With `bleed` (the bubble's body
    /// past its content on each side) the map reaches the body's top and sides, square, the
    /// outline rounding its top corners, as iMessage's rich link shows its picture; else it is
    /// a tile with rounded corners inside the content.
    func location(_ location: LocationCard, maxWidth: Double, bleed: EdgeInsets?) throws(Diagnostic) -> CardBlock<Text> {
        let name = try location.name.map { words throws(Diagnostic) in try text(words, size: metaSize + 4, bold: true, maxWidth: maxWidth, maxLines: 2) }
        let address = try location.address.map { words throws(Diagnostic) in try text(words, size: metaSize + 2, maxWidth: maxWidth, maxLines: 3) }
        let mapHeight = 140.0
        // The map's bottom in the content: less what reaches above it into the padding.
        let mapBottom = mapHeight - (bleed?.top ?? 0)
        var height = mapBottom
        if let name { height += Self.gap + name.size.height }
        if let address { height += (name == nil ? Self.gap : 2) + address.size.height }
        let seed = Self.seed(location)
        let radius = layout.theme.imageCornerRadius
        let colors = MapPlaceholder.colors[layout.transcript.appearance]
        let textColor = self.colors.text, secondary = self.secondary
        let natural = max(Self.wideCard, name?.size.width ?? 0, address?.size.width ?? 0)
        return CardBlock(naturalWidth: min(maxWidth, natural), height: height) { width, canvas in
            if let bleed {
                let map = Rect(x: -bleed.left, y: -bleed.top, width: width + bleed.horizontal, height: mapHeight)
                for (shape, color) in MapPlaceholder(seed: seed).shapes(in: map, radius: 0, colors: colors) {
                    canvas.bleedShape(shape, color: color)
                }
            } else {
                for (shape, color) in MapPlaceholder(seed: seed).shapes(in: Rect(x: 0, y: 0, width: width, height: mapHeight), radius: radius,
                                                                        colors: colors) {
                    canvas.shape(shape, color: color)
                }
            }
            var y = mapBottom
            if let name {
                canvas.text(name, x: 0, y: y + Self.gap, color: textColor)
                y += Self.gap + name.size.height
            }
            if let address {
                canvas.text(address, x: 0, y: y + (name == nil ? Self.gap : 2), color: secondary)
            }
        }
    }

    /// A seed from where the place is (or its name), so that a place keeps its streets.
    private static func seed(_ location: LocationCard) -> UInt64 {
        let key = [location.latitude.map { "\($0)" }, location.longitude.map { "\($0)" }, location.name, location.address]
            .compactMap { $0 }.joined(separator: "|")
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }

    // MARK: Contact

    func contact(_ contact: ContactCard, maxWidth: Double) throws(Diagnostic) -> CardBlock<Text> {
        let side = 44.0, textX = side + 10
        let name = try text(contact.name, size: metaSize + 4, bold: true, maxWidth: maxWidth - textX, maxLines: 2)
        let phone = try contact.phone.map { words throws(Diagnostic) in try text(words, size: metaSize + 2, maxWidth: maxWidth - textX, maxLines: 1) }
        let person = Participant(id: "contact", name: contact.name)
        let avatar: Avatar<Text>
        do {
            avatar = try layout.theme.look.monogram.avatar(for: person, in: layout.transcript.appearance) { () throws(Texts.Failure) in
                try layout.text(person.initials, size: 17, bold: true, maxWidth: nil, language: nil)
            }
        } catch {
            throw layout.problem(error.description, at: path)
        }
        let button = try layout.theme.look.cards.contactButton.map { words throws(Diagnostic) in
            try text(layout.transcript.labels.contactButton(words), size: metaSize + 2, maxWidth: maxWidth, maxLines: 1)
        }
        let texts = name.size.height + (phone.map { 2 + $0.size.height } ?? 0)
        let body = max(side, texts)
        let height = body + (button.map { Self.gap + Self.buttonHeight($0) } ?? 0)
        let natural = max(textX + max(name.size.width, phone?.size.width ?? 0), button?.size.width ?? 0, 180)
        let textColor = colors.text, secondary = self.secondary
        return CardBlock(naturalWidth: min(maxWidth, natural), height: height) { width, canvas in
            canvas.avatar(avatar, rect: Rect(x: 0, y: (body - side) / 2, width: side, height: side))
            var y = (body - texts) / 2
            canvas.text(name, x: textX, y: y, color: textColor)
            y += name.size.height + 2
            if let phone { canvas.text(phone, x: textX, y: y, color: secondary) }
            if let button { self.button(button, y: body + Self.gap, canvas: &canvas, width: width) }
        }
    }

    // MARK: Generic

    func generic(_ card: GenericCard, maxWidth: Double) throws(Diagnostic) -> CardBlock<Text> {
        let icon = try card.icon.map { icon throws(Diagnostic) in try text(icon, size: 28, maxWidth: 40, maxLines: 1) }
        let textX = icon == nil ? 0.0 : 48
        let title = try text(card.title, size: metaSize + 4, bold: true, maxWidth: maxWidth - textX, maxLines: 3)
        var lines: [TextBlock<Text>] = []
        for line in card.lines {
            lines.append(try text(line, size: metaSize + 3, maxWidth: maxWidth - textX, maxLines: 4))
        }
        let texts = ([title] + lines).reduce(0) { $0 + $1.size.height } + 2 * Double(lines.count)
        let height = max(icon?.size.height ?? 0, texts)
        let natural = textX + ([title] + lines).map(\.size.width).reduce(0, max)
        let textColor = colors.text
        return CardBlock(naturalWidth: min(maxWidth, natural), height: height) { width, canvas in
            if let icon { canvas.text(icon, x: (40 - icon.size.width) / 2, y: 0, color: textColor) }
            var y = 0.0
            for block in [title] + lines {
                canvas.text(block, x: textX, y: y, color: textColor)
                y += block.size.height + 2
            }
        }
    }

    // MARK: Embed

    /// An embed as a link card with a side bar (Telegram's link preview): the bar in the
    /// embed's colour, the block a shade of the bubble.
    func embed(_ embed: EmbedCard, maxWidth: Double) throws(Diagnostic) -> CardBlock<Text> {
        let width = LinkCard<Text>.textWidth(style: .sideBar, maxWidth: maxWidth, picture: nil)
        let size = metaSize + 3
        var lines: [LinkCard<Text>.Line] = []
        func add(_ string: String?, size: Double, bold: Bool = false, maxLines: Int, color: RGBAColor) throws(Diagnostic) {
            guard let string else { return }
            lines.append(LinkCard.Line(try text(string, size: size, bold: bold, maxWidth: width, maxLines: maxLines), color: color))
        }
        try add(embed.author, size: size - 1, bold: true, maxLines: 1, color: colors.text)
        try add(embed.title, size: size, bold: true, maxLines: 2, color: accent)
        try add(embed.description, size: size, maxLines: 8, color: colors.text)
        for field in embed.fields {
            try add(field.name, size: size - 1, bold: true, maxLines: 2, color: colors.text)
            try add(field.value, size: size - 1, maxLines: 4, color: colors.text)
        }
        try add(embed.footer, size: size - 3, maxLines: 2, color: secondary)
        let tint = RGBAColor(red: 0, green: 0, blue: 0, alpha: colors.text.isLight ? 56 : 14)
        let card = LinkCard<Text>(style: .sideBar, lines: lines, picture: nil, accent: embed.color ?? accent, tint: tint,
                                  bleed: .zero, bannerHeight: 0)
        return CardBlock(naturalWidth: min(maxWidth, card.naturalWidth), height: card.height) { width, canvas in
            canvas.append(card.parts(width: width, top: canvas.top, mirrored: canvas.mirrored))
        }
    }
}
