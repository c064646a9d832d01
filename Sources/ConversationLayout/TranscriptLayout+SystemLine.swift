import BubbleGeometry
import Transcript

extension TranscriptLayout {
    /// A system line ("Ann joined the group"): the text centred across the conversation line
    /// by line, in the theme's system colours, on its pill when the theme draws one
    /// (WhatsApp's white or dark grey pill, LINE's grey pill) or bare (iMessage). The
    /// encryption notice (`kind` `encryption`) takes the notice colours where the look has
    /// them (WhatsApp's pale yellow) and, in a look with ``ChatLook/encryptionPadlock``, starts
    /// with a padlock before its first word.
    package func systemLine(_ text: String, kind: SystemLineKind) throws(Texts.Failure) -> Row<Text> {
        let colors = theme.colors
        let notice = kind == .encryption
        let fill = notice ? colors.noticeFill ?? colors.systemFill : colors.systemFill
        let ink = (notice ? colors.noticeText : nil) ?? colors.systemText ?? colors.meta
        let padlock = notice && theme.look.encryptionPadlock
        let textSize = theme.look.labelSize ?? theme.metaSize
        // Room for the padlock before the first word: an em space, as wide as the text is tall.
        let shown = padlock ? "\u{2003}" + text : text
        let block = try self.text(shown, size: textSize, maxWidth: transcript.width - 10 * ConversationMetrics.margin,
                                  language: transcript.lang, centred: true)
        let size = block.size
        let pill = fill.map { fill in (fill: fill, dx: 10.0, dy: 5.0) }
        let inset = (dx: pill?.dx ?? 0, dy: pill?.dy ?? 0)
        let textRect = Rect(x: (transcript.width - size.width) / 2, y: inset.dy, width: size.width, height: size.height)
        var items: [Row<Text>.Item] = []
        if let pill {
            let rect = textRect.insetBy(dx: -inset.dx, dy: -inset.dy)
            // The look's rounded rectangle (WhatsApp's notices), or a round-ended pill (LINE's).
            let radius = theme.look.systemLineCornerRadius ?? min(rect.height / 2, 14)
            items.append(.shape(.roundedRect(rect, radius: radius), color: pill.fill))
        }
        let origin = block.origin(centredIn: textRect)
        if padlock, let line = block.text.firstLineExtents {
            let height = (textSize * 0.8).rounded()
            let width = (height * 0.8).rounded()
            // The em space starts the line: at its left, or at its right in a right-to-left
            // chat. The padlock takes its outer end, leaving the rest as the gap to the word.
            let rightToLeft = transcript.layoutDirection == .rightToLeft
            let x = rightToLeft ? line.maxX - width : line.minX
            let box = Rect(x: origin.x + x, y: origin.y + line.midY - height / 2 - 0.5,
                           width: width, height: height)
            items.append(.shape(.padlock(in: box, line: 1.2), color: ink))
        }
        items.append(.text(block, origin: origin, color: ink))
        return Row(height: size.height + 2 * inset.dy, items: items)
    }
}
