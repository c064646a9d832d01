import BubbleGeometry
import Transcript

extension ChatLook {
    /// Telegram in its default themes: on iOS Day Classic (light) and Night (dark), on
    /// Android Classic and Dark Blue (``androidPalette``, with Android's bars and Roboto). The
    /// bubble with its curled foot on the last bubble of a run and smaller corners where a
    /// run's bubbles meet (on Android Telegram for Android's, with a swept point instead:
    /// ``androidOutline``), time and ticks inside the bubble, reaction chips inside it, replies
    /// as a tinted block with a bar, headed with the quoted sender's name (the user's own
    /// too), translucent pills for dates and service messages, typing only as the header's
    /// "typing…", and the doodle pattern on a soft green gradient (iOS dark: the pattern
    /// glowing in Night's blue, violet, pink and orange on black; Dark Blue: the plain
    /// blue-grey canvas). Colours and metrics from Telegram-iOS's default presentation themes
    /// and its chat layout constants, and Telegram for Android's theme defaults and
    /// `darkblue.attheme`.
    package static let telegram = ChatLook(
        name: "telegram", outline: .telegram, tail: .last,
        colors: ByAppearance(
            light: ThemeColors(background: .rgb(0x9DBF8E), incoming: .white, outgoing: .rgb(0xE1FFC7),
                               incomingText: .black, outgoingText: .black, meta: .white,
                               separatorFill: service, systemFill: service, systemText: .white),
            // Night's outgoing gradient, light blue at the top of the chat, Telegram's blue at its foot.
            dark: ThemeColors(background: .black, incoming: .rgb(0x1D1D1D), outgoing: .rgb(0x007AFF),
                              incomingText: .white, outgoingText: .white, meta: .white,
                              separatorFill: nightService, systemFill: nightService, systemText: .white, outgoingTop: .rgb(0x61BCF9))),
        font: "Inter 17", bubbleFont: "Inter 17", metaSize: 11, timePlacement: .inside, namesInside: true,
        // A long message takes about 330 of an iPhone's 390 points.
        maxBubbleWidth: 0.85, imageCornerRadius: 10, runSpacing: 2, groupSpacing: 6,
        // A photo fills its bubble but for a rim of 2 points, its time on a chip over it.
        photoIsBubble: false, photoInset: 2, bareJumboEmoji: true,
        links: ByAppearance(
            light: BySide(LinkStyle(linkKinds, .init(color: .rgb(0x004BAD)))),
            dark: BySide(incoming: LinkStyle(linkKinds, .init(color: .rgb(0x3E9BFF))),
                         outgoing: LinkStyle(linkKinds, .init(color: .white, underline: true)))),
        linkCard: .sideBar,
        // A poll's bars and marks in the bubble's accent, as "Forwarded from" is.
        cards: CardStyle(pollShares: .percentBefore, accent: ByAppearance(light: BySide<RGBAColor?>(incoming: .rgb(0x007EE5), outgoing: .rgb(0x00A700)),
                                                                         dark: BySide<RGBAColor?>(incoming: .rgb(0x3E9BFF), outgoing: .white)),
                         pollLabel: .anonymousPoll),
        quote: .block, reactions: .chips, typing: .subtitle, systemLineCornerRadius: nil,
        ios: ScreenChrome(
            headerHeight: 44, composerHeight: 46,
            bars: ByAppearance(
                light: ScreenColors(header: .rgb(0xF2F2F2), composer: .rgb(0xF6F6F6), hairline: .rgb(0xC8C7CC), accent: .rgb(0x007AFF),
                                    title: .black, subtitle: .rgb(0x787878)),
                dark: ScreenColors(header: .rgb(0x1A1A1A), composer: .rgb(0x1A1A1A), hairline: .rgb(0x3D3D40), accent: .rgb(0x3E9BFF),
                                   title: .white, subtitle: .rgb(0x8D8E93))),
            composerColors: ByAppearance(
                light: ComposerColors(field: .white, fieldBorder: .rgb(0xDCDCDE), placeholder: .rgb(0xA4A4A8), text: .black,
                                      icon: .rgb(0x858E99), button: .rgb(0x007AFF), buttonIcon: .white, plusBackground: nil),
                dark: ComposerColors(field: .rgb(0x060606), fieldBorder: .rgb(0x313131), placeholder: .rgb(0x7B7B7B), text: .white,
                                     icon: .rgb(0x808080), button: .rgb(0x3E9BFF), buttonIcon: .white, plusBackground: nil)),
            header: HeaderLayout(arrangement: .centred(trailingAvatar: true), avatarSide: 37, unreadInCapsule: true, buttons: [],
                                 backLabel: "Chats", subtitle: "last seen recently"),
            composer: ComposerLayout(leading: .paperclip, trailing: .stickerAndMicrophone)),
        // Telegram for Android: the blue (Dark Blue: blue-grey) app bar, the avatar and name at the left.
        android: ScreenChrome(
            headerHeight: 56, composerHeight: 52,
            bars: ByAppearance(
                light: ScreenColors(header: .rgb(0x527DA3), composer: .white, hairline: nil, accent: .white, title: .white,
                                    subtitle: .rgb(0xD5E8F7)),
                // The subtitle, hint and icons: Dark Blue's translucent colours over their bars.
                dark: ScreenColors(header: .rgb(0x242D39), composer: .rgb(0x212D3B), hairline: nil, accent: .white, title: .white,
                                   subtitle: .rgb(0x7E8E9A))),
            composerColors: ByAppearance(
                light: ComposerColors(field: .white, fieldBorder: nil, placeholder: .rgb(0xA4ACB3), text: .black, icon: .rgb(0x8E959B),
                                      button: .rgb(0x62B0EB), buttonIcon: .white, plusBackground: nil),
                dark: ComposerColors(field: .rgb(0x212D3B), fieldBorder: nil, placeholder: .rgb(0x718190), text: .white, icon: .rgb(0x738190),
                                     button: .rgb(0x64B5EF), buttonIcon: .white, plusBackground: nil)),
            header: HeaderLayout(arrangement: .leading(avatar: true), avatarSide: 40, unreadInCapsule: false, buttons: [.init(.menu)],
                                 subtitle: "last seen recently"),
            composer: ComposerLayout(leading: .emojiInField, trailing: .paperclipAndMicrophone)),
        placeholder: "Message", wallpaper: .doodle, doodleInk: DoodleInk.meta,
        // Telegram for Android writes in Roboto.
        androidFont: "Roboto 16", monogram: .senderGradient(avatarGradients),
        doodlePattern: pattern,
        wallpaperGradient: ByAppearance(light: GradientWallpaper(gradient: gradient, lines: .ink(RGBAColor(red: 0x1C, green: 0x3A, blue: 0x14, alpha: 46))),
                                        dark: GradientWallpaper(gradient: nightGradient, lines: .gradient(opacity: 0.34))),
        timeColors: ByAppearance(
            light: BySide(incoming: RGBAColor(red: 0x52, green: 0x52, blue: 0x52, alpha: 153),
                          outgoing: RGBAColor(red: 0x00, green: 0x8C, blue: 0x09, alpha: 204)),
            dark: BySide(RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 128) as RGBAColor?)),
        ticks: DeliveryTicks(doubleWhenDelivered: false, inBubble: ByAppearance(light: .rgb(0x19C700), dark: .white), read: ByAppearance(nil)),
        outgoingStatus: .read,
        labelSize: 13, editedWord: "edited",
        quoteTint: .accent(opacity: 0.1, outgoing: ByAppearance(light: .rgb(0x00A700), dark: .white)),
        // "Forwarded from" in the bubble's accent: Day Classic's blue and green, Night's blue and white.
        forwardedHeader: ByAppearance(light: BySide<RGBAColor?>(incoming: .rgb(0x007EE5), outgoing: .rgb(0x00A700)),
                                      dark: BySide<RGBAColor?>(incoming: .rgb(0x3E9BFF), outgoing: .white)),
        photoTimeOnChip: true, quoteLines: 1, quoteThumbnail: .leading, youInQuotes: false, headerOpacity: 0.9, datesWithoutTimes: true,
        // Ordinary chats show no encryption notice, and a time always comes with the ticks
        // and "edited".
        // A die sent alone shows its face, large, without a bubble.
        // One to three emoji alone at Telegram-iOS's sizes: a lone one as large as its
        // animated emoji's 180-point box (Noto's glyph is 1.17 em tall), two and three at
        // the sizes it sets emoji as text (94 points times 0.84 and 0.69).
        codeBlockHeaders: true, encryptionNotice: false, androidPalette: androidColors, marksNeedTime: true, diceFaces: true,
        jumboEmojiSizes: [153, 78, 64],
        // The user's reaction under a sticker: Day Classic's white at 80%, Night's white
        // (their `freeform` bubble's active reaction background).
        freeReactionFill: ByAppearance(light: RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 204), dark: .white),
        // On Android, Telegram for Android's bubble (its `Theme.MessageDrawable`).
        androidOutline: .telegramAndroid)
}

