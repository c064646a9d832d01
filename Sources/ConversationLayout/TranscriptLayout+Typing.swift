import BubbleGeometry
import Transcript
import StrictJSON

extension TranscriptLayout {
    /// A typing indicator's row: three dots in a bubble of the sender's colour at their side,
    /// with the avatar beside it in a group chat. iMessage draws its own capsule with a
    /// thought-bubble tail (``TypingBubble``); the other apps use their usual bubble.
    package func typingRow(_ spec: RowSpec, participant: Participant) throws(Diagnostic) -> Row<Text> {
        let colors = theme.colors.bubble(spec.side)
        let dotColor = RGBAColor(red: colors.text.red, green: colors.text.green, blue: colors.text.blue, alpha: 115)
        guard theme.look.typing == .capsule else {
            let radius = 3.5, spacing = 10.0
            let size = Size(width: 2 * (spacing + radius) + 8, height: 20)
            let dots = TypingBubble.dots(centredIn: Rect(origin: .zero, size: size), radius: radius, spacing: spacing)
            let bubble = MessageBubble<Text>(content: BubbleContent(size: size, parts: [.shape(dots, color: dotColor)]), style: theme.outline,
                                       side: spec.placement, hasTail: spec.hasTail(theme.look.tail), fill: colors.fill, border: nil)
            return try place(bubble, spec: spec, message: BubbleMessage(from: participant.id), participant: participant)
        }
        let indicator = TypingBubble(side: spec.placement)
        let leading = spec.placement == .incoming
        let avatarColumn = spec.reservesAvatarColumn ? ConversationMetrics.avatarSize + ConversationMetrics.avatarGap : 0
        let frameX = leading ? ConversationMetrics.margin + avatarColumn : transcript.width - ConversationMetrics.margin - avatarColumn - indicator.frame.width
        let dx = frameX - indicator.frame.minX
        var items: [Row<Text>.Item] = [
            .shape(indicator.path.offsetBy(dx: dx, dy: 0), color: colors.fill),
            .shape(indicator.dots.offsetBy(dx: dx, dy: 0), color: dotColor),
        ]
        var height = indicator.bounds.maxY
        if spec.showsAvatar {
            let size = ConversationMetrics.avatarSize
            let rect = Rect(x: leading ? ConversationMetrics.margin : transcript.width - ConversationMetrics.margin - size,
                            y: max(0, indicator.body.maxY - size), width: size, height: size)
            items.append(.avatar(try avatar(for: participant), rect: rect))
            height = max(height, rect.maxY)
        }
        return Row(height: height, items: items)
    }
}
