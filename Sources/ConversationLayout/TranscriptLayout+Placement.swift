import BubbleGeometry
import Transcript
import StrictJSON

extension TranscriptLayout {
    /// Places a bubble at its side of the canvas with the sender's name, the "Forwarded"
    /// label and the `quoted` message's bubble (placed at its own side, joined to this one by
    /// a line) above it, "Edited" and the time below or beside it, its reactions on or under it,
    /// and the avatar next to it, as the theme and the row ask.
    package func place(_ bubble: MessageBubble<Text>, spec: RowSpec, message: BubbleMessage, participant: Participant,
                       quoted: (MessageBubble<Text>, placement: BubbleSide)? = nil) throws(Diagnostic) -> Row<Text> {
        let path: JSONPath = ["messages", .index(spec.index)]
        let width = transcript.width
        let leading = spec.placement == .incoming
        let avatarColumn = spec.reservesAvatarColumn ? ConversationMetrics.avatarSize + ConversationMetrics.avatarGap : 0
        // A failed message moves in to leave room for its red mark at the edge, as in iMessage.
        let failedColumn = message.status == .failed ? ConversationMetrics.failedMarkSize + ConversationMetrics.failedMarkGap : 0
        let language = message.lang ?? transcript.lang
        // Bubbles line up by their reference frames, so bodies with and without tails align.
        let frameX = leading ? ConversationMetrics.margin + avatarColumn + failedColumn
            : width - ConversationMetrics.margin - avatarColumn - failedColumn - bubble.frame.width
        let bubbleX = frameX + bubble.bounds.minX - bubble.frame.minX
        var items: [Row<Text>.Item] = []
        var y = 0.0
        // How far reactions reach below the bubble: the avatar stays level with the bubble.
        var reactionDepth = 0.0
        do {
            if spec.showsName, !theme.namesInside {
                let name = try text(participant.displayName, size: theme.metaSize, maxWidth: maxBubbleWidth, language: language)
                items.append(.text(name, origin: Point(x: edgeAligned(name, leading: leading, bubbleX: bubbleX, bubble: bubble, inset: 12),
                                                       y: -name.box.minY), color: theme.colors.meta))
                y += name.size.height + 2
            }
            if message.forwarded, theme.timePlacement != .inside {
                let label = try forwardedLabel(size: theme.metaSize)
                let placed = label.placed(at: Point(x: edgeX(width: label.size.width, leading: leading, bubbleX: bubbleX, bubble: bubble, inset: 12),
                                                    y: y))
                items.append(.shape(placed.icon, color: theme.colors.meta))
                items.append(.text(label.block, origin: placed.textOrigin, color: theme.colors.meta))
                y += label.size.height + 2
            }
            var quotedBody: Rect?
            let quotedLeading = quoted?.placement == .incoming
            if let (quotedBubble, quotedPlacement) = quoted {
                let quotedSide = transcript.layoutDirection == .rightToLeft ? quotedPlacement.opposite : quotedPlacement
                let column = spec.isGroupChat && quotedSide == .incoming ? ConversationMetrics.avatarSize + ConversationMetrics.avatarGap : 0
                let quotedFrameX = quotedLeading ? ConversationMetrics.margin + column
                    : width - ConversationMetrics.margin - column - quotedBubble.frame.width
                let origin = Point(x: quotedFrameX - quotedBubble.frame.minX, y: y - quotedBubble.bounds.minY)
                items.append(.bubble(quotedBubble, origin: origin))
                quotedBody = (quotedBubble.shape?.body ?? quotedBubble.bounds).offsetBy(dx: origin.x, dy: origin.y)
                y += quotedBubble.bounds.height + ConversationMetrics.quoteGap
            }
            y += reactionHeadroom(message)
            let bubbleTop = y
            let bubbleOrigin = Point(x: bubbleX - bubble.bounds.minX, y: bubbleTop - bubble.bounds.minY)
            let bubbleBottom = bubbleTop + bubble.bounds.height
            var marks: [Row<Text>.Item] = []
            if !message.reactions.isEmpty {
                let body = bubble.shape?.body.offsetBy(dx: bubbleX - bubble.bounds.minX, dy: bubbleTop - bubble.bounds.minY)
                    ?? Rect(x: bubbleX, y: bubbleTop, width: bubble.bounds.width, height: bubble.bounds.height)
                let below: Double
                (marks, below) = try reactionMarks(message.reactions, body: body, leading: leading)
                reactionDepth = max(0, body.maxY + below - bubbleBottom)
            }
            if let quotedBody {
                let body = (bubble.shape?.body ?? bubble.bounds).offsetBy(dx: bubbleOrigin.x, dy: bubbleOrigin.y)
                items.append(connector(from: quotedBody, quotedLeading: quotedLeading, to: body, leading: leading, avoiding: marks))
            }
            items.append(.bubble(bubble, origin: bubbleOrigin))
            items += marks
            y = bubbleBottom + reactionDepth
            if message.status == .failed {
                items += failedMark(beside: bubble, bubbleX: bubbleX, top: bubbleTop, leading: leading)
            }
            // "Edited" (iMessage's in the accent colour), then the receipt or the time.
            var labels: [(TextBlock<Text>, RGBAColor)] = []
            if message.edited, theme.timePlacement != .inside {
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
            } else if let time = shownTime(message), theme.timePlacement != .inside {
                let block = try text(time, size: theme.metaSize, maxWidth: nil, language: language)
                labels.append((block, theme.colors.meta))
            }
            switch theme.timePlacement {
            case .below:
                let (placed, height) = labelLine(labels, leading: leading, bubbleX: bubbleX, bubble: bubble, top: y + 2)
                items += placed
                y += labels.isEmpty ? 0 : 2 + height
            case .beside:
                var bottom = bubbleBottom
                for (block, color) in labels.reversed() {
                    let x = leading ? bubbleX + bubble.bounds.width + 6 : bubbleX - 6 - block.size.width
                    items.append(.text(block, origin: Point(x: x - block.box.minX, y: bottom - block.size.height - block.box.minY), color: color))
                    bottom -= block.size.height
                }
            case .inside:
                break
            }
        } catch {
            throw problem(error.description, at: path)
        }
        if spec.showsAvatar {
            let size = ConversationMetrics.avatarSize
            let rect = Rect(x: leading ? ConversationMetrics.margin : width - ConversationMetrics.margin - size,
                            y: max(0, y - reactionDepth - size), width: size, height: size)
            items.append(.avatar(try avatar(for: participant), rect: rect))
            y = max(y, rect.maxY)
        }
        return Row(height: y, items: items)
    }

