import BubbleGeometry
import Transcript

extension ChatLook {
    /// plain: rounded rectangles without a tail, times inside the bubble, one to three emoji
    /// alone large without a bubble, as Signal and Messenger draw them; others' bubbles light
    /// grey (dark: near-black), the user's a calm blue with white text, as most chat apps
    /// tint the user's side with their accent (darker than iMessage's `#0B84FE`, and in dark
    /// a quieter blue on the black canvas), everything on it white; photos fill their bubble
    /// but for a 3-point rim with the time on them, as generic apps show media. That blue is
    /// the look's one accent: links, cards, chrome, read ticks on a chip and the user's name in
    /// quotes take it or a lighter tint of its hue (220°) where it must show on dark.
    package static let plain = ChatLook(
        name: "plain", outline: .plain, tail: .none,
        colors: ByAppearance(
            light: ThemeColors(background: .white, incoming: .rgb(0xEFEFF4), outgoing: userBlue.light,
                               incomingText: .black, outgoingText: .white, meta: .rgb(0x8E8E93)),
            dark: ThemeColors(background: .black, incoming: .rgb(0x262628), outgoing: userBlue.dark,
                              incomingText: .white, outgoingText: .white, meta: .rgb(0x98989D))),
        font: "Inter 16", bubbleFont: "Noto Sans 17", metaSize: 12, timePlacement: .inside, namesInside: false,
        imageCornerRadius: 8, runSpacing: 4, groupSpacing: 12,
        photoIsBubble: false, photoInset: 3, bareJumboEmoji: true,
        // Links in the accent in others' bubbles, white and underlined in the user's blue ones.
        links: ByAppearance { BySide(incoming: LinkStyle(Self.linkKinds, .init(color: Self.accent[$0])), outgoing: Self.whiteLinks) },
        linkCard: .sideBar, quote: .block, reactions: .pillRows, typing: .bubble, systemLineCornerRadius: nil,
        ios: ScreenChrome(
            headerHeight: 52, composerHeight: 48, bars: .bars(bar, hairline: hairline, accent: accent),
            composerColors: composerColors(icon: accent, button: userBlue),
            header: HeaderLayout(arrangement: .centred(trailingAvatar: true), avatarSide: 32, unreadInCapsule: false, buttons: []),
            composer: ComposerLayout(leading: .paperclip, trailing: .microphone)),
        android: ScreenChrome(
            headerHeight: 64, composerHeight: 64, bars: .bars(bar, hairline: hairline),
            composerColors: composerColors(icon: .iosGrey, button: userBlue),
            header: HeaderLayout(arrangement: .leading(avatar: true), avatarSide: 38, unreadInCapsule: false, buttons: [.init(.menu)]),
            composer: ComposerLayout(leading: .paperclip, trailing: .microphone)),
        // The system's face: Inter for iOS's SF Pro, Roboto on Android.
        placeholder: "Type a message", wallpaper: .plainBackground, doodleInk: DoodleInk.meta, androidFont: "Roboto 16",
        // The time in the user's bubble white at 85%, 4.5:1 and more on the blue.
        timeColors: ByAppearance(BySide(incoming: nil, outgoing: RGBAColor.white.withAlpha(217))),
        // In the user's blue bubble, where blue read ticks would vanish, the ticks are white:
        // faded (63%, 3.2:1 and more) until read, solid (5.6:1 and more) once read, the time
        // between them (85%); on a sticker's or photo's dark chip read ticks are a pale tint of
        // the blue, 3.5:1 on the chip over white, 7.4:1 on dark plain's grey one.
        ticks: DeliveryTicks(doubleWhenDelivered: true, inBubble: ByAppearance(RGBAColor.white.withAlpha(160)),
                             read: ByAppearance(.rgb(0x99B6EF)), readInBubble: ByAppearance(.white)),
        // A reply's quote tinted with the quoted sender's colour, in the user's bubble white over
        // the blue, a lighter blue, with a white bar and name (as the bar and site name of a
        // link preview there).
        quoteTint: .accent(opacity: 0.15, outgoing: ByAppearance(.white)),
        photoTimeOnChip: true,
        // A time chip dark enough for the blue read ticks to keep 3:1 on it; under a sticker
        // or emoji alone on the black canvas, the dark incoming bubble's grey, which shows.
        stampChip: RGBAColor(red: 0, green: 0, blue: 0, alpha: 168),
        // A quote of the user's message in others' bubbles in the accent, the user's colour
        // everywhere else, not the user's sender colour.
        youQuoteColor: ByAppearance { Self.accent[$0] },
        bareStampChip: ByAppearance(light: nil, dark: .rgb(0x262628)))
}

private extension ChatLook {
    /// The one accent: the user's bubble blue `#2260DC` (4.9:1 on others' bubble, 5.2:1 on the
    /// bars); in dark, where that blue is 2.7:1 on the grey bubble, a lighter tint of its hue,
    /// `#7AA0EB` (5.8:1 on `#262628`, 5.3:1 on the bars, 8.1:1 on black).
    static let accent = ByAppearance<RGBAColor>(light: userBlue.light, dark: .rgb(0x7AA0EB))
    /// The user's bubble, and the send button with its white arrow (5.6:1, dark 5.9:1).
    static let userBlue = ByAppearance<RGBAColor>(light: .rgb(0x2260DC), dark: .rgb(0x3060C0))

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
