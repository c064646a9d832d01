import BubbleGeometry
import Transcript

extension LookFile {
    /// What a look file may hold: `"base"`, then a key for every property of ``ChatLook``
    /// (but its name), named as the property, with objects for the values that have parts
    /// (`colors.light.incoming`, `ios.bars.dark.header`). The reader and the schema walk it;
    /// a test checks it against the properties `ChatLook` has, so none can be forgotten.
    static var description: LookNode {
        .object([
            LookKey("base", LookValue(schema: LookFileSchema.choice(ChatLook.names.map(\.rawValue))) { _, _, _ in }),
            LookKey("outline", .choice(\.outlineFromFile, ["imessage": .imessage, "talk": .talk, "whatsapp": .whatsapp, "telegram": .telegram,
                                                   "plain": .plain])),
            LookKey("outlineMetrics", .object([
                LookKey("cornerRadius", .number(\.outlineMetrics.cornerRadius, in: 0...40)),
                LookKey("padding", .object([
                    LookKey("top", .number(\.outlineMetrics.padding.top, in: 0...40)),
                    LookKey("left", .number(\.outlineMetrics.padding.left, in: 0...40)),
                    LookKey("bottom", .number(\.outlineMetrics.padding.bottom, in: 0...40)),
                    LookKey("right", .number(\.outlineMetrics.padding.right, in: 0...40)),
                ])),
                LookKey("tailWidth", .number(\.outlineMetrics.tailWidth, in: 0...40)),
                LookKey("tailHeight", .number(\.outlineMetrics.tailHeight, in: 0...80)),
                LookKey("tailTipRadius", .number(\.outlineMetrics.tailTipRadius, in: 0...10)),
            ])),
            LookKey("tail", .choice(\.tail, ["first": .first, "last": .last, "none": .none])),
            LookKey("colors", .byAppearance(\.colors) { colors in
                .object([
                    LookKey("background", .color(colors.appending(path: \.background))),
                    LookKey("incoming", .color(colors.appending(path: \.incoming))),
                    LookKey("outgoing", .color(colors.appending(path: \.outgoing))),
                    LookKey("incomingText", .color(colors.appending(path: \.incomingText))),
                    LookKey("outgoingText", .color(colors.appending(path: \.outgoingText))),
                    LookKey("meta", .color(colors.appending(path: \.meta))),
                    LookKey("separatorFill", .optionalColor(colors.appending(path: \.separatorFill), none: "no pill behind separators")),
                    LookKey("systemFill", .optionalColor(colors.appending(path: \.systemFill), none: "no pill behind system lines")),
                    LookKey("systemText", .optionalColor(colors.appending(path: \.systemText), none: "system lines in the meta colour")),
                    LookKey("noticeFill", .optionalColor(colors.appending(path: \.noticeFill), none: "the encryption notice as other system lines")),
                    LookKey("noticeText", .optionalColor(colors.appending(path: \.noticeText), none: "the encryption notice as other system lines")),
                ])
            }),
            LookKey("font", .text(\.font, maxLength: 200, example: "a font description like \"Noto Sans 16\"")),
            LookKey("bubbleFont", .text(\.bubbleFont, maxLength: 200, example: "a font description like \"Noto Sans 17\"")),
            LookKey("metaSize", .number(\.metaSize, in: 6...40)),
            LookKey("timePlacement", .choice(\.timePlacement, ["inside": .inside, "below": .below, "beside": .beside])),
            LookKey("namesInside", .bool(\.namesInside)),
            LookKey("nameGap", .number(\.nameGap, in: 0...40)),
            LookKey("avatarAtRunTop", .bool(\.avatarAtRunTop)),
            LookKey("maxBubbleWidth", .number(\.maxBubbleWidth, in: 0.3...1)),
            LookKey("imageCornerRadius", .number(\.imageCornerRadius, in: 0...40)),
            LookKey("runSpacing", .number(\.runSpacing, in: 0...100)),
            LookKey("groupSpacing", .number(\.groupSpacing, in: 0...100)),
            LookKey("photoIsBubble", .bool(\.photoIsBubble)),
            LookKey("photoInset", .optionalNumber(\.photoInset, in: 0...20, none: "the photo framed inside the bubble's content")),
            LookKey("captionIsBubble", .bool(\.captionIsBubble)),
            LookKey("bareJumboEmoji", .bool(\.bareJumboEmoji)),
            LookKey("links", .byAppearance(\.links) { links in .bySide(links) { .value(.links($0)) } }),
            LookKey("linkCard", .choice(\.linkCard, ["card": .card, "richLink": .richLink, "sideBar": .sideBar])),
            LookKey("cards", .object([
                LookKey("pollShares", .choice(\.cards.pollShares, ["percentBefore": .percentBefore, "countAfter": .countAfter])),
                LookKey("accent", .byAppearance(\.cards.accent) { colors in
                    .bySide(colors) { .value(.optionalColor($0, none: "the colour of links in the bubble")) }
                }),
                LookKey("pollButton", .optionalText(\.cards.pollButton, maxLength: 40, example: "a word or a few, such as \"View votes\"",
                                                    none: "the number of votes")),
                LookKey("contactButton", .optionalText(\.cards.contactButton, maxLength: 40, example: "a word or a few, such as \"Message\"",
                                                       none: "no button")),
            ])),
            LookKey("quote", .choice(\.quote, ["block": .block, "header": .header, "above": .above])),
            LookKey("reactions", .choice(\.reactions, reactionStyles)),
            LookKey("typing", .choice(\.typing, ["capsule": .capsule, "bubble": .bubble, "subtitle": .subtitle])),
            LookKey("systemLineCornerRadius", .optionalNumber(\.systemLineCornerRadius, in: 0...14, none: "round ends")),
            LookKey("encryptionPadlock", .bool(\.encryptionPadlock)),
            LookKey("ios", chrome(\.ios)),
            LookKey("android", chrome(\.android)),
            LookKey("placeholder", .text(\.placeholder, maxLength: 100, example: "a word or a few, such as \"Message\"")),
            LookKey("wallpaper", .wallpaper(\.wallpaper)),
            LookKey("doodleInk", .byAppearance(\.doodleInk) { ink in
                .object([
                    LookKey("color", .optionalColor(ink.appending(path: \.color), none: "the meta colour")),
                    LookKey("amount", .number(ink.appending(path: \.amount), in: 0...1)),
                ])
            }),
            LookKey("platform", .optionalChoice(\.platform, ["ios": .ios, "android": .android], none: "the device's platform")),
            LookKey("androidFont", .optionalText(\.androidFont, maxLength: 200, example: "a font description like \"Roboto 16\"",
                                                 none: "font, on Android screens too")),
            LookKey("timeHeaders", .bool(\.timeHeaders)),
            LookKey("monogram", .monogram(\.monogram)),
            LookKey("typingDots", .typingDots(\.typingDots)),
            LookKey("shortChatAtTop", .bool(\.shortChatAtTop)),
            LookKey("doodlePattern", .choice(\.doodlePattern, ChatLook.builtIn.map { ($0.name.rawValue, $0.doodlePattern) })),
            LookKey("wallpaperGradient", .byAppearance(\.wallpaperGradient) { gradient in
                .value(.optionalChoice(gradient, ChatLook.builtIn.compactMap { look in look[keyPath: gradient].map { (look.name.rawValue, $0) } },
                                       none: "the background colour, the doodles in doodleInk"))
            }),
            LookKey("timeColors", .byAppearance(\.timeColors) { colors in
                .bySide(colors) { .value(.optionalColor($0, none: "the bubble's text colour, faded")) }
            }),
            LookKey("ticks", .object([
                LookKey("doubleWhenDelivered", .bool(\.ticks.doubleWhenDelivered)),
                LookKey("inBubble", .byAppearance(\.ticks.inBubble) { .value(.optionalColor($0, none: "the time's colour")) }),
                LookKey("read", .byAppearance(\.ticks.read) { .value(.optionalColor($0, none: "as before it was read")) }),
            ])),
            LookKey("outgoingStatus", .optionalChoice(\.outgoingStatus, DeliveryStatus.allCases.map { ($0.rawValue, $0) },
                                                      none: "no mark on a message without a status")),
            LookKey("labelSize", .optionalNumber(\.labelSize, in: 6...40, none: "metaSize")),
            LookKey("editedWord", .text(\.editedWord, maxLength: 40, example: "a word such as \"Edited\"")),
            LookKey("deletedWord", .text(\.deletedWord, maxLength: 80, example: "words such as \"This message was deleted\"")),
            LookKey("youDeletedWord", .text(\.youDeletedWord, maxLength: 80, example: "words such as \"You deleted this message\"")),
            LookKey("quoteTint", .quoteTint(\.quoteTint)),
            LookKey("marksForwarded", .bool(\.marksForwarded)),
            LookKey("forwardedHeader", .byAppearance(\.forwardedHeader) { colors in
                .bySide(colors) { .value(.optionalColor($0, none: "the arrow and \"Forwarded\" in italics")) }
            }),
            LookKey("readInGroups", .bool(\.readInGroups)),
            LookKey("photoTimeOnChip", .bool(\.photoTimeOnChip)),
            LookKey("failedMarkInMeta", .bool(\.failedMarkInMeta)),
            LookKey("quoteLines", .wholeNumber(\.quoteLines, in: 1...5)),
            LookKey("quoteThumbnail", .choice(\.quoteThumbnail, ["trailing": .trailing, "leading": .leading])),
            LookKey("headerOpacity", .optionalNumber(\.headerOpacity, in: 0...1, none: "the system's material")),
            LookKey("plainStyles", .choices(\.plainStyles, TextEntity.Kind.formatting.map { ($0.rawValue, $0) })),
            LookKey("datesWithoutTimes", .bool(\.datesWithoutTimes)),
            LookKey("codeBlocks", .bool(\.codeBlocks)),
            LookKey("codeChips", .bool(\.codeChips)),
            LookKey("encryptionNotice", .bool(\.encryptionNotice)),
        ])
    }