    /// The line from a quoted bubble's body down to its reply's `body`, entering each
    /// ``ConversationMetrics/connectorInset`` in from the edge on the other's side. With
    /// tapback badges among `marks` it turns above them (halfway between the quoted bubble and
    /// the badges) and comes down beside them, so that no badge sits on the line.
    private func connector(from quotedBody: Rect, quotedLeading: Bool, to body: Rect, leading: Bool,
                           avoiding marks: [Row<Text>.Item]) -> Row<Text>.Item {
        let inset = ConversationMetrics.connectorInset
        let width = ConversationMetrics.connectorWidth
        let start = Point(x: leading ? quotedBody.minX + inset : quotedBody.maxX - inset, y: quotedBody.maxY)
        var end = Point(x: quotedLeading ? body.minX + inset : body.maxX - inset, y: body.minY)
        var turn: Double?
        let badges = marks.compactMap { item -> Rect? in
            if case .reaction(let mark) = item { return mark.area.bounds }
            return nil
        }
        if let first = badges.first {
            let box = badges.dropFirst().reduce(first) { $0.union($1) }
            turn = (quotedBody.maxY + box.minY) / 2
            let clearance = Self.badgeClearance + width / 2
            if end.x > box.minX - clearance, end.x < box.maxX + clearance {
                let beside = box.minX + box.maxX > body.minX + body.maxX ? box.minX - clearance : box.maxX + clearance
                end.x = min(max(beside, body.minX + width), body.maxX - width)
            }
        }
        let color = RGBAColor(red: theme.colors.meta.red, green: theme.colors.meta.green, blue: theme.colors.meta.blue, alpha: 150)
        return .shape(QuoteShapes.connector(from: start, to: end, width: width, turnY: turn), color: color)
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

    /// The sender's picture, or their initials on their colour.
    package func avatar(for participant: Participant) throws(Diagnostic) -> Avatar<Text> {
        if let path = participant.avatar {
            do {
                return .image(try images.image(path))
            } catch {
                throw problem(error.description, at: ["participants", .key(participant.id), "avatar"])
            }
        }
        do {
            let letters = try text(participant.initials, size: 12, bold: true, maxWidth: nil, language: nil)
            return .initials(letters, background: participant.senderColor)
        } catch {
            throw problem(error.description, at: ["participants", .key(participant.id)])
        }
    }
}
