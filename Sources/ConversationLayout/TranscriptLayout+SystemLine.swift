import BubbleGeometry

extension TranscriptLayout {
    /// A system line ("Ann joined the group"): the text centred across the conversation line
    /// by line, in the theme's system colours, on its pill when the theme draws one
    /// (WhatsApp's pale-yellow notice, LINE's grey pill) or bare (iMessage).
    package func systemLine(_ text: String) throws(Texts.Failure) -> Row<Text> {
        let colors = theme.colors
        let block = try self.text(text, size: theme.look.labelSize ?? theme.metaSize, maxWidth: transcript.width - 10 * ConversationMetrics.margin,
                                  language: transcript.lang, centred: true)
        let size = block.size
        let pill = colors.systemFill.map { fill in (fill: fill, dx: 10.0, dy: 5.0) }
        let inset = (dx: pill?.dx ?? 0, dy: pill?.dy ?? 0)
        let textRect = Rect(x: (transcript.width - size.width) / 2, y: inset.dy, width: size.width, height: size.height)
        var items: [Row<Text>.Item] = []
        if let pill {
            let rect = textRect.insetBy(dx: -inset.dx, dy: -inset.dy)
            // The look's rounded rectangle (WhatsApp's notices), or a round-ended pill (LINE's).
            let radius = theme.look.systemLineCornerRadius ?? min(rect.height / 2, 14)
            items.append(.shape(.roundedRect(rect, radius: radius), color: pill.fill))
        }
        items.append(.text(block, origin: block.origin(centredIn: textRect), color: colors.systemText ?? colors.meta))
        return Row(height: size.height + 2 * inset.dy, items: items)
    }
}
