import BubbleGeometry
import Transcript

extension ChatLook {
    /// iMessage: the hook tail on the last bubble of a run, grey and blue bubbles, times as
    /// centred headers and the receipt under the last message sent, photos as bubbles of
    /// their own, grey monograms, a short chat starting under the header, and iOS's bars on
    /// every device (Messages has no Android app).
    package static let imessage = ChatLook(
        name: "imessage", outline: .imessage,
        // Messages' text sits 12 in from the body on both sides (the hook outside it) and 7
        // above and below; the corners (17) and the hook are the outline's own.
        outlineMetrics: OutlineMetrics(cornerRadius: 17, padding: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
                                       tailWidth: 4, tailHeight: 11, tailTipRadius: 0),
        tail: .last,
        colors: ByAppearance(
            light: ThemeColors(background: .white, incoming: .rgb(0xE9E9EB), outgoing: .rgb(0x0B84FE),
                               incomingText: .black, outgoingText: .white, meta: .rgb(0x8E8E93)),
            dark: ThemeColors(background: .black, incoming: .rgb(0x262628), outgoing: .rgb(0x0B84FE),
                              incomingText: .white, outgoingText: .white, meta: .rgb(0x8E8E93))),
        font: "Inter 17", bubbleFont: "Inter 17", metaSize: 12, timePlacement: .below, namesInside: false,
        imageCornerRadius: 17, runSpacing: 2, groupSpacing: 10,
        photoIsBubble: true, captionIsBubble: true, bareJumboEmoji: true,
        links: ByAppearance(BySide(LinkStyle(LinkStyle.addresses, .init(underline: true)).merging(LinkStyle([.mention], .init(bold: true))))),
        linkCard: .richLink,
        // Cards in the system blue in others' bubbles, white in the user's blue ones.
        cards: CardStyle(pollShares: .percentBefore, accent: ByAppearance(light: BySide<RGBAColor?>(incoming: .rgb(0x007AFF), outgoing: .white),
                                                                         dark: BySide<RGBAColor?>(incoming: .rgb(0x0A84FF), outgoing: .white))),
        quote: .above, reactions: .tapbacks, typing: .capsule, systemLineCornerRadius: nil,
        ios: chrome, android: chrome,
        placeholder: "iMessage", wallpaper: .plainBackground, doodleInk: DoodleInk.meta, platform: .ios,
        timeHeaders: true, monogram: .gradient(top: .rgb(0xA5AAB6), bottom: .rgb(0x858A95)),
        // A still of the dots' wave: the one it has reached darkest, the one it left palest.
        typingDots: [0.24, 0.36, 0.5], shortChatAtTop: true,
        deletedWord: "{name} unsent a message.", youDeletedWord: "You unsent a message.", marksForwarded: false, readInGroups: false,
        // Messages formats bold, italic, underline and strikethrough, but no code, and shows
        // no encryption notice.
        plainStyles: [.code, .pre], encryptionNotice: false,
        // An unsent message leaves no balloon, only a line where it was; a spoiler is sent
        // with Invisible Ink, which hides the whole balloon's text.
        deletedAsLine: true, wholeSpoilers: true)
}

private extension ChatLook {
    /// Messages' bars: the avatar above the name and the video button in the header, the
    /// plus in a circle and the microphone in the field below.
    static let chrome = ScreenChrome(
        headerHeight: 72, composerHeight: 52, bars: .bars(bar, hairline: hairline, accent: .iosBlue, capsuleText: ByAppearance(.white)),
        composerColors: composerColors,
        header: HeaderLayout(arrangement: .avatarAboveName, avatarSide: 40, unreadInCapsule: true, buttons: [.init(.video)]),
        composer: ComposerLayout(leading: .plusInCircle, trailing: .microphoneInField))

    /// iMessage's grey bars and the line under the header and above the composer.
    static let bar = ByAppearance<RGBAColor>(light: .rgb(0xF6F6F6), dark: .rgb(0x1C1C1E))
    static let hairline = ByAppearance<RGBAColor>(light: .rgb(0xC6C6C8), dark: .rgb(0x38383A))

    /// iMessage's field, with the plus in a grey circle and the blue send arrow.
    static let composerColors = ByAppearance { appearance in
        let dark = appearance == .dark
        let grey = ByAppearance.iosGrey[appearance]
        return ComposerColors(field: dark ? .black : .white, fieldBorder: dark ? .rgb(0x3A3A3C) : .rgb(0xC6C6C8), placeholder: grey,
                              text: dark ? .white : .black, icon: grey, button: ByAppearance.iosBlue[appearance], buttonIcon: .white,
                              plusBackground: dark ? .rgb(0x2C2C2E) : .rgb(0xE9E9EB))
    }
}
