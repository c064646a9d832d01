import BubbleGeometry
import StrictJSON
import Transcript

extension TranscriptLayout {
    /// The transcript's screen laid out for its theme, its composer grown for a draft of
    /// several lines, and the composer's items (see ``composer(_:)``), which the growth does
    /// not move; nil when it has none. A failure names `screen.draft`.
    package func screen() throws(Diagnostic) -> (frame: ScreenFrame, composer: [Row<Text>.Item])? {
        guard let screen = transcript.screen else { return nil }
        let frame = ScreenFrame(size: screen.size, look: theme.look)
        let bar = try composer(frame)
        let grown = bar.growth > 0 ? ScreenFrame(size: screen.size, look: theme.look, composerGrowth: bar.growth) : frame
        return (grown, bar.items)
    }

    /// What a screen draws over the messages, as one row spanning the screen: the header bar
    /// with the status bar and the chat's header on it (see ``headerItems(_:colors:)``), the
    /// bar translucent where it has a ``ScreenFrame/headerMaterial`` (its colour the
    /// material's tint, or the look's colour at its ``ChatLook/headerOpacity``, to be painted
    /// over the blurred rows beneath), and
    /// the composer bar down to the bottom edge with its field and buttons (`composer`, from
    /// ``screen()``), each parted from the messages by a hairline one pixel thick, and the
    /// system's gesture handle in the bottom safe area (see ``homeIndicatorItem(_:behind:)``). A failure
    /// names the status bar's time or date or the header's key.
    package func screenChrome(_ frame: ScreenFrame, composer: [Row<Text>.Item]) throws(Diagnostic) -> Row<Text> {
        let colors = theme.look.chrome(frame.size.platform).bars[transcript.appearance]
        let width = frame.size.width
        let pixel = 1 / frame.size.scale
        let header = frame.headerMaterial.map { material in
            theme.look.headerOpacity.map { colors.header.withAlpha(UInt8((min(1, max(0, $0)) * 255).rounded())) }
                ?? material.tint(colors.header, over: screenBackground)
        } ?? colors.header
        var items: [Row<Text>.Item] = [.shape(.rect(Rect(x: 0, y: 0, width: width, height: frame.header.maxY)), color: header)]
        if let composer = colors.composer {
            items.append(.shape(.rect(Rect(x: 0, y: frame.composer.minY, width: width, height: frame.size.height - frame.composer.minY)),
                                color: composer))
        }
        if let hairline = colors.hairline {
            items.append(.shape(.rect(Rect(x: 0, y: frame.header.maxY - pixel, width: width, height: pixel)), color: hairline))
            items.append(.shape(.rect(Rect(x: 0, y: frame.composer.minY, width: width, height: pixel)), color: hairline))
        }
        let bar = transcript.screen?.statusBar ?? StatusBar()
        items += try statusBarItems(frame, bar: bar, color: ScreenColors.isDark(colors.header) ? .white : .black)
        items += try headerItems(frame, colors: colors)
        items += composer
        if let handle = homeIndicatorItem(frame, behind: colors.composer ?? screenBackground) { items.append(handle) }
        return Row(height: frame.size.height, items: items)
    }
}

extension TranscriptLayout {
    /// The colour behind the messages where no message is: the wallpaper's when it is one
    /// colour, else the chat's background (under the doodles, and standing in for a photo).
    var screenBackground: RGBAColor {
        if case .color(let color) = transcript.screen?.wallpaper ?? theme.look.wallpaper { return color }
        return theme.colors.background
    }

    /// What the transcript's screen shows behind the messages over the whole of `frame`
    /// (the look's own when it names none); nil for none. An image that cannot
    /// be read names `screen.wallpaper`.
    package func wallpaper(_ frame: ScreenFrame) throws(Diagnostic) -> ScreenWallpaper? {
        let rect = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
        let colors = theme.colors
        switch transcript.screen?.wallpaper ?? theme.look.wallpaper {
        case .plainBackground:
            return nil
        case .color(let color):
            return ScreenWallpaper(fill: .color(color), rect: rect)
        case .doodle:
            let pattern = theme.look.doodlePattern.widened(toCover: Size(width: frame.size.width, height: frame.size.height))
            if let painted = theme.look.wallpaperGradient[transcript.appearance] {
                return ScreenWallpaper(fill: .gradient(painted.gradient, lines: painted.lines, base: colors.background, pattern: pattern),
                                       rect: rect)
            }
            let doodleInk = theme.look.doodleInk[transcript.appearance]
            // No ink, no doodles: the canvas alone (Telegram's Dark Blue).
            guard doodleInk.amount > 0 else { return ScreenWallpaper(fill: .color(colors.background), rect: rect) }
            let ink = ScreenWallpaper.doodleInk(doodleInk, background: colors.background, meta: colors.meta)
            return ScreenWallpaper(fill: .doodle(ink: ink, pattern: pattern), rect: rect)
        case .image(let path):
            do {
                let image = try images.image(path)
                return ScreenWallpaper(fill: .image(image, veil: transcript.appearance == .dark ? ScreenWallpaper.darkVeil : nil), rect: rect)
            } catch {
                throw problem(error.description, at: ["screen", "wallpaper"])
            }
        }
    }
}
