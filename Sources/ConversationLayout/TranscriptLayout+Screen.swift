import BubbleGeometry
import StrictJSON
import Transcript

extension TranscriptLayout {
    /// The transcript's screen laid out for its theme, or nil when it has none.
    package var screenFrame: ScreenFrame? {
        transcript.screen.map { ScreenFrame(size: $0.size, style: theme.style) }
    }

    /// What a screen draws over the messages, as one row spanning the screen: the header bar
    /// with the status bar and the chat's header on it (see ``headerItems(_:colors:)``) and
    /// the composer bar down to the bottom edge, each parted from the messages by a hairline
    /// one pixel thick. A failure names the status bar's time or the header's key.
    package func screenChrome(_ frame: ScreenFrame) throws(Diagnostic) -> Row<Text> {
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
        let bar = transcript.screen?.statusBar ?? StatusBar()
        do {
            items += try statusBarItems(frame, bar: bar, color: ScreenColors.isDark(colors.header) ? .white : .black)
        } catch {
            throw problem(error.description, at: ["screen", "statusBar", "time"])
        }
        items += try headerItems(frame, colors: colors)
        return Row(height: frame.size.height, items: items)
    }
}
