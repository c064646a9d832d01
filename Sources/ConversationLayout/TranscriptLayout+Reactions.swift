import BubbleGeometry
import Transcript

extension TranscriptLayout {
    /// The most tapback badges iMessage stacks on one bubble; further reactions are not drawn.
    package static var maxTapbacks: Int { 3 }
    /// The most emoji WhatsApp's pill (and LINE's badge) shows; the count covers every reaction.
    package static var maxPillEmoji: Int { 3 }
    /// How far the ring of iMessage's tapback badge reaches above its tail's end.
    private static var tapbackReach: Double { 38.5 }
    /// The space iMessage's tapback badges take above a bubble: their reach above the tail's
    /// end, less how far below the bubble's top that end lies (``tapbackCorner(of:leading:)``).
    package static var tapbackHeadroom: Double { tapbackReach - tapbackTailDrop }
    /// How far in from a bubble's side the front badge's tail ends: its circles, ring
    /// included, end 4.5 points before the text, which keeps 12 points in.
    package static var tapbackCornerInset: Double { 4 }
    /// How far below a bubble's top the front badge's tail ends: the badge then overlaps the
    /// bubble's top corner by 3.5 points, as Messages on iOS 17 and 18 draws it, its body
    /// still above the first line.
    package static var tapbackTailDrop: Double { 10.5 }
    /// How far below the point where a sticker's drawn shape reaches toward the corner the
    /// tail ends: a little lower than on a bubble, well onto the shape.
    package static var stickerTailDrop: Double { 12.5 }
    /// The ring in the background colour around badges and pills.
    private static var ring: Double { 1.5 }
    /// The height of a WhatsApp, LINE or Telegram-style pill.
    private static var pillHeight: Double { 26 }
    /// How far WhatsApp's pill (and LINE's badge) reaches up over the bubble's bottom edge, or
    /// over the bottom of what is drawn without one (a sticker, emoji alone).
    private static var pillOverlap: Double { 6 }
    /// The least room between WhatsApp's pill and the time's chip on content without a bubble.
    private static var chipGap: Double { 4 }

    /// Whether `message` carries tapback badges (above its bubble, pointing at a sticker's
    /// visible shape).
    package func showsTapbacks(_ message: BubbleMessage) -> Bool {
        theme.look.reactions == .tapbacks && !message.reactions.isEmpty
    }

    /// The room the theme's reactions take above the bubble: for tapbacks whose tail ends
    /// `tailEnd` points below the bubble's top (a sticker's visible shape, lower than its
    /// picture's box), only what the badges reach above that top.
    package func reactionHeadroom(_ message: BubbleMessage, tailEnd: Double? = nil) -> Double {
        guard showsTapbacks(message) else { return 0 }
        return max(0, (Self.tapbackReach - (tailEnd ?? Self.tapbackTailDrop)).rounded(.up))
    }

    /// The reactions of a message whose bubble body is `body` (row coordinates), drawn as its
    /// app draws them, and how far they reach below the body's bottom edge: iMessage's tapback
    /// badges stacked at the top corner away from the sender (in the headroom the row left
    /// above the bubble), their tail ending at `corner` when given (row coordinates, the
    /// visible corner of a sticker), else on the body's corner, WhatsApp's pill over the bottom
    /// edge on the sender's side and LINE's badge at its other end, Telegram-style pills under the
    /// bubble for talk and plain, and under a sticker for Telegram (whose bubbles hold their
    /// chips inside, see ``reactionChips(_:colors:maxWidth:)``). For content without a bubble
    /// `body` is its bounds (of what a sticker or emoji alone draw, `drawn`, when given, and
    /// their time's chip: pills hang from the drawn foot where they are), and `timeChip` the
    /// pill its time is on, if any (row coordinates).
    package func reactionMarks(_ reactions: [Reaction], body: Rect, leading: Bool, timeChip: Rect?,
                               corner: Point? = nil, drawn: DrawnShape? = nil) throws(Texts.Failure) -> ([Row<Text>.Item], below: Double) {
        guard !reactions.isEmpty else { return ([], 0) }
        switch theme.look.reactions {
        case .tapbacks:
            return (try tapbacks(reactions, tailEnd: corner ?? Self.tapbackCorner(of: body, leading: leading), leading: leading), 0)
        case .pill: return try pill(reactions, body: body, leading: leading, atSender: true, timeChip: timeChip, drawn: drawn)
        case .cornerBadge: return try pill(reactions, body: body, leading: leading, atSender: false, timeChip: timeChip, drawn: drawn)
        case .pillRows: return try pillRows(reactions, body: body, leading: leading, under: drawn, timeChip: timeChip)
        // Chips go inside a bubble; only those of a sticker or a die, which have none, come
        // here.
        case .chips: return try pillRows(reactions, body: body, leading: leading, under: drawn, timeChip: timeChip,
                                         colors: wallpaperChipColors)
        }
    }

