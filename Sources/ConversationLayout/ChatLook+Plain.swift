import BubbleGeometry
import Transcript

extension ChatLook {
    /// plain: rounded rectangles without a tail in greys, times inside the bubble, one to
    /// three emoji alone large without a bubble, as Signal and Messenger draw them; the
    /// user's bubbles grey with white text in both appearances (on the black dark canvas a mid
    /// grey beside the other side's near-black, rather than a glaring light block); photos fill
    /// their bubble but for a 3-point rim with the time on them, as generic apps show media.
    package static let plain = ChatLook(
        name: "plain", outline: .plain, tail: .none,
        colors: ByAppearance(
            light: ThemeColors(background: .white, incoming: .rgb(0xEFEFF4), outgoing: .rgb(0x48484A),
                               incomingText: .black, outgoingText: .white, meta: .rgb(0x8E8E93)),
            dark: ThemeColors(background: .black, incoming: .rgb(0x262628), outgoing: .rgb(0x636366),
                              incomingText: .white, outgoingText: .white, meta: .rgb(0x98989D))),
        font: "Inter 16", bubbleFont: "Noto Sans 17", metaSize: 12, timePlacement: .inside, namesInside: false,
        imageCornerRadius: 8, runSpacing: 4, groupSpacing: 12,
        photoIsBubble: false, photoInset: 3, bareJumboEmoji: true,
        links: ByAppearance(
            light: BySide(incoming: LinkStyle(Self.linkKinds, .init(color: .rgb(0x168ACD))),
                          outgoing: LinkStyle(Self.linkKinds, .init(color: .rgb(0x8FD1FF)))),
            dark: BySide(incoming: LinkStyle(Self.linkKinds, .init(color: .rgb(0x6AB3F3))),
                         outgoing: LinkStyle(Self.linkKinds, .init(color: .rgb(0xA8E0FF))))),
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
        // Read ticks in a light blue that keeps 3:1 on the grey of the dark appearance's bubbles.
        ticks: DeliveryTicks(doubleWhenDelivered: true, inBubble: ByAppearance(nil),
                             read: ByAppearance(light: .rgb(0x53BDEB), dark: .rgb(0x8FD1FF))),
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
}
