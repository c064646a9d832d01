import BubbleGeometry
import Transcript

extension LookFile {
    /// What a look file may hold: `"base"`, then a key for every property of ``ChatLook``
    /// (but its name), named as the property, with objects for the values that have parts
    /// (`colors.light.incoming`, `ios.bars.dark.header`). The reader and the schema walk it;
    /// a test checks it against the properties `ChatLook` has, so none can be forgotten.
    static var description: LookNode {
        .object([
            LookKey("base", "the built-in look to start from (required)",
                    LookValue(schema: LookFileSchema.choice(ChatLook.names.map(\.rawValue))) { _, _, _ in }),
            LookKey("outline", "the bubble's shape; one other than the base's starts from its reference numbers, not the base's `outlineMetrics`",
                    .choice(\.outlineFromFile, ["imessage": .imessage, "talk": .talk, "whatsapp": .whatsapp, "telegram": .telegram, "plain": .plain])),
            LookKey("outlineMetrics", "the numbers of the `whatsapp` outline; the `imessage` outline takes only `padding`, from its body (the others ignore them)", .object([
                LookKey("cornerRadius", "the corners' radius, in points", .number(\.outlineMetrics.cornerRadius, in: 0...40)),
                LookKey("padding", "the space between the bubble's edge and its content, in points", .object([
                    LookKey("top", "above the content", .number(\.outlineMetrics.padding.top, in: 0...40)),
                    LookKey("left", "on the tail's side", .number(\.outlineMetrics.padding.left, in: 0...40)),
                    LookKey("bottom", "below the content", .number(\.outlineMetrics.padding.bottom, in: 0...40)),
                    LookKey("right", "on the side away from the tail", .number(\.outlineMetrics.padding.right, in: 0...40)),
                ])),
                LookKey("tailWidth", "how far the tail reaches out from the body", .number(\.outlineMetrics.tailWidth, in: 0...40)),
                LookKey("tailHeight", "where the tail's slant meets the body, from the top",
                        .number(\.outlineMetrics.tailHeight, in: 0...80)),
                LookKey("tailTipRadius", "the rounding of the tail's tip (0: a sharp tip)",
                        .number(\.outlineMetrics.tailTipRadius, in: 0...10)),
            ])),
            LookKey("tail", "which bubble of a sender's run carries the tail",
                    .choice(\.tail, ["first": .first, "last": .last, "none": .none])),
            LookKey("colors", "the canvas, bubble, text and meta colours", .byAppearance(\.colors) { colors in
                .object([
                    LookKey("background", "the canvas behind the messages", .color(colors.appending(path: \.background))),
                    LookKey("incoming", "others' bubbles", .color(colors.appending(path: \.incoming))),
                    LookKey("outgoing", "the user's bubbles", .color(colors.appending(path: \.outgoing))),
                    LookKey("incomingText", "the text in others' bubbles", .color(colors.appending(path: \.incomingText))),
                    LookKey("outgoingText", "the text in the user's bubbles", .color(colors.appending(path: \.outgoingText))),
                    LookKey("meta", "times, names and labels", .color(colors.appending(path: \.meta))),
                    LookKey("separatorFill", "the pill behind separators",
                            .optionalColor(colors.appending(path: \.separatorFill), none: "no pill behind separators")),
                    LookKey("systemFill", "the pill behind system lines",
                            .optionalColor(colors.appending(path: \.systemFill), none: "no pill behind system lines")),
                    LookKey("systemText", "the text of system lines",
                            .optionalColor(colors.appending(path: \.systemText), none: "system lines in the meta colour")),
                    LookKey("noticeFill", "the encryption notice's pill",
                            .optionalColor(colors.appending(path: \.noticeFill), none: "the encryption notice as other system lines")),
                    LookKey("noticeText", "the encryption notice's text",
                            .optionalColor(colors.appending(path: \.noticeText), none: "the encryption notice as other system lines")),
                ])
            }),
            LookKey("font", "the message font when the transcript names none, a Pango description",
                    .text(\.font, maxLength: 200, example: "a font description like \"Noto Sans 16\"")),
            LookKey("bubbleFont", "a single bubble's font (`bubble`, `preview`) when `--font` names none",
                    .text(\.bubbleFont, maxLength: 200, example: "a font description like \"Noto Sans 17\"")),
            LookKey("metaSize", "the size of times, names and labels, in points", .number(\.metaSize, in: 6...40)),
            LookKey("timePlacement", "where a message's time goes",
                    .choice(\.timePlacement, ["inside": .inside, "below": .below, "beside": .beside])),
            LookKey("namesInside", "group senders' names inside the bubble rather than above it", .bool(\.namesInside)),
            LookKey("nameGap", "the space between the labels above a bubble (the sender's name, \"Forwarded\") and its top, in points",
                    .number(\.nameGap, in: 0...40)),
            LookKey("avatarAtRunTop", "a group member's avatar beside the first bubble of their run, level with its top, instead of beside the last",
                    .bool(\.avatarAtRunTop)),
            LookKey("maxBubbleWidth", "the widest a bubble may be, a fraction of the width, when the transcript gives no `maxBubbleWidth`",
                    .number(\.maxBubbleWidth, in: 0.3...1)),
            LookKey("imageCornerRadius", "the corners of a photo inside a bubble, in points", .number(\.imageCornerRadius, in: 0...40)),
            LookKey("runSpacing", "the space between the bubbles of a sender's run, in points", .number(\.runSpacing, in: 0...100)),
            LookKey("groupSpacing", "the space above the first bubble of a run, in points", .number(\.groupSpacing, in: 0...100)),
            LookKey("photoIsBubble", "a photo without caption is the bubble, clipped to its outline (a time inside it goes on a chip over the photo)",
                    .bool(\.photoIsBubble)),
            LookKey("photoInset", "a photo fills its bubble from edge to edge but for a rim this wide, its corners (and the tail) following the outline, its caption and time under it",
                    .optionalNumber(\.photoInset, in: 0...20, none: "the photo framed inside the bubble's content")),
            LookKey("captionIsBubble", "a photo's caption is a bubble of its own below the photo", .bool(\.captionIsBubble)),
            LookKey("bareJumboEmoji", "one to three emoji alone go large without a bubble (else large in it)", .bool(\.bareJumboEmoji)),
            LookKey("links", "how the bubbles draw link-like entities, by kind: `color` (null: the text's), `underline`, `bold`; null draws the kind as plain text",
                    .byAppearance(\.links) { links in .bySide(links) { .value(.links($0)) } }),
            LookKey("linkCard", "how a link preview is drawn",
                    .choice(\.linkCard, ["card": .card, "richLink": .richLink, "sideBar": .sideBar])),
            LookKey("cards", "how [cards](<doc:TranscriptFormat#Cards-polls-places-contacts-embeds>) are drawn", .object([
                LookKey("pollShares", "`percentBefore`: Telegram's percentages before the options, bars against the leading option; `countAfter`: WhatsApp's check boxes, counts after the options, bars on a track",
                        .choice(\.cards.pollShares, ["percentBefore": .percentBefore, "countAfter": .countAfter])),
                LookKey("accent", "bars, check marks, an embed's title and the buttons", .byAppearance(\.cards.accent) { colors in
                    .bySide(colors) { .value(.optionalColor($0, none: "the colour of links in the bubble")) }
                }),
                LookKey("pollButton", "the words of the button under a hairline that ends a poll",
                        .optionalText(\.cards.pollButton, maxLength: 40, example: "a word or a few, such as \"View votes\"",
                                                    none: "the number of votes")),
                LookKey("contactButton", "the words of the button under a hairline that ends a contact",
                        .optionalText(\.cards.contactButton, maxLength: 40, example: "a word or a few, such as \"Message\"",
                                                       none: "no button")),
            ])),
            LookKey("quote", "how a reply shows the message it answers",
                    .choice(\.quote, ["block": .block, "header": .header, "above": .above])),
            LookKey("reactions", "how reactions are drawn (`chips`: inside the bubble)", .choice(\.reactions, reactionStyles)),
            LookKey("typing", "how a typing indicator is drawn (`subtitle`: on a screen, trailing typing entries become the header's \"typing…\")",
                    .choice(\.typing, ["capsule": .capsule, "bubble": .bubble, "subtitle": .subtitle])),
            LookKey("systemLineCornerRadius", "the corners of a system line's pill, in points",
                    .optionalNumber(\.systemLineCornerRadius, in: 0...14, none: "round ends")),
            LookKey("encryptionPadlock", "a padlock leads the encryption notice", .bool(\.encryptionPadlock)),
            LookKey("ios", "a screen's bars on the platform", chrome(\.ios), family: "PLATFORM"),
            LookKey("android", "a screen's bars on the platform", chrome(\.android), family: "PLATFORM"),
            LookKey("placeholder", "the composer's placeholder when the transcript's `labels` give none",
                    .text(\.placeholder, maxLength: 100, example: "a word or a few, such as \"Message\"")),
            LookKey("wallpaper", "what a screen shows behind the messages", .wallpaper(\.wallpaper)),
            LookKey("doodleInk", "the doodle wallpaper's lines", .byAppearance(\.doodleInk) { ink in
                .object([
                    LookKey("color", "their colour", .optionalColor(ink.appending(path: \.color), none: "the meta colour")),
                    LookKey("amount", "how many doodles there are", .number(ink.appending(path: \.amount), in: 0...1)),
                ])
            }),
            LookKey("platform", "the one platform whose bars the look's screens show on every device",
                    .optionalChoice(\.platform, ["ios": .ios, "android": .android], none: "the device's platform")),
            LookKey("androidFont", "the message font on an Android device's screen, for a look whose `platform` is null (`whatsapp` and `telegram` write in Roboto there)",
                    .optionalText(\.androidFont, maxLength: 200, example: "a font description like \"Roboto 16\"",
                                                 none: "font, on Android screens too")),
            LookKey("timeHeaders", "times as centred headers (\"Today 9:41\") instead of with each message", .bool(\.timeHeaders)),
            LookKey("monogram", "what fills an avatar without a picture: `senderColor`, `silhouette` (a grey person, no initials), `{\"top\": colour, \"bottom\": colour}` or 8 of them, one per sender colour (red, orange, amber, green, teal, blue, violet, pink)",
                    .monogram(\.monogram)),
            LookKey("typingDots", "the typing dots' opacities on the bubble's text colour, left to right", .typingDots(\.typingDots)),
            LookKey("shortChatAtTop", "a short chat starts under the header on a screen, rather than above the composer",
                    .bool(\.shortChatAtTop)),
            LookKey("doodlePattern", "the doodles of a built-in look's wallpaper",
                    .choice(\.doodlePattern, ChatLook.builtIn.map { ($0.name.rawValue, $0.doodlePattern) })),
            LookKey("wallpaperGradient", "the soft gradient under the doodles", .byAppearance(\.wallpaperGradient) { gradient in
                .value(.optionalChoice(gradient, ChatLook.builtIn.compactMap { look in look[keyPath: gradient].map { (look.name.rawValue, $0) } },
                                       none: "the background colour, the doodles in doodleInk"))
            }),
            LookKey("timeColors", "the colour of the time (and \"Edited\") inside bubbles", .byAppearance(\.timeColors) { colors in
                .bySide(colors) { .value(.optionalColor($0, none: "the bubble's text colour, faded")) }
            }),
            LookKey("ticks", "the ticks after the time of a sent message", .object([
                LookKey("doubleWhenDelivered", "two ticks once delivered, not only once read", .bool(\.ticks.doubleWhenDelivered)),
                LookKey("inBubble", "their colour",
                        .byAppearance(\.ticks.inBubble) { .value(.optionalColor($0, none: "the time's colour")) }),
                LookKey("read", "their colour once read",
                        .byAppearance(\.ticks.read) { .value(.optionalColor($0, none: "as before it was read")) }),
            ])),
            LookKey("outgoingStatus", "the status a message of the user's shows when it has none",
                    .optionalChoice(\.outgoingStatus, DeliveryStatus.allCases.map { ($0.rawValue, $0) },
                                                      none: "no mark on a message without a status")),
            LookKey("labelSize", "the size of separators and system lines, in points",
                    .optionalNumber(\.labelSize, in: 6...40, none: "metaSize")),
            LookKey("editedWord", "the word for an edited message when the transcript's `labels` give none",
                    .text(\.editedWord, maxLength: 40, example: "a word such as \"Edited\"")),
            LookKey("deletedWord", "the words in someone else's deleted message when the transcript's `labels` give none",
                    .text(\.deletedWord, maxLength: 80, example: "words such as \"This message was deleted\"")),
            LookKey("youDeletedWord", "the words in a deleted message of the user's when the transcript's `labels` give none",
                    .text(\.youDeletedWord, maxLength: 80, example: "words such as \"You deleted this message\"")),
            LookKey("quoteTint", "how a quote in a reply is tinted: `shade`, a shade of black, or the quoted sender's colour (the user's own the `outgoing` accent, also the bar and site name of their link previews) at `opacity`",
                    .quoteTint(\.quoteTint)),
            LookKey("marksForwarded", "a forwarded message is marked \"Forwarded\"", .bool(\.marksForwarded)),
            LookKey("forwardedHeader", "the colour of Telegram's header on a forwarded message, \"Forwarded from\" over the origin's name in bold, upright, at the bubble's top", .byAppearance(\.forwardedHeader) { colors in
                .bySide(colors) { .value(.optionalColor($0, none: "the arrow and \"Forwarded\" in italics")) }
            }),
            LookKey("readInGroups", "a group chat shows that a message was read (else \"Delivered\")", .bool(\.readInGroups)),
            LookKey("photoTimeOnChip", "a photo without caption carries its time and ticks in white on a translucent chip over its corner",
                    .bool(\.photoTimeOnChip)),
            LookKey("failedMarkInMeta", "a failed message's red mark goes after its time in the bubble, which keeps its edge, instead of beside the bubble",
                    .bool(\.failedMarkInMeta)),
            LookKey("quoteLines", "the most lines of a quoted text", .wholeNumber(\.quoteLines, in: 1...5)),
            LookKey("quoteThumbnail", "where a quoted photo sits in the block: `trailing`, a 40-point square at the end; `leading`, after the bar, two name lines high",
                    .choice(\.quoteThumbnail, ["trailing": .trailing, "leading": .leading])),
            LookKey("headerOpacity", "the iOS header's colour over the blurred messages beneath",
                    .optionalNumber(\.headerOpacity, in: 0...1, none: "the system's material")),
            LookKey("plainStyles", "the text styles the app lacks, drawn as the message's own text (`imessage`: `code`, `pre`; `whatsapp`: `underline`, `spoiler`)",
                    .choices(\.plainStyles, TextEntity.Kind.formatting.map { ($0.rawValue, $0) })),
            LookKey("datesWithoutTimes", "a separator shows its day alone, the time after it left out (\"Today 09:12\" shows \"Today\"), as WhatsApp, Telegram and LINE write date chips",
                    .bool(\.datesWithoutTimes)),
            LookKey("codeBlocks", "`pre` spans as tinted, padded blocks (else monospaced text in the line, as WhatsApp draws text between three backquotes)",
                    .bool(\.codeBlocks)),
            LookKey("codeChips", "`code` spans on a tinted rounded chip, as WhatsApp draws inline code", .bool(\.codeChips)),
            LookKey("encryptionNotice", "the chat shows system lines of kind `encryption` (Messages shows no such notice)", .bool(\.encryptionNotice)),
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
            LookKey("headerHeight", "the header's height, in points", .number(chrome.appending(path: \.headerHeight), in: 32...200)),
            LookKey("composerHeight", "the composer's height, in points", .number(chrome.appending(path: \.composerHeight), in: 32...200)),
            LookKey("bars", "the bars' colours", .byAppearance(chrome.appending(path: \.bars)) { bars in
                .object([
                    LookKey("header", "the header bar", .color(bars.appending(path: \.header))),
                    LookKey("composer", "the composer bar",
                            .optionalColor(bars.appending(path: \.composer), none: "the composer floats on the wallpaper")),
                    LookKey("hairline", "the line between a bar and the messages",
                            .optionalColor(bars.appending(path: \.hairline), none: "no line")),
                    LookKey("accent", "the buttons and the back chevron", .color(bars.appending(path: \.accent))),
                    LookKey("title", "the chat's name", .color(bars.appending(path: \.title))),
                    LookKey("subtitle", "the line under the name", .color(bars.appending(path: \.subtitle))),
                    LookKey("capsuleText", "the unread count's digits on its capsule", .color(bars.appending(path: \.capsuleText))),
                ])
            }),
            LookKey("composerColors", "the composer's colours", .byAppearance(chrome.appending(path: \.composerColors)) { colors in
                .object([
                    LookKey("field", "the text field", .color(colors.appending(path: \.field))),
                    LookKey("fieldBorder", "the line around the field",
                            .optionalColor(colors.appending(path: \.fieldBorder), none: "no line around the field")),
                    LookKey("placeholder", "the field's placeholder", .color(colors.appending(path: \.placeholder))),
                    LookKey("text", "a draft's text", .color(colors.appending(path: \.text))),
                    LookKey("icon", "the icons beside the field", .color(colors.appending(path: \.icon))),
                    LookKey("button", "the send or microphone button", .color(colors.appending(path: \.button))),
                    LookKey("buttonIcon", "the icon on that button", .color(colors.appending(path: \.buttonIcon))),
                    LookKey("plusBackground", "the circle behind the plus",
                            .optionalColor(colors.appending(path: \.plusBackground), none: "no circle behind the plus")),
                ])
            }),
            LookKey("header", "the header's layout", .object([
                LookKey("arrangement", "where the avatar, the name and the subtitle go", .choice(chrome.appending(path: \.header.arrangement), [
                    "avatarAboveName": .avatarAboveName, "leading": .leading(avatar: false), "leadingWithAvatar": .leading(avatar: true),
                    "centred": .centred(trailingAvatar: false), "centredWithAvatar": .centred(trailingAvatar: true),
                ])),
                LookKey("avatarSide", "the avatar's side, in points", .number(chrome.appending(path: \.header.avatarSide), in: 16...80)),
                LookKey("unreadInCapsule", "the unread count on a capsule rather than as plain text",
                        .bool(chrome.appending(path: \.header.unreadInCapsule))),
                LookKey("buttons", "the buttons, from the trailing edge in", .buttons(chrome.appending(path: \.header.buttons))),
                LookKey("backLabel", "the word after the back chevron",
                        .optionalText(chrome.appending(path: \.header.backLabel), maxLength: 40,
                                                   example: "a word such as \"Chats\"", none: "the chevron alone")),
                LookKey("subtitle", "a one-to-one chat's subtitle when the screen gives none",
                        .optionalText(chrome.appending(path: \.header.subtitle), maxLength: 100,
                                                  example: "a few words such as \"last seen recently\"", none: "none")),
            ])),
            LookKey("composer", "the composer's layout", .object([
                LookKey("leading", "what comes before the field", .choice(chrome.appending(path: \.composer.leading), [
                    "plusInCircle": .plusInCircle, "plus": .plus, "plusAndCamera": .plusAndCamera, "paperclip": .paperclip, "nothing": .nothing,
                    "emojiInField": .emojiInField,
                ])),
                LookKey("trailing", "what comes after it", .choice(chrome.appending(path: \.composer.trailing), [
                    "microphoneInField": .microphoneInField, "cameraAndMicrophone": .cameraAndMicrophone, "microphone": .microphone,
                    "floatingButton": .floatingButton, "stickerAndMicrophone": .stickerAndMicrophone,
                    "paperclipAndMicrophone": .paperclipAndMicrophone,
                ])),
            ])),
        ])
    }
}
