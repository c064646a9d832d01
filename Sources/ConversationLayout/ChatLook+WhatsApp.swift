import BubbleGeometry
import Transcript

extension ChatLook {
    /// WhatsApp: the slanted tail on the first bubble of a run, the beige (or near-black)
    /// canvas, times and names inside the bubble.
    package static let whatsapp = ChatLook(
        name: "whatsapp", outline: .whatsapp,
        // The app's bubble: corners of 7.5, 6 above and below the content, 9 on the tail's
        // side and 8 on the other, a tail 8 wide meeting the body 12 down, its tip rounded.
        outlineMetrics: OutlineMetrics(cornerRadius: 7.5, padding: EdgeInsets(top: 6, left: 9, bottom: 6, right: 8),
                                       tailWidth: 8, tailHeight: 12, tailTipRadius: 2),
        tail: .first,
        colors: ByAppearance(
            light: ThemeColors(background: .rgb(0xEFEAE2), incoming: .white, outgoing: .rgb(0xD9FDD3),
                               incomingText: .rgb(0x111B21), outgoingText: .rgb(0x111B21), meta: .rgb(0x667781),
                               separatorFill: .white, systemFill: .white, systemText: .rgb(0x54656F),
                               noticeFill: .rgb(0xFFEECD), noticeText: .rgb(0x54656F)),
            dark: ThemeColors(background: .rgb(0x0B141A), incoming: .rgb(0x202C33), outgoing: .rgb(0x005C4B),
                              incomingText: .rgb(0xE9EDEF), outgoingText: .rgb(0xE9EDEF), meta: .rgb(0x8696A0),
                              separatorFill: .rgb(0x182229), systemFill: .rgb(0x182229), systemText: .rgb(0x8696A0),
                              noticeFill: .rgb(0x182229), noticeText: .rgb(0xFFD279))),
        font: "Inter 16", bubbleFont: "Inter 17", metaSize: 11, timePlacement: .inside, namesInside: true, avatarAtRunTop: true,
        // A long message takes about 330 of an iPhone's 390 points.
        maxBubbleWidth: 0.85, imageCornerRadius: 4, runSpacing: 2, groupSpacing: 8,
        photoIsBubble: false, photoInset: 3, bareJumboEmoji: true,
        links: ByAppearance { appearance in
            BySide(LinkStyle(LinkStyle.addresses + [.mention], .init(color: appearance == .dark ? .rgb(0x53BDEB) : .rgb(0x027EB5))))
        },
        linkCard: .card,
        // Polls with check boxes, counts and bars in WhatsApp's green, ending in "View votes";
        // a contact ending in "Message".
        cards: CardStyle(pollShares: .countAfter, accent: ByAppearance(light: BySide(.rgb(0x00A884) as RGBAColor?), dark: BySide(.rgb(0x21C063) as RGBAColor?)),
                         pollButton: "View votes", contactButton: "Message", pollLabel: .selectOneOrMore),
        quote: .block, reactions: .pill, typing: .bubble, systemLineCornerRadius: 7.5, encryptionPadlock: true,
        ios: ScreenChrome(
            headerHeight: 56, composerHeight: 56,
            bars: .bars(ByAppearance(light: .rgb(0xF6F6F6), dark: .rgb(0x1F2C34)),
                        hairline: ByAppearance(light: .rgb(0xD1D1D6), dark: .rgb(0x2A3942)), accent: .iosBlue),
            composerColors: ByAppearance { appearance in
                let dark = appearance == .dark
                return ComposerColors(field: dark ? .rgb(0x2A3942) : .white, fieldBorder: dark ? nil : .rgb(0xD1D1D6),
                                      placeholder: ByAppearance.iosGrey[appearance], text: dark ? .white : .black,
                                      icon: ByAppearance.iosBlue[appearance], button: .rgb(0x00A884), buttonIcon: .white, plusBackground: nil)
            },
            header: HeaderLayout(arrangement: .leading(avatar: true), avatarSide: 36, unreadInCapsule: false,
                                 buttons: [.init(.phone, gap: 26), .init(.video)], subtitle: "online"),
            composer: ComposerLayout(leading: .plus, trailing: .cameraAndMicrophone)),
        // WhatsApp for Android's Material 3 bars (ChatLook+WhatsAppAndroid.swift).
        android: .whatsappAndroid,
        placeholder: "Message", wallpaper: .doodle,
        doodleInk: ByAppearance(light: DoodleInk(color: .rgb(0x8F7A5A), amount: 0.13), dark: DoodleInk(color: .rgb(0x8696A0), amount: 0.07)),
        // WhatsApp for Android writes in Roboto.
        androidFont: "Roboto 16", monogram: .greySilhouette, doodlePattern: whatsappDoodles, outgoingStatus: .sent, photoTimeOnChip: true, failedMarkInMeta: true,
        // WhatsApp formats bold, italic, strikethrough and code, but has no underline or spoiler.
        plainStyles: [.underline, .spoiler], datesWithoutTimes: true,
        // WhatsApp's ``` text is monospaced in the line; its inline code sits on a grey chip.
        codeBlocks: false, codeChips: true,
        // Quotes and link previews 3 points inside the outline, as its photos; ticks and
        // "Edited" only beside a time; a camera before a quoted photo's "Photo"; a time chip
        // dark enough for the blue read ticks to keep 3:1 on it over the lightest canvas.
        blockInset: 3, marksNeedTime: true, quotedPhotoIcon: true, stampChip: RGBAColor(red: 0, green: 0, blue: 0, alpha: 168),
        // The hairline under each bubble (#0B141A at 13%, lost on the dark canvas), and the
        // user's own quotes in WhatsApp's teal.
        bubbleShadow: RGBAColor(red: 0x0B, green: 0x14, blue: 0x1A, alpha: 33),
        youQuoteColor: ByAppearance(light: .rgb(0x00A884), dark: .rgb(0x06CF9C)),
        // A photo's time in white over a soft shade at its bottom, not on a chip.
        photoTimeShade: RGBAColor(red: 0x0B, green: 0x14, blue: 0x1A, alpha: 115))

    /// Our own doodles in the spirit of WhatsApp's wallpaper: many small line drawings,
    /// close together, each picked, sized, turned and nudged at random in a large tile, so
    /// that no row, column or repeat of the tile shows (on an iPad too).
    static let whatsappDoodles = DoodlePattern(
        doodles: [.chatBubble, .heart, .star, .camera, .phone, .musicNote, .cloud, .smiley, .envelope, .cup, .paperPlane, .cat,
                  .rocket, .planet, .balloon, .iceCream, .gift, .umbrella, .moon],
        side: 480, grid: 17, size: 11, sizeSpread: 6, turn: 1.2, nudge: 6, lineWidth: 1.1, seed: 0x3A75_0D00, shuffled: true)
}
