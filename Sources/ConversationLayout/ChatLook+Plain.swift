import BubbleGeometry
import Transcript

extension ChatLook {
    /// plain: rounded rectangles without a tail in greys, times inside the bubble.
    package static let plain = ChatLook(
        name: "plain", outline: .plain, tail: .none,
        colors: ByAppearance(
            light: ThemeColors(background: .white, incoming: .rgb(0xEFEFF4), outgoing: .rgb(0x48484A),
                               incomingText: .black, outgoingText: .white, meta: .rgb(0x8E8E93)),
            dark: ThemeColors(background: .rgb(0x1C1C1E), incoming: .rgb(0x3A3A3C), outgoing: .rgb(0x636366),
                              incomingText: .white, outgoingText: .white, meta: .rgb(0x98989D))),
        font: "Noto Sans 16", bubbleFont: "Noto Sans 17", metaSize: 12, timePlacement: .inside, namesInside: false,
        imageCornerRadius: 8, runSpacing: 4, groupSpacing: 12,
        photoIsBubble: false, bareJumboEmoji: false,
        links: ByAppearance(
            light: BySide(incoming: LinkStyle(Self.linkKinds, .init(color: .rgb(0x168ACD))),
                          outgoing: LinkStyle(Self.linkKinds, .init(color: .rgb(0x8FD1FF)))),
            dark: BySide(incoming: LinkStyle(Self.linkKinds, .init(color: .rgb(0x6AB3F3))),
                         outgoing: LinkStyle(Self.linkKinds, .init(color: .rgb(0xB5E0FF))))),
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
        placeholder: "Type a message", wallpaper: .plainBackground, doodleInk: DoodleInk.meta)
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
