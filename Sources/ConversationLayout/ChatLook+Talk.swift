import BubbleGeometry
import Transcript

extension ChatLook {
    /// talk, after LINE on iOS and Android: LINE's rounded bubble with a small hook beside the
    /// top corner of a run's first bubble (the `sideHook` outline; `bubbles bubble --theme
    /// talk` keeps the reference design's `talk` shape, its tail on the top edge), the user's
    /// light green with black text and others' white on the blue-grey canvas, the time (and "Read") beside the bubble's foot, the
    /// other person's avatar and name heading their runs in a chat of two too, photos bare
    /// with round corners, one reaction badge at the bubble's far corner, a link's preview as
    /// a card of its own under the text, no typing indicator and no "Forwarded", dates and
    /// system lines on translucent pills, and "Aa" in the composer with the emoji button in
    /// the field.
    package static let talk = ChatLook(
        name: "talk", outline: .sideHook, outlineMetrics: .sideHook, tail: .first,
        colors: ByAppearance(
            light: ThemeColors(background: .rgb(0x8CABD9), incoming: .white, outgoing: .rgb(0x8DE055),
                               incomingText: .black, outgoingText: .black, meta: .rgb(0x46566D),
                               separatorFill: pillOnLight, systemFill: pillOnLight, systemText: .white, separatorText: .white),
            dark: ThemeColors(background: .rgb(0x1B1E24), incoming: .rgb(0x2F333B), outgoing: .rgb(0x78C552),
                              incomingText: .rgb(0xF2F2F2), outgoingText: .black, meta: .rgb(0x8E96A3),
                              separatorFill: pillOnDark, systemFill: pillOnDark, systemText: .rgb(0xE6E8EB), separatorText: .rgb(0xE6E8EB))),
        font: "Inter 16", bubbleFont: "Noto Sans 17", metaSize: 11, timePlacement: .beside, namesInside: false, nameGap: 5,
        // The avatar heads a member's run beside the name; a few emoji alone go without a
        // bubble.
        // Bubbles leave room beside them for the avatar and the time.
        avatarAtRunTop: true, maxBubbleWidth: 0.68, imageCornerRadius: 14, runSpacing: 6, groupSpacing: 14,
        photoIsBubble: false, bareJumboEmoji: true,
        links: ByAppearance { appearance in
            BySide { side in
                // Addresses LINE detects, underlined; no mentions, hashtags or links hidden
                // under other words, which LINE's messages cannot carry.
                let color: RGBAColor? = side == .outgoing ? nil : appearance == .dark ? .rgb(0x7AADFF) : .rgb(0x2F6BE0)
                return LinkStyle([.link, .email, .phone], .init(color: color, underline: true))
            }
        },
        linkCard: .separateCard, quote: .ruled, reactions: .cornerBadge, typing: .hidden, systemLineCornerRadius: nil,
        ios: ScreenChrome(
            headerHeight: 50, composerHeight: 52, bars: bars, composerColors: composerColors,
            header: HeaderLayout(arrangement: .centred(trailingAvatar: false), avatarSide: 36, unreadInCapsule: false,
                                 buttons: lineButtons),
            // The plus, the camera and the photo album before the field, folded into a
            // chevron while a draft is written.
            composer: ComposerLayout(leading: .plusCameraAndPhoto, trailing: .stickerAndMicrophone, foldsWithDraft: true, sendInDisc: false)),
        android: ScreenChrome(
            headerHeight: 64, composerHeight: 64, bars: bars, composerColors: composerColors,
            // LINE's own chevron, not Material's arrow.
            header: HeaderLayout(arrangement: .leading(avatar: false), avatarSide: 38, unreadInCapsule: false,
                                 buttons: lineButtons, chevronOnAndroid: true),
            // The same buttons as on iOS; the draft as large as the messages (16).
            composer: ComposerLayout(leading: .plusCameraAndPhoto, trailing: .stickerAndMicrophone, textSize: 16, foldsWithDraft: true, sendInDisc: false)),
        // The system's face: Inter for iOS's SF Pro, Roboto on Android.
        placeholder: "Aa", wallpaper: .plainBackground, doodleInk: DoodleInk.meta, androidFont: "Roboto 16",
        // LINE's default picture is a grey person, never initials.
        monogram: defaultPicture,
        // LINE marks no forwarded message, formats no text (bold, code and spoilers arrive as
        // plain text) and shows no encryption notice in the chat.
        // LINE's iOS bar is opaque white, not a translucent material.
        marksForwarded: false, headerOpacity: 1, plainStyles: TextEntity.Kind.formatting, datesWithoutTimes: true, encryptionNotice: false, sendersOneToOne: true, avatarSize: 36, barePhotos: true,
        // A message that did not go through: the red resend mark where its time would be.
        // No online or last-seen status under the name.
        referenceOutline: .talk, failedMarkAtTime: true, headerSubtitle: false)
}

private extension ChatLook {
    /// LINE's header buttons on iOS and Android, from the trailing edge in: the menu of three
    /// lines, the phone, the search glass.
    static let lineButtons: [HeaderLayout.Button] = [.init(.lines, gap: 22), .init(.phone, gap: 22), .init(.search)]

    /// The translucent pill behind dates and system lines on the blue-grey canvas, and on the
    /// dark one.
    static let pillOnLight = RGBAColor(red: 0x00, green: 0x00, blue: 0x00, alpha: 38)
    static let pillOnDark = RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 31)

    /// LINE's default profile picture: a white person on grey (dark: light grey on slate).
    static let defaultPicture = MonogramFill.silhouette(disc: ByAppearance(light: .rgb(0xC3C9D2), dark: .rgb(0x5A606A)),
                                                        figure: ByAppearance(light: .white, dark: .rgb(0xB8BEC8)))

    /// LINE's white (or near-black) bars.
    static let bars = ByAppearance.bars(ByAppearance(light: .white, dark: .rgb(0x1A1A1A)),
                                        hairline: ByAppearance(light: .rgb(0xE3E4E8), dark: .rgb(0x2C2C2E)))

    /// LINE's grey field and its green paper plane to send.
    static let composerColors = ByAppearance { appearance in
        let dark = appearance == .dark
        return ComposerColors(field: dark ? .rgb(0x2C2C2E) : .rgb(0xF2F3F5), fieldBorder: nil, placeholder: ByAppearance.iosGrey[appearance],
                              text: dark ? .white : .black, icon: dark ? .rgb(0xC7C7CC) : .rgb(0x3C3C43),
                              button: .rgb(0x06C755), buttonIcon: .white, plusBackground: nil)
    }
}