    /// The colours of reaction chips on the wallpaper, under content without a bubble (a
    /// sticker, emoji alone, a die): the translucent pill of dates and service messages with
    /// a white count, the user's own in the look's ``ChatLook/freeReactionFill`` with the count
    /// cut out of it, in the canvas's colour.
    var wallpaperChipColors: ReactionChipColors {
        let colors = theme.colors
        return ReactionChipColors(fill: colors.separatorFill ?? theme.look.stampChip, text: colors.systemText ?? .white,
                                  ownFill: theme.look.freeReactionFill[transcript.appearance], ownText: colors.background)
    }

    /// `count` as the apps abbreviate it: `999`, `1.2K`, `12K`, `1M`.
    package static func countLabel(_ count: Int) -> String {
        if count < 1000 { return String(count) }
        if count < 10_000 {
            let tenths = count / 100
            return tenths % 10 == 0 ? "\(tenths / 10)K" : "\(tenths / 10).\(tenths % 10)K"
        }
        if count < 1_000_000 { return "\(count / 1000)K" }
        return "\(count / 1_000_000)M"
    }

    /// Whether a participant on the outgoing side (the user) gave `reaction`: the apps tint
    /// such a badge or pill in the accent colour.
    func isOwn(_ reaction: Reaction) -> Bool {
        reaction.participants.contains { transcript.participants[id: $0]?.side == .outgoing }
    }

    /// The reaction's emoji at `size` points.
    func emoji(_ reaction: Reaction, size: Double) throws(Texts.Failure) -> TextBlock<Text> {
        try text(reaction.emoji, size: size, maxWidth: nil, language: nil)
    }

    /// The badges iMessage stacks for `reactions`, front first: one for each person who
    /// reacted, as Messages draws two people's hearts as two stacked heart badges (a count of
    /// 2 is two badges, never a number), the user's own first among a reaction's; at most
    /// ``maxTapbacks``. Each says whether the user (a participant on the outgoing side) gave it.
    package func tapbackBadges(_ reactions: [Reaction]) -> [(reaction: Reaction, own: Bool)] {
        var badges: [(reaction: Reaction, own: Bool)] = []
        for reaction in reactions where badges.count < Self.maxTapbacks {
            let room = Self.maxTapbacks - badges.count
            switch reaction.senders {
            case .participants(let ids):
                let own = ids.filter { transcript.participants[id: $0]?.side == .outgoing }.count
                let owns = Array(repeating: true, count: own) + Array(repeating: false, count: ids.count - own)
                badges += owns.prefix(room).map { (reaction, $0) }
            case .count(let count):
                badges += Array(repeating: (reaction, false), count: min(count, room))
            }
        }
        return badges
    }

    /// Where a tapback's tail ends on a bubble whose body is `body`: inside its top corner
    /// away from the sender (right of a bubble on the left), beside the text.
    package static func tapbackCorner(of body: Rect, leading: Bool) -> Point {
        Point(x: leading ? body.maxX - tapbackCornerInset : body.minX + tapbackCornerInset, y: body.minY + tapbackTailDrop)
    }

