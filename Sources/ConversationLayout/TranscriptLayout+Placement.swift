import BubbleGeometry
import Transcript
import StrictJSON

extension TranscriptLayout {
    /// Places a bubble at its side of the canvas with the sender's name, the "Forwarded"
    /// label and the `quoted` message's bubble (placed at its own side, joined to this one by
    /// a thin curved line) above it, its `caption`'s bubble (a photo's text, where the look
    /// makes the photo a bubble of its own) below it, "Edited" and the time below or beside
    /// the last of them (beside: above a reaction badge reaching under them), its reactions on
    /// or under it (tapbacks pointing at `reactionCorner`,
    /// in the content's coordinates, when given), and the avatar next to the last bubble,
    /// level with its bottom (or next to the first, level with the row's top, where the look
    /// puts avatars at a run's top), as the theme and the row ask.
    package func place(_ bubble: MessageBubble<Text>, caption: MessageBubble<Text>? = nil, spec: RowSpec, message: BubbleMessage,
                       participant: Participant, quoted: (MessageBubble<Text>, placement: BubbleSide)? = nil,
                       reactionCorner: Point? = nil) throws(Diagnostic) -> Row<Text> {
        let path: JSONPath = ["messages", .index(spec.index)]
        let width = transcript.width
        let leading = spec.placement == .incoming
        let avatarColumn = spec.reservesAvatarColumn ? theme.look.avatarSize + ConversationMetrics.avatarGap : 0
        // A failed message moves in to leave room for its red mark at the edge, as in iMessage,
        // unless the look shows the mark inside the bubble (WhatsApp) or where its time goes
        // (LINE).
        let markAtTime = message.status == .failed && theme.look.failedMarkAtTime && theme.timePlacement == .beside
        let markBeside = message.status == .failed && !theme.look.failedMarkInMeta && !markAtTime
        let failedColumn = markBeside ? ConversationMetrics.failedMarkSize + ConversationMetrics.failedMarkGap : 0
        let language = message.lang ?? transcript.lang
        // Bubbles line up by their reference frames, so bodies with and without tails align.
        func leftEdge(of bubble: MessageBubble<Text>) -> Double {
            let frameX = leading ? ConversationMetrics.margin + avatarColumn + failedColumn
                : width - ConversationMetrics.margin - avatarColumn - failedColumn - bubble.frame.width
            return frameX + bubble.bounds.minX - bubble.frame.minX
        }
        let bubbleX = leftEdge(of: bubble)
        var items: [Row<Text>.Item] = []
        var y = 0.0
        // The lowest bubble, its left edge and its bottom: labels go under it, the avatar beside it.
        var last = (bubble: bubble, x: bubbleX, bottom: 0.0)
        do {
            // The name and "Forwarded" stack 2 points apart; the last keeps the look's gap
            // above what follows.
            var gapBelowLabels = 0.0
            if spec.showsName, !theme.namesInside {
                let name = try text(participant.displayName, size: theme.metaSize, maxWidth: maxBubbleWidth, language: language)
                items.append(.text(name, origin: Point(x: edgeAligned(name, leading: leading, bubbleX: bubbleX, bubble: bubble, inset: 12),
                                                       y: -name.box.minY), color: theme.colors.meta))
                y += name.size.height
                gapBelowLabels = theme.look.nameGap
            }
            if message.forwarded, theme.look.marksForwarded, theme.timePlacement != .inside {
                y += gapBelowLabels > 0 ? 2 : 0
                let label = try forwardedLabel(message, size: theme.metaSize, maxWidth: maxBubbleWidth)
                let placed = label.placed(at: Point(x: edgeX(width: label.size.width, leading: leading, bubbleX: bubbleX, bubble: bubble, inset: 12),
                                                    y: y))
                items.append(.shape(placed.icon, color: theme.colors.meta))
                items.append(.text(label.block, origin: placed.textOrigin, color: theme.colors.meta))
                y += label.size.height
                gapBelowLabels = theme.look.nameGap
            }
            y += gapBelowLabels
            var quotedBody: Rect?
            let quotedLeading = quoted?.placement == .incoming
            if let (quotedBubble, quotedPlacement) = quoted {
                let quotedSide = transcript.layoutDirection == .rightToLeft ? quotedPlacement.opposite : quotedPlacement
                let column = spec.showsSenders && quotedSide == .incoming ? theme.look.avatarSize + ConversationMetrics.avatarGap : 0
                let quotedFrameX = quotedLeading ? ConversationMetrics.margin + column
                    : width - ConversationMetrics.margin - column - quotedBubble.frame.width
                let origin = Point(x: quotedFrameX - quotedBubble.frame.minX, y: y - quotedBubble.bounds.minY)
                items.append(.bubble(quotedBubble, origin: origin))
                quotedBody = (quotedBubble.shape?.body ?? quotedBubble.bounds).offsetBy(dx: origin.x, dy: origin.y)
                y += quotedBubble.bounds.height + ConversationMetrics.quoteGap
            }
            // Tapbacks on a sticker's shape, lower than its box, need less room above it.
            y += reactionHeadroom(message, tailEnd: reactionCorner.map { $0.y + bubble.contentOrigin.y - bubble.bounds.minY })
            let bubbleTop = y
            let bubbleOrigin = Point(x: bubbleX - bubble.bounds.minX, y: bubbleTop - bubble.bounds.minY)
            let bubbleBottom = bubbleTop + bubble.bounds.height
            var marks: [Row<Text>.Item] = []
            // How far reactions reach below the bubble.
            var reactionDepth = 0.0
            if !message.reactions.isEmpty {
                let contentOrigin = Point(x: bubbleOrigin.x + bubble.contentOrigin.x, y: bubbleOrigin.y + bubble.contentOrigin.y)
                let drawn = bubble.content.drawnShape?.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)
                let timeChip = bubble.content.timeChip.map { $0.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y) }
                // Without a bubble, what is drawn and the time's chip under or on it.
                let body = drawn.map { shape in timeChip.map(shape.bounds.union) ?? shape.bounds }
                    ?? bubble.shape?.body.offsetBy(dx: bubbleX - bubble.bounds.minX, dy: bubbleTop - bubble.bounds.minY)
                    ?? Rect(x: bubbleX, y: bubbleTop, width: bubble.bounds.width, height: bubble.bounds.height)
                let below: Double
                let corner = reactionCorner.map { Point(x: contentOrigin.x + $0.x, y: contentOrigin.y + $0.y) }
                (marks, below) = try reactionMarks(message.reactions, body: body, leading: leading, timeChip: timeChip, corner: corner,
                                                   drawn: drawn)
                reactionDepth = max(0, body.maxY + below - bubbleBottom)
            }
            if let quotedBody {
                let body = (bubble.shape?.body ?? bubble.bounds).offsetBy(dx: bubbleOrigin.x, dy: bubbleOrigin.y)
                items.append(connector(from: quotedBody, quotedLeading: quotedLeading, to: body, leading: leading, avoiding: marks))
            }
            items.append(.bubble(bubble, origin: bubbleOrigin))
            items += marks
            last = (bubble, bubbleX, bubbleBottom)
            y = bubbleBottom + reactionDepth
            if let caption {
                let captionX = leftEdge(of: caption)
                let top = y + theme.runSpacing
                items.append(.bubble(caption, origin: Point(x: captionX - caption.bounds.minX, y: top - caption.bounds.minY)))
                last = (caption, captionX, top + caption.bounds.height)
                y = last.bottom
            }
            if markBeside {
                items += failedMark(beside: last.bubble, bubbleX: last.x, top: last.bottom - last.bubble.bounds.height, leading: leading)
            }
            // "Edited" (iMessage's in the accent colour), then the receipt or the time; none
            // where the failed mark takes their place.
            var labels: [(TextBlock<Text>, RGBAColor)] = []
            if message.edited, theme.timePlacement != .inside, !markAtTime {
                let edited = try editedLabel(size: theme.metaSize)
                labels.append((edited, theme.timePlacement == .below ? theme.colors.outgoing : theme.colors.meta))
            }
            let receipt = theme.timePlacement == .inside ? nil : message.status.flatMap { receiptLabel($0, time: message.time, spec: spec) }
            if let receipt, theme.timePlacement == .beside {
                labels.append((try text(receipt.text, size: theme.metaSize, maxWidth: nil, language: labelLanguage(transcript.labels.read)),
                               receipt.color))
            }
            if let receipt, theme.timePlacement == .below {
                labels.append((try text(receipt.text, size: theme.metaSize, maxWidth: nil, language: language), receipt.color))
            } else if let time = shownTime(message), theme.timePlacement != .inside, !markAtTime {
                let block = try text(time, size: theme.metaSize, maxWidth: nil, language: language)
                labels.append((block, theme.colors.meta))
            }
            switch theme.timePlacement {
            case .below:
                let (placed, height) = labelLine(labels, leading: leading, bubbleX: last.x, bubble: last.bubble, top: y + 2)
                items += placed
                y += labels.isEmpty ? 0 : 2 + height
            case .beside where markAtTime:
                // The mark level with the bubble's foot, where the time would be.
                let size = ConversationMetrics.failedMarkSize
                let x = leading ? last.x + last.bubble.bounds.width + 6 : last.x - 6 - size
                items += failedMark(at: Point(x: x, y: last.bottom - size))
            case .beside:
                // Level with the bubble's foot, or above a reaction badge that reaches out
                // under them from a narrow bubble.
                var bottom = last.bottom
                let widest = labels.map(\.0.size.width).max() ?? 0
                let column = leading ? (last.x + last.bubble.bounds.width + 6)...(last.x + last.bubble.bounds.width + 6 + widest)
                    : (last.x - 6 - widest)...(last.x - 6)
                for case .reaction(let mark) in marks where caption == nil && column.overlaps(mark.bounds.minX...mark.bounds.maxX) {
                    bottom = min(bottom, mark.bounds.minY - 1)
                }
                for (block, color) in labels.reversed() {
                    let x = leading ? last.x + last.bubble.bounds.width + 6 : last.x - 6 - block.size.width
                    items.append(.text(block, origin: Point(x: x - block.box.minX, y: bottom - block.size.height - block.box.minY), color: color))
                    bottom -= block.size.height
                }
            case .inside:
                break
            }
        } catch {
            throw problem(error.description, at: path)
        }
        if spec.showsAvatar(atRunTop: theme.look.avatarAtRunTop) {
            let size = theme.look.avatarSize
            // At the run's top, level with the first thing of the row: the bubble, or the
            // sender's name above it.
            let top = theme.look.avatarAtRunTop ? 0 : max(0, last.bottom - size)
            let rect = Rect(x: leading ? ConversationMetrics.margin : width - ConversationMetrics.margin - size,
                            y: top, width: size, height: size)
            items.append(.avatar(try avatar(for: participant, lettersSize: size * 3 / 7), rect: rect))
            y = max(y, rect.maxY)
        }
        return Row(height: y, items: items)
    }

    /// The thin curved thread from a quoted bubble's body down to its reply's `body`. From
    /// the other side it leaves the quoted bubble ``ConversationMetrics/connectorInset`` in
    /// from its outer edge, drops and curves into the reply's near side, level with its
    /// first line (lower when tapback badges among `marks` hang there); on the same side it
    /// drops straight into the reply's top, or curves around the badges when they sit in
    /// its way, so that no badge sits on the line.
    private func connector(from quotedBody: Rect, quotedLeading: Bool, to body: Rect, leading: Bool,
                           avoiding marks: [Row<Text>.Item]) -> Row<Text>.Item {
        let inset = ConversationMetrics.connectorInset
        let width = ConversationMetrics.connectorWidth
        let radius = ConversationMetrics.connectorRadius
        let clearance = Self.badgeClearance + width / 2
        let badges = marks.compactMap { item -> Rect? in
            if case .reaction(let mark) = item { return mark.area.bounds }
            return nil
        }
        let box = badges.first.map { first in badges.dropFirst().reduce(first) { $0.union($1) } }
        // Whether the vertical band from `low` to `high` x, grown by the clearance, meets the badges.
        func meetsBadges(from low: Double, to high: Double) -> Bool {
            guard let box else { return false }
            return high > box.minX - clearance && low < box.maxX + clearance
        }
        var points: [Point]
        var startX = quotedLeading ? quotedBody.minX + inset : quotedBody.maxX - inset
        let nearEdge = quotedLeading ? body.minX : body.maxX
        if quotedLeading != leading, (quotedLeading ? nearEdge - startX : startX - nearEdge) > 2 * radius {
            // Into the reply's near side, under any badge hanging over its top corner.
            if let box, meetsBadges(from: startX - width, to: startX + width) {
                startX = quotedLeading ? max(quotedBody.minX + radius, box.minX - clearance)
                    : min(quotedBody.maxX - radius, box.maxX + clearance)
            }
            var entry = body.minY + min(body.height / 2, Self.firstLineMiddle)
            if let box, meetsBadges(from: min(startX, nearEdge), to: max(startX, nearEdge)) {
                entry = max(entry, box.maxY + clearance)
            }
            entry = min(entry, body.maxY - radius)
            points = [Point(x: startX, y: quotedBody.maxY), Point(x: startX, y: entry), Point(x: nearEdge, y: entry)]
        } else {
            // Down into the reply's top, turning halfway to come down beside badges in the way.
            var endX = quotedLeading ? body.minX + inset : body.maxX - inset
            var turn = (quotedBody.maxY + body.minY) / 2
            if let box, meetsBadges(from: endX - width, to: endX + width) {
                let beside = box.minX + box.maxX > body.minX + body.maxX ? box.minX - clearance : box.maxX + clearance
                endX = min(max(beside, body.minX + width), body.maxX - width)
                turn = (quotedBody.maxY + box.minY) / 2
            }
            points = [Point(x: startX, y: quotedBody.maxY)]
            if abs(endX - startX) > width { points += [Point(x: startX, y: turn), Point(x: endX, y: turn)] }
            points.append(Point(x: endX, y: body.minY))
        }
        let color = theme.colors.meta.withAlpha(150)
        return .shape(QuoteShapes.connector(through: points, width: width, cornerRadius: radius), color: color)
    }

    /// The labels under a bubble ("Edited", then the receipt or the time) on one line from
    /// `top`, as iMessage writes them: 6 points in from the bubble's edge on its sender's side,
    /// in reading order (turned round in a right-to-left chat), 6 points apart; one under the
    /// other when the line would be wider than a bubble may be. Returns the items and the
    /// height they take.
    private func labelLine(_ labels: [(TextBlock<Text>, RGBAColor)], leading: Bool, bubbleX: Double, bubble: MessageBubble<Text>,
                           top: Double) -> ([Row<Text>.Item], height: Double) {
        let gap = 6.0, inset = 6.0
        let width = labels.reduce(0) { $0 + $1.0.size.width } + gap * Double(max(0, labels.count - 1))
        var items: [Row<Text>.Item] = []
        guard width <= maxBubbleWidth else {
            var y = top
            for (block, color) in labels {
                items.append(.text(block, origin: Point(x: edgeAligned(block, leading: leading, bubbleX: bubbleX, bubble: bubble, inset: inset),
                                                        y: y - block.box.minY), color: color))
                y += block.size.height + 2
            }
            return (items, max(0, y - top - 2))
        }
        let height = labels.map(\.0.size.height).max() ?? 0
        let ordered = transcript.layoutDirection == .rightToLeft ? labels.reversed() : labels
        var x = edgeX(width: width, leading: leading, bubbleX: bubbleX, bubble: bubble, inset: inset)
        for (block, color) in ordered {
            items.append(.text(block, origin: Point(x: x - block.box.minX, y: top + height - block.size.height - block.box.minY), color: color))
            x += block.size.width + gap
        }
        return (items, height)
    }

    /// How far below a bubble's top edge the middle of its first line sits, in points: where
    /// a reply's thread comes in from the side.
    private static var firstLineMiddle: Double { 17 }

    /// The room a reply's connector keeps from a tapback badge's outline (its ring included).
    private static var badgeClearance: Double { 4 }

    /// The layout origin x that puts `block` `inset` points inside the bubble's body on its
    /// leading side (left for bubbles on the left, right for those on the right).
    private func edgeAligned(_ block: TextBlock<Text>, leading: Bool, bubbleX: Double, bubble: MessageBubble<Text>, inset: Double) -> Double {
        edgeX(width: block.size.width, leading: leading, bubbleX: bubbleX, bubble: bubble, inset: inset) - block.box.minX
    }

    /// The left edge of a box `width` wide placed `inset` points inside the bubble's body on
    /// its leading side.
    private func edgeX(width: Double, leading: Bool, bubbleX: Double, bubble: MessageBubble<Text>, inset: Double) -> Double {
        let body = bubble.shape?.body.offsetBy(dx: bubbleX - bubble.bounds.minX, dy: 0)
            ?? Rect(x: bubbleX, y: 0, width: bubble.bounds.width, height: 0)
        return leading ? body.minX + inset : body.maxX - inset - width
    }

    /// The sender's picture, or their initials (`lettersSize` points: 12 in a 28-point
    /// avatar) on the look's monogram fill.
    package func avatar(for participant: Participant, lettersSize: Double = 12) throws(Diagnostic) -> Avatar<Text> {
        if let path = participant.avatar {
            do {
                return .image(try images.image(path))
            } catch {
                throw problem(error.description, at: ["participants", .key(participant.id), "avatar"])
            }
        }
        do {
            return try theme.look.monogram.avatar(for: participant, in: transcript.appearance) { () throws(Texts.Failure) in
                try text(participant.initials, size: lettersSize, bold: true, maxWidth: nil, language: nil)
            }
        } catch {
            throw problem(error.description, at: ["participants", .key(participant.id)])
        }
    }
}