private extension ChatLook {
    /// The translucent pill behind dates and service messages on the green wallpaper, and on
    /// the black one.
    static let service = RGBAColor(red: 0x64, green: 0x80, blue: 0x5A, alpha: 102)
    static let nightService = RGBAColor(red: 0x1F, green: 0x1F, blue: 0x1F, alpha: 230)

    /// Telegram's avatar gradients (AvatarNode), lighter at the top, one for each sender
    /// colour: red, orange (also for amber), green, cyan, blue, violet and pink.
    static let avatarGradients = [
        (0xFF885E, 0xFF516A), (0xFFCD6A, 0xFFA85C), (0xFFCD6A, 0xFFA85C), (0xA0DE7E, 0x54CB68),
        (0x53EDD6, 0x28C9B7), (0x72D5FD, 0x2A9EF1), (0x82B1FF, 0x665FFF), (0xE0A2F3, 0xD669ED),
    ].map { AvatarFill(top: .rgb($0.0), bottom: .rgb($0.1)) }

    /// Every kind of entity drawn as a link, as Telegram colours them all.
    static let linkKinds = TextEntity.Kind.allCases.filter(\.isLinkLike)

    /// Telegram for Android's colours: its Classic theme (the defaults of its `Theme`, on the
    /// same wallpaper as iOS) and Dark Blue (`darkblue.attheme`, the default dark theme, on
    /// its plain blue-grey canvas without a pattern).
    static let androidColors = LookPalette(
        colors: ByAppearance(
            light: ThemeColors(background: .rgb(0x9DBF8E), incoming: .white, outgoing: .rgb(0xEFFFDE), incomingText: .black,
                               outgoingText: .black, meta: .white, separatorFill: service, systemFill: service, systemText: .white),
            dark: ThemeColors(background: .rgb(0x151E27), incoming: .rgb(0x232E3B), outgoing: .rgb(0x3E618A), incomingText: .rgb(0xFAFAFA),
                              outgoingText: .rgb(0xFAFAFA), meta: .white, separatorFill: darkBlueService, systemFill: darkBlueService,
                              systemText: .white)),
        links: ByAppearance(
            light: BySide(LinkStyle(linkKinds, .init(color: .rgb(0x2678B6)))),
            dark: BySide(incoming: LinkStyle(linkKinds, .init(color: .rgb(0x79C4FC))), outgoing: LinkStyle(linkKinds, .init(color: .rgb(0x9ACDFF))))),
        cardAccent: ByAppearance(light: BySide<RGBAColor?>(incoming: .rgb(0x3A8CCF), outgoing: .rgb(0x55AB4F)),
                                 dark: BySide<RGBAColor?>(incoming: .rgb(0x79C4FC), outgoing: .rgb(0x9ACDFF))),
        // The chips in the loader colours, faint (15.6%) behind the count, solid behind the user's own.
        reactionChips: ByAppearance(
            light: BySide(
                incoming: ReactionChipColors(fill: RGBAColor(red: 0x72, green: 0xB5, blue: 0xE8, alpha: 40), text: .rgb(0x3A8CCF),
                                             ownFill: .rgb(0x72B5E8), ownText: .white),
                outgoing: ReactionChipColors(fill: RGBAColor(red: 0x78, green: 0xC2, blue: 0x72, alpha: 40), text: .rgb(0x55AB4F),
                                             ownFill: .rgb(0x78C272), ownText: .white)),
            dark: BySide(
                incoming: ReactionChipColors(fill: RGBAColor(red: 0x60, green: 0x9D, blue: 0xD2, alpha: 40), text: .white,
                                             ownFill: .rgb(0x609DD2), ownText: .white),
                outgoing: ReactionChipColors(fill: RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 40), text: .white,
                                             ownFill: .white, ownText: .rgb(0x1D2733)))),
        // Dark Blue has no pattern: no doodles on its canvas.
        doodleInk: ByAppearance(light: DoodleInk.meta.light, dark: DoodleInk(color: nil, amount: 0)),
        monogram: .senderGradient(androidAvatarGradients),
        wallpaperGradient: ByAppearance(light: GradientWallpaper(gradient: gradient, lines: .ink(RGBAColor(red: 0x1C, green: 0x3A, blue: 0x14, alpha: 46))),
                                        dark: nil),
        timeColors: ByAppearance(light: BySide(incoming: .rgb(0xA1AAB3), outgoing: .rgb(0x70B15C)),
                                 dark: BySide(incoming: RGBAColor(red: 0x80, green: 0x91, blue: 0xA0, alpha: 217), outgoing: .rgb(0x8FBCDF))),
        tickColors: LookPalette.TickColors(inBubble: ByAppearance(light: .rgb(0x5DB050), dark: .rgb(0x87C7FF)), read: ByAppearance(nil)),
        quoteTint: .accent(opacity: 0.1, outgoing: ByAppearance(light: .rgb(0x55AB4F), dark: .rgb(0x9ACDFF))),
        forwardedHeader: ByAppearance(light: BySide<RGBAColor?>(incoming: .rgb(0x3886C7), outgoing: .rgb(0x55AB4F)),
                                      dark: BySide<RGBAColor?>(incoming: .rgb(0x79C4FC), outgoing: .rgb(0x8CC6FF))))

    /// Dark Blue's pill behind dates and service messages.
    static let darkBlueService = RGBAColor(red: 0x35, green: 0x42, blue: 0x51, alpha: 130)

    /// Telegram for Android's avatar gradients (its `avatar_background` and
    /// `avatar_background2` colours), top to bottom, in the order of ``avatarGradients``.
    static let androidAvatarGradients = [
        (0xFF845E, 0xD45246), (0xFEBB5B, 0xF68136), (0xFEBB5B, 0xF68136), (0x9AD164, 0x46BA43),
        (0x5BCBE3, 0x359AD4), (0x5CAFFA, 0x408ACF), (0xB694F9, 0x6C61DF), (0xFF8AAC, 0xD95574),
    ].map { AvatarFill(top: .rgb($0.0), bottom: .rgb($0.1)) }

    /// Telegram's default wallpaper colours at their resting places: pale yellow-green at the
    /// top left, deeper green at the bottom left, pale again at the bottom right.
    static let gradient = SoftGradient([
        .init(.rgb(0xD5D88D), x: 0.2, y: 0.1), .init(.rgb(0x88B884), x: 0.65, y: 0.25),
        .init(.rgb(0x6BA587), x: 0.35, y: 0.75), .init(.rgb(0xDBDDBB), x: 0.8, y: 0.9),
    ])

    /// Night's default wallpaper colours (blue, violet, pink and orange) at the same resting
    /// places, which its pattern shows on black at intensity -34: the doodles glow in them.
    static let nightGradient = SoftGradient([
        .init(.rgb(0xD67CFF), x: 0.2, y: 0.1), .init(.rgb(0xF38B58), x: 0.65, y: 0.25),
        .init(.rgb(0x7A5EEF), x: 0.35, y: 0.75), .init(.rgb(0x598BF6), x: 0.8, y: 0.9),
    ])

    /// Our own doodles in the spirit of Telegram's default pattern: cats, planets, rockets,
    /// balloons and sweets close together, most of them small with larger ones among them;
    /// on a tablet the tile grows to the screen's width, as Telegram's one pattern covers it.
    static let pattern = DoodlePattern(
        doodles: [.cat, .paperPlane, .planet, .heart, .rocket, .star, .balloon, .musicNote, .iceCream, .gift, .umbrella, .moon,
                  .smiley, .camera, .cloud, .cup],
        side: 400, grid: 14, size: 11, sizeSpread: 21, sizeSkew: 2.2, turn: 0.7, nudge: 4, lineWidth: 1.3, seed: 0x7E1E_6A4D, shuffled: true,
        growsWithScreen: true)
}