    /// Up to ``maxTapbacks`` badges (``tapbackBadges(_:)``), the first in front, its tail
    /// ending at `tailEnd`, the others peeking out behind it away from the message, kept on the
    /// canvas: a badge moved in from the edge moves up as much, its tail along the corner's
    /// diagonal, so that it stays off the text.
    private func tapbacks(_ reactions: [Reaction], tailEnd: Point, leading: Bool) throws(Texts.Failure) -> [Row<Text>.Item] {
        let badge = TapbackBadge(side: leading ? .incoming : .outgoing)
        let diameter = TapbackBadge.diameter
        let step = (diameter * 0.6).rounded()
        let shown = tapbackBadges(reactions)
        let spread = Double(shown.count - 1) * step
        var frontX = tailEnd.x - badge.tailEnd.x
        var top = tailEnd.y - badge.tailEnd.y
        let outer = badge.bounds(grownBy: Self.ring)
        let edge = ConversationMetrics.margin / 2
        let inward = leading ? max(0, frontX + spread + outer.maxX - (transcript.width - edge))
            : max(0, edge - (frontX - spread + outer.minX))
        frontX += leading ? -inward : inward
        top -= inward
        var items: [Row<Text>.Item] = []
        for (index, (reaction, own)) in shown.enumerated().reversed() {
            let x = frontX + (leading ? 1 : -1) * Double(index) * step
            // Only the front badge trails its tail toward the bubble.
            let front = index == 0
            let area = badge.outline(tail: front).offsetBy(dx: x, dy: top)
            let block = try emoji(reaction, size: 15)
            let origin = block.origin(centredIn: badge.body.offsetBy(dx: x, dy: top))
            items.append(.reaction(ReactionMark(
                ring: (badge.outline(grownBy: Self.ring, tail: front).offsetBy(dx: x, dy: top), theme.colors.background),
                outlines: [(area, own ? theme.colors.outgoing : theme.colors.incoming)],
                texts: [(block, origin, own ? theme.colors.outgoingText : theme.colors.incomingText)], area: area)))
        }
        return items
    }

    /// One pill hanging from the bubble's bottom edge 8 points in from its end on the sender's
    /// side (`atSender`, WhatsApp), or from its other end (LINE) unless the bubble is too
    /// narrow to hold it there: up to ``maxPillEmoji`` emoji, then the number of reactions when
    /// there is more than one. Over the bottom of content without a bubble alike (over the
    /// foot of what a sticker or emoji draw, `drawn`, in the pill's columns), but clear of its
    /// `timeChip` (WhatsApp's, at its bottom trailing corner): at the other end when the chosen
    /// one meets the chip, else beside the chip, toward the middle of the canvas.
    private func pill(_ reactions: [Reaction], body: Rect, leading: Bool, atSender: Bool, timeChip: Rect?,
                      drawn: DrawnShape?) throws(Texts.Failure) -> ([Row<Text>.Item], below: Double) {
        var blocks: [TextBlock<Text>] = []
        for reaction in reactions.prefix(Self.maxPillEmoji) {
            blocks.append(try emoji(reaction, size: 13))
        }
        let total = reactions.reduce(0) { $0 + $1.count }
        var count: TextBlock<Text>?
        if total > 1 { count = try text(Self.countLabel(total), size: theme.metaSize + 1, maxWidth: nil, language: nil) }
        let padding = 7.0, gap = 1.0
        let emojiWidth = blocks.reduce(0) { $0 + $1.size.width } + gap * Double(blocks.count - 1)
        let width = 2 * padding + emojiWidth + (count.map { 3 + $0.size.width } ?? 0)
        let fromSender = leading ? body.minX + 8 : body.maxX - 8 - width
        let fromOtherEnd = leading ? body.maxX - 8 - width : body.minX + 8
        var left = atSender || width + 16 > body.width ? fromSender : fromOtherEnd
        if let chip = timeChip {
            let clear = { (x: Double) in x + width + Self.chipGap <= chip.minX || x >= chip.maxX + Self.chipGap }
            let beside = leading ? chip.maxX + Self.chipGap : chip.minX - Self.chipGap - width
            left = [left, left == fromSender ? fromOtherEnd : fromSender].first(where: clear) ?? beside
        }
        let foot = drawn?.bottom(from: left, to: left + width) ?? body.maxY
        let rect = Rect(x: left, y: foot - Self.pillOverlap, width: width, height: Self.pillHeight)
        var texts: [(block: TextBlock<Text>, origin: Point, color: RGBAColor)] = []
        var x = rect.minX + padding
        for block in blocks {
            texts.append((block, block.origin(centredIn: Rect(x: x, y: rect.minY, width: block.size.width, height: rect.height)),
                          theme.colors.incomingText))
            x += block.size.width + gap
        }
        if let count {
            x += 3 - gap
            texts.append((count, count.origin(centredIn: Rect(x: x, y: rect.minY, width: count.size.width, height: rect.height)),
                          theme.colors.meta))
        }
        let area = Path.roundedRect(rect, radius: rect.height / 2)
        let ring = Path.roundedRect(rect.insetBy(dx: -Self.ring, dy: -Self.ring), radius: rect.height / 2 + Self.ring)
        let mark = ReactionMark(ring: (ring, theme.colors.background), outlines: [(area, theme.colors.incoming)], texts: texts, area: area)
        return ([.reaction(mark)], rect.maxY + Self.ring - body.maxY)
    }

