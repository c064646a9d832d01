import BubbleGeometry

extension ChatLook {
    /// The look's colours as one value (``LookPalette``): reading gathers them, writing sets
    /// each of them.
    package var palette: LookPalette {
        get {
            LookPalette(colors: colors, links: links, cardAccent: cards.accent, reactionChips: reactionChips, doodleInk: doodleInk,
                        monogram: monogram, wallpaperGradient: wallpaperGradient, timeColors: timeColors,
                        tickColors: LookPalette.TickColors(inBubble: ticks.inBubble, read: ticks.read,
                                                                    readInBubble: ticks.readInBubble), quoteTint: quoteTint,
                        forwardedHeader: forwardedHeader)
        }
        set {
            colors = newValue.colors
            links = newValue.links
            cards.accent = newValue.cardAccent
            reactionChips = newValue.reactionChips
            doodleInk = newValue.doodleInk
            monogram = newValue.monogram
            wallpaperGradient = newValue.wallpaperGradient
            timeColors = newValue.timeColors
            ticks.inBubble = newValue.tickColors.inBubble
            ticks.read = newValue.tickColors.read
            ticks.readInBubble = newValue.tickColors.readInBubble
            quoteTint = newValue.quoteTint
            forwardedHeader = newValue.forwardedHeader
        }
    }

    /// The look as a screen of a `device` of that platform shows it: where it shows Android's
    /// bars, in its Android palette (``androidPalette``) and with its Android outline
    /// (``androidOutline``) when it has them, else as it is.
    package func onScreen(of device: DevicePlatform) -> ChatLook {
        guard platform(on: device) == .android else { return self }
        var look = self
        if let androidPalette { look.palette = androidPalette }
        if let androidOutline { look.outline = androidOutline }
        return look
    }

    /// The Android palette a look file's `androidPalette` changes: the look's own when it
    /// has one, else (a first value read) its palette as the file has made it so far, which
    /// then becomes its Android palette.
    var androidPaletteBeingRead: LookPalette {
        get { androidPalette ?? palette }
        set { androidPalette = newValue }
    }
}
