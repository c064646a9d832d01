import BubbleGeometry
import Transcript
import StrictJSON

extension TranscriptLayout {
    /// A typing indicator's row: three dots in a bubble of the sender's colour at their side,
    /// each in the look's shade of the text colour (``ChatLook/typingDots``), with the avatar
    /// beside it in a group chat. iMessage draws its own capsule with a thought-bubble tail
    /// (``TypingBubble``); the other apps use their usual bubble.
    package func typingRow(_ spec: RowSpec, participant: Participant) throws(Diagnostic) -> Row<Text> {
        let colors = theme.colors.bubble(spec.side)
        let shades = theme.look.typingDots
        // The dots of `radius` at `centres`, left to right, each in its shade.
        func dots(_ centres: [Point], radius: Double) -> [(Path, RGBAColor)] {
            centres.enumerated().map { index, centre in
                let opacity = shades.isEmpty ? 1 : shades[min(index, shades.count - 1)]
                let alpha = UInt8((255 * min(max(opacity, 0), 1)).rounded())
                return (Path.circle(center: centre, radius: radius), colors.text.withAlpha(alpha))
            }
        }
        guard theme.look.typing == .capsule else {
            let radius = 3.5, spacing = 10.0
            let size = Size(width: 2 * (spacing + radius) + 8, height: 20)
            let parts = dots(TypingBubble.dotCentres(centredIn: Rect(origin: .zero, size: size), spacing: spacing), radius: radius)
                .map { BubbleContent<Text>.Part.shape($0.0, color: $0.1) }
            let bubble = MessageBubble<Text>(content: BubbleContent(size: size, parts: parts), style: theme.outline,
                                             metrics: theme.look.outlineMetrics, side: spec.placement, hasTail: spec.hasTail(theme.look.tail),
                                             fill: colors.fill, border: nil, shadow: theme.look.bubbleShadow)
            return try place(bubble, spec: spec, message: BubbleMessage(from: participant.id), participant: participant)
        }
        let indicator = TypingBubble(side: spec.placement)
        let leading = spec.placement == .incoming
        let avatarColumn = spec.reservesAvatarColumn ? theme.look.avatarSize + ConversationMetrics.avatarGap : 0
        let frameX = leading ? ConversationMetrics.margin + avatarColumn : transcript.width - ConversationMetrics.margin - avatarColumn - indicator.frame.width
        let dx = frameX - indicator.frame.minX
        var items: [Row<Text>.Item] = [.shape(indicator.path.offsetBy(dx: dx, dy: 0), color: colors.fill)]
        items += dots(indicator.dotCentres.map { Point(x: $0.x + dx, y: $0.y) }, radius: TypingBubble.dotRadius)
            .map { Row<Text>.Item.shape($0.0, color: $0.1) }
        var height = indicator.bounds.maxY
        if spec.showsAvatar(atRunTop: theme.look.avatarAtRunTop) {
            let size = theme.look.avatarSize
            let top = theme.look.avatarAtRunTop ? indicator.body.minY : max(0, indicator.body.maxY - size)
            let rect = Rect(x: leading ? ConversationMetrics.margin : transcript.width - ConversationMetrics.margin - size,
                            y: top, width: size, height: size)
            items.append(.avatar(try avatar(for: participant, lettersSize: size * 3 / 7), rect: rect))
            height = max(height, rect.maxY)
        }
        return Row(height: height, items: items)
    }
}