    /// The reaction styles by name: the built-in looks' chips (the first look's that has
    /// them) besides the three without colours of their own.
    private static var reactionStyles: [(name: String, value: ReactionStyle)] {
        let chips = ChatLook.builtIn.lazy.map(\.reactions).first { if case .chips = $0 { true } else { false } }
        return [("tapbacks", .tapbacks), ("pill", .pill), ("pillRows", .pillRows)] + (chips.map { [("chips", $0)] } ?? [])
    }

    /// The screen's bars on one platform (``ChatLook/ios``, ``ChatLook/android``).
    private static func chrome(_ chrome: WritableKeyPath<ChatLook, ScreenChrome>) -> LookNode {
        .object([
            LookKey("headerHeight", .number(chrome.appending(path: \.headerHeight), in: 32...200)),
            LookKey("composerHeight", .number(chrome.appending(path: \.composerHeight), in: 32...200)),
            LookKey("bars", .byAppearance(chrome.appending(path: \.bars)) { bars in
                .object([
                    LookKey("header", .color(bars.appending(path: \.header))),
                    LookKey("composer", .optionalColor(bars.appending(path: \.composer), none: "the composer floats on the wallpaper")),
                    LookKey("hairline", .optionalColor(bars.appending(path: \.hairline), none: "no line")),
                    LookKey("accent", .color(bars.appending(path: \.accent))),
                    LookKey("title", .color(bars.appending(path: \.title))),
                    LookKey("subtitle", .color(bars.appending(path: \.subtitle))),
                    LookKey("capsuleText", .color(bars.appending(path: \.capsuleText))),
                ])
            }),
            LookKey("composerColors", .byAppearance(chrome.appending(path: \.composerColors)) { colors in
                .object([
                    LookKey("field", .color(colors.appending(path: \.field))),
                    LookKey("fieldBorder", .optionalColor(colors.appending(path: \.fieldBorder), none: "no line around the field")),
                    LookKey("placeholder", .color(colors.appending(path: \.placeholder))),
                    LookKey("text", .color(colors.appending(path: \.text))),
                    LookKey("icon", .color(colors.appending(path: \.icon))),
                    LookKey("button", .color(colors.appending(path: \.button))),
                    LookKey("buttonIcon", .color(colors.appending(path: \.buttonIcon))),
                    LookKey("plusBackground", .optionalColor(colors.appending(path: \.plusBackground), none: "no circle behind the plus")),
                ])
            }),
            LookKey("header", .object([
                LookKey("arrangement", .choice(chrome.appending(path: \.header.arrangement), [
                    "avatarAboveName": .avatarAboveName, "leading": .leading(avatar: false), "leadingWithAvatar": .leading(avatar: true),
                    "centred": .centred(trailingAvatar: false), "centredWithAvatar": .centred(trailingAvatar: true),
                ])),
                LookKey("avatarSide", .number(chrome.appending(path: \.header.avatarSide), in: 16...80)),
                LookKey("unreadInCapsule", .bool(chrome.appending(path: \.header.unreadInCapsule))),
                LookKey("buttons", .buttons(chrome.appending(path: \.header.buttons))),
                LookKey("backLabel", .optionalText(chrome.appending(path: \.header.backLabel), maxLength: 40,
                                                   example: "a word such as \"Chats\"", none: "the chevron alone")),
                LookKey("subtitle", .optionalText(chrome.appending(path: \.header.subtitle), maxLength: 100,
                                                  example: "a few words such as \"last seen recently\"", none: "none")),
            ])),
            LookKey("composer", .object([
                LookKey("leading", .choice(chrome.appending(path: \.composer.leading), [
                    "plusInCircle": .plusInCircle, "plus": .plus, "plusAndCamera": .plusAndCamera, "paperclip": .paperclip, "nothing": .nothing,
                    "emojiInField": .emojiInField,
                ])),
                LookKey("trailing", .choice(chrome.appending(path: \.composer.trailing), [
                    "microphoneInField": .microphoneInField, "cameraAndMicrophone": .cameraAndMicrophone, "microphone": .microphone,
                    "floatingButton": .floatingButton, "stickerAndMicrophone": .stickerAndMicrophone,
                    "paperclipAndMicrophone": .paperclipAndMicrophone,
                ])),
            ])),
        ])
    }
}
