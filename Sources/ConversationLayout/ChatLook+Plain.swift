import BubbleGeometry
import Transcript

extension ChatLook {
    /// plain: rounded rectangles without a tail, times inside the bubble, one to three emoji
    /// alone large without a bubble, as Signal and Messenger draw them; others' bubbles light
    /// grey (dark: near-black), the user's a calm blue with white text, as most chat apps
    /// tint the user's side with their accent (darker than iMessage's `#0B84FE`, and in dark
    /// a quieter blue on the black canvas), everything on it white; photos fill their bubble
    /// but for a 3-point rim with the time on them, as generic apps show media.
    package static let plain = ChatLook(
        name: "plain", outline: .plain, tail: .none,
        colors: ByAppearance(
            light: ThemeColors(background: .white, incoming: .rgb(0xEFEFF4), outgoing: .rgb(0x2260DC),
                               incomingText: .black, outgoingText: .white, meta: .rgb(0x8E8E93)),
            dark: ThemeColors(background: .black, incoming: .rgb(0x262628), outgoing: .rgb(0x3060C0),
                              incomingText: .white, outgoingText: .white, meta: .rgb(0x98989D))),
        font: "Inter 16", bubbleFont: "Noto Sans 17", metaSize: 12, timePlacement: .inside, namesInside: false,
        imageCornerRadius: 8, runSpacing: 4, groupSpacing: 12,
        photoIsBubble: false, photoInset: 3, bareJumboEmoji: true,
        // Links blue in others' bubbles, white and underlined in the user's blue ones.
        links: ByAppearance(
            light: BySide(incoming: LinkStyle(Self.linkKinds, .init(color: .rgb(0x168ACD))), outgoing: Self.whiteLinks),
            dark: BySide(incoming: LinkStyle(Self.linkKinds, .init(color: .rgb(0x6AB3F3))), outgoing: Self.whiteLinks)),
        linkCard: .sideBar, quote: .block, reactions: .pillRows, typing: .bubble, systemLineCornerRadius: nil,
        ios: ScreenChrome(
            headerHeight: 52, composerHeight: 48, bars: .bars(bar, hairline: hairline, accent: .iosBlue),
            composerColors: composerColors(icon: .iosBlue, button: .iosBlue),
            header: HeaderLayout(arrangement: .centred(trailingAvatar: true), avatarSide: 32, unreadInCapsule: false, buttons: []),
            composer: ComposerLayout(leading: .paperclip, trailing: .microphone)),
        android: ScreenChrome(
            headerHeight: 64, composerHeight: 64, bars: .bars(bar, hairline: hairline),
            composerColors: composerColors(icon: .iosGrey, button: ByAppearance(.rgb(0x1A73E8))),
            header: HeaderLayout(arrangement: .leading(avatar: true), avatarSide: 38, unreadInCapsule: false, buttons: [.init(.menu)]),
            composer: ComposerLayout(leading: .paperclip, trailing: .microphone)),
        // The system's face: Inter for iOS's SF Pro, Roboto on Android.
        placeholder: "Type a message", wallpaper: .plainBackground, doodleInk: DoodleInk.meta, androidFont: "Roboto 16",
        // The time in the user's bubble white at 85%, 4.5:1 and more on the blue.
        timeColors: ByAppearance(BySide(incoming: nil, outgoing: RGBAColor.white.withAlpha(217))),
        // In the user's blue bubble, where blue read ticks would vanish, the ticks are white:
        // faded (63%, 3.2:1 and more) until read, solid (5.6:1 and more) once read, the time
        // between them (85%); on a sticker's or photo's dark chip read ticks are light blue.
        ticks: DeliveryTicks(doubleWhenDelivered: true, inBubble: ByAppearance(RGBAColor.white.withAlpha(160)),
                             read: ByAppearance(light: .rgb(0x53BDEB), dark: .rgb(0x8FD1FF)), readInBubble: ByAppearance(.white)),
        // A reply's quote tinted with the quoted sender's colour, in the user's bubble white over
        // the blue, a lighter blue, with a white bar and name (as the bar and site name of a
        // link preview there).
        quoteTint: .accent(opacity: 0.15, outgoing: ByAppearance(.white)),
        photoTimeOnChip: true,
        // A time chip dark enough for the blue read ticks to keep 3:1 on it; under a sticker
        // or emoji alone on the black canvas, the dark incoming bubble's grey, which shows.
        stampChip: RGBAColor(red: 0, green: 0, blue: 0, alpha: 168), bareStampChip: ByAppearance(light: nil, dark: .rgb(0x262628)))
}

private extension ChatLook {
    /// Grey bars and the line under the header and above the composer.
    static let bar = ByAppearance<RGBAColor>(light: .rgb(0xF7F7F7), dark: .rgb(0x2C2C2E))
    static let hairline = ByAppearance<RGBAColor>(light: .rgb(0xD9D9D9), dark: .rgb(0x3A3A3C))

    /// A white (or grey) field with `icon`s around it and the round send `button`.
    static func composerColors(icon: ByAppearance<RGBAColor>, button: ByAppearance<RGBAColor>) -> ByAppearance<ComposerColors> {
        ByAppearance { appearance in
            let dark = appearance == .dark
            return ComposerColors(field: dark ? .rgb(0x3A3A3C) : .white, fieldBorder: dark ? nil : .rgb(0xD9D9D9),
                                  placeholder: ByAppearance.iosGrey[appearance], text: dark ? .white : .black, icon: icon[appearance],
                                  button: button[appearance], buttonIcon: .white, plusBackground: nil)
        }
    }

    /// Every kind of entity drawn as a link, as Telegram colours them all.
    static let linkKinds = TextEntity.Kind.allCases.filter(\.isLinkLike)
    /// Links, mentions and the rest in the user's blue bubble: white, underlined.
    static let whiteLinks = LinkStyle(linkKinds, .init(color: .white, underline: true))
}