    /// Telegram's convention, for talk and plain: a pill per reaction (its emoji and count)
    /// under the bubble, in the order given, lines aligned with the bubble's side and wrapping
    /// at the widest a bubble may be; a pill the user reacted with in the accent colour (or in
    /// `colors`, when given, instead of the bubbles' colours). Under a sticker or emoji alone,
    /// the first line goes under the foot of what they draw (`drawn`) in that line's columns,
    /// and under their `timeChip` where the line meets the chip's columns.
    private func pillRows(_ reactions: [Reaction], body: Rect, leading: Bool, under drawn: DrawnShape? = nil, timeChip: Rect? = nil,
                          colors: ReactionChipColors? = nil) throws(Texts.Failure) -> ([Row<Text>.Item], below: Double) {
        let padding = 8.0, gap = 4.0, spacing = 4.0
        let limit = max(maxBubbleWidth, body.width)
        // Each pill's emoji, count and width, in lines that fit the limit.
        var lines: [[(reaction: Reaction, emoji: TextBlock<Text>, count: TextBlock<Text>, width: Double)]] = [[]]
        var lineWidth = 0.0
        for reaction in reactions {
            let block = try emoji(reaction, size: 14)
            let count = try text(Self.countLabel(reaction.count), size: theme.metaSize, bold: true, maxWidth: nil, language: nil)
            let width = 2 * padding + block.size.width + gap + count.size.width
            if lineWidth > 0, lineWidth + width > limit {
                lines.append([])
                lineWidth = 0
            }
            lines[lines.count - 1].append((reaction, block, count, width))
            lineWidth += width + gap
        }
        var items: [Row<Text>.Item] = []
        let totals = lines.map { line in line.reduce(0) { $0 + $1.width } + gap * Double(line.count - 1) }
        let firstLeft = leading ? body.minX : body.maxX - totals[0]
        var foot = drawn?.bottom(from: firstLeft, to: firstLeft + totals[0]) ?? body.maxY
        if let chip = timeChip, chip.minX < firstLeft + totals[0], chip.maxX > firstLeft {
            foot = max(foot, chip.maxY)
        }
        var top = foot + spacing
        for (line, total) in zip(lines, totals) {
            var x = leading ? body.minX : body.maxX - total
            for pill in line {
                let own = isOwn(pill.reaction)
                let textColor = colors.map { own ? $0.ownText : $0.text } ?? (own ? theme.colors.outgoingText : theme.colors.incomingText)
                let fill = colors.map { own ? $0.ownFill : $0.fill } ?? (own ? theme.colors.outgoing : theme.colors.incoming)
                let rect = Rect(x: x, y: top, width: pill.width, height: Self.pillHeight)
                let emojiOrigin = pill.emoji.origin(centredIn: Rect(x: rect.minX + padding, y: top, width: pill.emoji.size.width,
                                                                    height: rect.height))
                let countOrigin = pill.count.origin(centredIn: Rect(x: rect.maxX - padding - pill.count.size.width, y: top,
                                                                    width: pill.count.size.width, height: rect.height))
                let area = Path.roundedRect(rect, radius: rect.height / 2)
                items.append(.reaction(ReactionMark(
                    outlines: [(area, fill)],
                    texts: [(pill.emoji, emojiOrigin, textColor), (pill.count, countOrigin, textColor)], area: area)))
                x += pill.width + gap
            }
            top += Self.pillHeight + spacing
        }
        return (items, top - spacing - body.maxY)
    }
}
