import BubbleGeometry
import Transcript

extension ChatLook {
    /// WhatsApp for Android as it has looked since its Material 3 redesign (2024): WhatsApp's
    /// bubbles, canvas and doodles in Roboto (Android's face), the deeper green of the dark outgoing bubble, and the
    /// Android app's bars (``ScreenChrome/whatsappAndroid``, WhatsApp's on Android devices
    /// too) on every device.
    package static let whatsappAndroid: ChatLook = {
        var look = ChatLook.whatsapp
        look.name = .whatsappAndroid
        look.platform = .android
        look.font = "Roboto 16"
        look.bubbleFont = "Roboto 17"
        look.colors.dark.outgoing = .rgb(0x144D37)
        return look
    }()
}

extension ScreenChrome {
    /// WhatsApp for Android's bars since its Material 3 redesign (2024): a flat app bar in the
    /// page's colour (white, or near-black in the dark appearance) with dark (light) title and
    /// icons instead of the teal bar of before, the composer floating on the wallpaper, and the
    /// round button in the new green (`#1DAA61`, `#21C063` in the dark).
    package static let whatsappAndroid = ScreenChrome(
        headerHeight: 64, composerHeight: 64,
        bars: ByAppearance(
            light: ScreenColors(header: .white, composer: nil, hairline: nil, accent: .rgb(0x111B21), title: .rgb(0x111B21),
                                subtitle: .rgb(0x667781)),
            dark: ScreenColors(header: .rgb(0x0B141A), composer: nil, hairline: nil, accent: .rgb(0xE9EDEF), title: .rgb(0xE9EDEF),
                               subtitle: .rgb(0x8696A0))),
        composerColors: ByAppearance(
            light: ComposerColors(field: .white, fieldBorder: nil, placeholder: .rgb(0x667781), text: .rgb(0x111B21),
                                  icon: .rgb(0x54656F), button: .rgb(0x1DAA61), buttonIcon: .white, plusBackground: nil),
            dark: ComposerColors(field: .rgb(0x1F2C34), fieldBorder: nil, placeholder: .rgb(0x8696A0), text: .rgb(0xE9EDEF),
                                 icon: .rgb(0x8696A0), button: .rgb(0x21C063), buttonIcon: .rgb(0x0B141A), plusBackground: nil)),
        header: HeaderLayout(arrangement: .leading(avatar: true), avatarSide: 38, unreadInCapsule: false,
                             buttons: [.init(.menu, gap: 22), .init(.phone, gap: 24), .init(.video)], subtitle: "online"),
        // The draft as large as the messages (16).
        composer: ComposerLayout(leading: .emojiInField, trailing: .floatingButton, textSize: 16))
}
