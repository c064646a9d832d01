import BubbleGeometry
import Transcript

extension ChatLook {
    /// talk, after LINE: the tail on the top edge of a run's first bubble, times beside the
    /// bubble, grey pills behind separators and system lines.
    package static let talk = ChatLook(
        name: "talk", outline: .talk, tail: .first,
        colors: ByAppearance(
            light: ThemeColors(background: .rgb(0xF2F3F5), incoming: .white, outgoing: .rgb(0x387AF8),
                               incomingText: .rgb(0x111111), outgoingText: .white, meta: .rgb(0x8A8F99),
                               separatorFill: .rgb(0xDCDEE3), systemFill: .rgb(0xDCDEE3)),
            dark: ThemeColors(background: .rgb(0x111111), incoming: .rgb(0x2C2C2E), outgoing: .rgb(0x387AF8),
                              incomingText: .rgb(0xF2F2F2), outgoingText: .white, meta: .rgb(0x8E8E93),
                              separatorFill: .rgb(0x2C2C2E), systemFill: .rgb(0x2C2C2E))),
        font: "Inter 16", bubbleFont: "Noto Sans 17", metaSize: 11, timePlacement: .beside, namesInside: false, nameGap: 5,
        // LINE's avatar heads a member's run beside the name; a few emoji alone go without a
        // bubble.
        avatarAtRunTop: true, imageCornerRadius: 8, runSpacing: 6, groupSpacing: 14,
        photoIsBubble: false, bareJumboEmoji: true,
        links: ByAppearance { appearance in
            BySide { side in
                let color: RGBAColor? = side == .outgoing ? nil : appearance == .dark ? .rgb(0x7AADFF) : .rgb(0x2F6BE0)
                return LinkStyle(LinkStyle.addresses, .init(color: color, underline: true))
                    .merging(LinkStyle([.mention, .hashtag], .init(color: color, bold: side == .outgoing)))
            }
        },
        linkCard: .sideBar, quote: .header, reactions: .pillRows, typing: .bubble, systemLineCornerRadius: nil,
        ios: ScreenChrome(
            headerHeight: 50, composerHeight: 52, bars: bars, composerColors: composerColors,
            header: HeaderLayout(arrangement: .centred(trailingAvatar: false), avatarSide: 36, unreadInCapsule: false,
                                 buttons: [.init(.phone)]),
            composer: ComposerLayout(leading: .plusAndCamera, trailing: .microphone)),
        android: ScreenChrome(
            headerHeight: 64, composerHeight: 64, bars: bars, composerColors: composerColors,
            header: HeaderLayout(arrangement: .leading(avatar: false), avatarSide: 38, unreadInCapsule: false,
                                 buttons: [.init(.menu, gap: 22), .init(.phone)]),
            composer: ComposerLayout(leading: .plusAndCamera, trailing: .microphone)),
        // The system's face: Inter for iOS's SF Pro, Roboto on Android.
        placeholder: "Type a message", wallpaper: .plainBackground, doodleInk: DoodleInk.meta, androidFont: "Roboto 16",
        datesWithoutTimes: true)
}

private extension ChatLook {
    /// LINE's white (or near-black) bars.
    static let bars = ByAppearance.bars(ByAppearance(light: .white, dark: .rgb(0x1A1A1A)),
                                        hairline: ByAppearance(light: .rgb(0xE3E4E8), dark: .rgb(0x2C2C2E)))

    /// LINE's grey field and blue send button.
    static let composerColors = ByAppearance { appearance in
        let dark = appearance == .dark
        return ComposerColors(field: dark ? .rgb(0x2C2C2E) : .rgb(0xF2F3F5), fieldBorder: nil, placeholder: ByAppearance.iosGrey[appearance],
                              text: dark ? .white : .black, icon: dark ? .rgb(0xC7C7CC) : .rgb(0x3C3C43),
                              button: dark ? .rgb(0x3C7BF0) : .rgb(0x3E7BF0), buttonIcon: .white, plusBackground: nil)
    }
}
