import BubbleGeometry

extension TranscriptLayout {
    /// The transcript's screen laid out for its theme, or nil when it has none.
    package var screenFrame: ScreenFrame? {
        transcript.screen.map { ScreenFrame(size: $0.size, style: theme.style) }
    }

    /// What a screen draws over the messages, as one row spanning the screen: the header bar
    /// (behind the status bar) and the composer bar down to the bottom edge, each parted from
    /// the messages by a hairline one pixel thick.
    package func screenChrome(_ frame: ScreenFrame) -> Row<Text> {
        let colors = ScreenColors.standard(theme.style, appearance: transcript.appearance, platform: frame.size.platform,
                                           background: theme.colors.background)
        let width = frame.size.width
        let pixel = 1 / frame.size.scale
        var items: [Row<Text>.Item] = [
            .shape(.rect(Rect(x: 0, y: 0, width: width, height: frame.header.maxY)), color: colors.header),
            .shape(.rect(Rect(x: 0, y: frame.composer.minY, width: width, height: frame.size.height - frame.composer.minY)),
                   color: colors.composer),
        ]
        if let hairline = colors.hairline {
            items.append(.shape(.rect(Rect(x: 0, y: frame.header.maxY - pixel, width: width, height: pixel)), color: hairline))
            items.append(.shape(.rect(Rect(x: 0, y: frame.composer.minY, width: width, height: pixel)), color: hairline))
        }
        return Row(height: frame.size.height, items: items)
    }
}
