import BubbleGeometry

/// The colours a look paints a chat with, its bars aside (``ScreenChrome`` has those): the
/// canvas, the bubbles and what is in them, the wallpaper and the avatars. An app whose
/// platforms colour a chat differently holds one palette for each: Telegram paints iOS in Day
/// Classic and Night, Android in its Classic theme and Dark Blue (``ChatLook/androidPalette``).
///
/// Each property is the ``ChatLook`` property of the same name (``cardAccent`` is
/// `cards.accent`, ``tickColors`` the colours of `ticks`); ``ChatLook/palette`` reads and
/// writes them together.
package struct LookPalette: Sendable, Hashable {
    /// The colours of a tick mark: in a bubble, and once read (in a bubble too).
    package struct TickColors: Sendable, Hashable {
        /// ``DeliveryTicks/inBubble``.
        package var inBubble: ByAppearance<RGBAColor?>
        /// ``DeliveryTicks/read``.
        package var read: ByAppearance<RGBAColor?>
        /// ``DeliveryTicks/readInBubble``.
        package var readInBubble: ByAppearance<RGBAColor?>

        package init(inBubble: ByAppearance<RGBAColor?>, read: ByAppearance<RGBAColor?>, readInBubble: ByAppearance<RGBAColor?> = ByAppearance(nil)) {
            self.inBubble = inBubble
            self.read = read
            self.readInBubble = readInBubble
        }
    }

    /// ``ChatLook/colors``.
    package var colors: ByAppearance<ThemeColors>
    /// ``ChatLook/links``.
    package var links: ByAppearance<BySide<LinkStyle>>
    /// ``CardStyle/accent``.
    package var cardAccent: ByAppearance<BySide<RGBAColor?>>
    /// ``ChatLook/reactionChips``.
    package var reactionChips: ByAppearance<BySide<ReactionChipColors>>
    /// ``ChatLook/doodleInk``.
    package var doodleInk: ByAppearance<DoodleInk>
    /// ``ChatLook/monogram``.
    package var monogram: MonogramFill
    /// ``ChatLook/wallpaperGradient``.
    package var wallpaperGradient: ByAppearance<GradientWallpaper?>
    /// ``ChatLook/timeColors``.
    package var timeColors: ByAppearance<BySide<RGBAColor?>>
    /// The colours of ``ChatLook/ticks``.
    package var tickColors: TickColors
    /// ``ChatLook/quoteTint``.
    package var quoteTint: QuoteTint
    /// ``ChatLook/forwardedHeader``.
    package var forwardedHeader: ByAppearance<BySide<RGBAColor?>>

    package init(colors: ByAppearance<ThemeColors>, links: ByAppearance<BySide<LinkStyle>>, cardAccent: ByAppearance<BySide<RGBAColor?>>,
                 reactionChips: ByAppearance<BySide<ReactionChipColors>>, doodleInk: ByAppearance<DoodleInk>, monogram: MonogramFill,
                 wallpaperGradient: ByAppearance<GradientWallpaper?>, timeColors: ByAppearance<BySide<RGBAColor?>>, tickColors: TickColors,
                 quoteTint: QuoteTint, forwardedHeader: ByAppearance<BySide<RGBAColor?>>) {
        self.colors = colors
        self.links = links
        self.cardAccent = cardAccent
        self.reactionChips = reactionChips
        self.doodleInk = doodleInk
        self.monogram = monogram
        self.wallpaperGradient = wallpaperGradient
        self.timeColors = timeColors
        self.tickColors = tickColors
        self.quoteTint = quoteTint
        self.forwardedHeader = forwardedHeader
    }
}
