import BubbleGeometry

/// The parts of a look file that set colours of the chat (``LookPalette``): each made for the
/// look's own value and for the same value in `androidPalette`, so the two read alike.
extension LookFile {
    /// The keys of `androidPalette`, each the palette's part of the same name.
    static func paletteKeys(_ palette: WritableKeyPath<ChatLook, LookPalette>) -> [LookKey] {
        [
            colorsKey(palette.appending(path: \.colors)),
            linksKey(palette.appending(path: \.links)),
            LookKey("cardAccent", "as `cards.accent`", accentNode(palette.appending(path: \.cardAccent))),
            reactionChipsKey(palette.appending(path: \.reactionChips)),
            doodleInkKey(palette.appending(path: \.doodleInk)),
            monogramKey(palette.appending(path: \.monogram)),
            wallpaperGradientKey(palette.appending(path: \.wallpaperGradient)),
            timeColorsKey(palette.appending(path: \.timeColors)),
            LookKey("tickColors", "as `ticks.inBubble`, `ticks.read` and `ticks.readInBubble`",
                    .object(tickColorKeys(inBubble: palette.appending(path: \.tickColors.inBubble), read: palette.appending(path: \.tickColors.read),
                                          readInBubble: palette.appending(path: \.tickColors.readInBubble)))),
            quoteTintKey(palette.appending(path: \.quoteTint)),
            forwardedHeaderKey(palette.appending(path: \.forwardedHeader)),
        ]
    }

    /// `colors`: the canvas, bubbles, texts, times and pills, per appearance.
    static func colorsKey(_ path: WritableKeyPath<ChatLook, ByAppearance<ThemeColors>>) -> LookKey {
        LookKey("colors", "the canvas, bubble, text and meta colours", .byAppearance(path) { colors in
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
                LookKey("separatorText", "the text of separators",
                        .optionalColor(colors.appending(path: \.separatorText), none: "separators in the meta colour")),
                LookKey("outgoingTop", "the top of a vertical gradient over the page (a screen) that fills the user's bubbles, `outgoing` its bottom, each bubble showing its part (Telegram's Night)",
                        .optionalColor(colors.appending(path: \.outgoingTop), none: "the user's bubbles in `outgoing` alone")),
            ])
        })
    }

    /// `links`: how each side's bubbles draw link-like entities, per appearance.
    static func linksKey(_ path: WritableKeyPath<ChatLook, ByAppearance<BySide<LinkStyle>>>) -> LookKey {
        LookKey("links", "how the bubbles draw link-like entities, by kind: `color` (null: the text's), `underline`, `bold`; null draws the kind as plain text",
                .byAppearance(path) { links in .bySide(links) { .value(.links($0)) } })
    }

    /// The colour of a card's bars, marks, title and buttons (`cards.accent`).
    static func accentNode(_ path: WritableKeyPath<ChatLook, ByAppearance<BySide<RGBAColor?>>>) -> LookNode {
        .byAppearance(path) { colors in .bySide(colors) { .value(.optionalColor($0, none: "the colour of links in the bubble")) } }
    }

    /// `reactionChips`: the chips' fills and counts, per appearance and side.
    static func reactionChipsKey(_ path: WritableKeyPath<ChatLook, ByAppearance<BySide<ReactionChipColors>>>) -> LookKey {
        LookKey("reactionChips", "the colours of reaction chips (`reactions`: `chips`)", .byAppearance(path) { sides in
            .bySide(sides) { chips in
                .object([
                    LookKey("fill", "a chip", .color(chips.appending(path: \.fill))),
                    LookKey("text", "its count", .color(chips.appending(path: \.text))),
                    LookKey("ownFill", "a chip of the user's reaction", .color(chips.appending(path: \.ownFill))),
                    LookKey("ownText", "its count", .color(chips.appending(path: \.ownText))),
                ])
            }
        })
    }

    /// `doodleInk`: the colour of the doodles without a gradient, per appearance.
    static func doodleInkKey(_ path: WritableKeyPath<ChatLook, ByAppearance<DoodleInk>>) -> LookKey {
        LookKey("doodleInk", "the doodle wallpaper's lines", .byAppearance(path) { ink in
            .object([
                LookKey("color", "their colour", .optionalColor(ink.appending(path: \.color), none: "the meta colour")),
                LookKey("amount", "how far from the background towards their colour they are (0: no doodles, the background alone)",
                        .number(ink.appending(path: \.amount), in: 0...1)),
            ])
        })
    }

    /// `monogram`: what fills an avatar without a picture.
    static func monogramKey(_ path: WritableKeyPath<ChatLook, MonogramFill>) -> LookKey {
        LookKey("monogram", "what fills an avatar without a picture: `senderColor`, `silhouette` (a grey person, no initials), `{\"top\": colour, \"bottom\": colour}` or 8 of them, one per sender colour (red, orange, amber, green, teal, blue, violet, pink)",
                .value(.monogram(path)))
    }

    /// The gradient under the doodles, in each appearance one of the built-in looks' own for
    /// that appearance, by the look's name.
    static func wallpaperGradientKey(_ path: WritableKeyPath<ChatLook, ByAppearance<GradientWallpaper?>>) -> LookKey {
        LookKey("wallpaperGradient", "the soft gradient under the doodles", .byAppearance(path) { gradient in
            let own: KeyPath<ChatLook, GradientWallpaper?> = gradient == path.appending(path: \.light) ? \.wallpaperGradient.light : \.wallpaperGradient.dark
            return .value(.optionalChoice(gradient, ChatLook.builtIn.compactMap { look in look[keyPath: own].map { (look.name.rawValue, $0) } },
                                          none: "the background colour, the doodles in doodleInk"))
        })
    }

    /// `timeColors`: the time's colour inside bubbles, per appearance and side.
    static func timeColorsKey(_ path: WritableKeyPath<ChatLook, ByAppearance<BySide<RGBAColor?>>>) -> LookKey {
        LookKey("timeColors", "the colour of the time (and \"Edited\") inside bubbles", .byAppearance(path) { colors in
            .bySide(colors) { .value(.optionalColor($0, none: "the bubble's text colour, faded")) }
        })
    }

    /// The ticks' colours (`ticks`): in a bubble, and once read (in a bubble too).
    static func tickColorKeys(inBubble: WritableKeyPath<ChatLook, ByAppearance<RGBAColor?>>,
                              read: WritableKeyPath<ChatLook, ByAppearance<RGBAColor?>>,
                              readInBubble: WritableKeyPath<ChatLook, ByAppearance<RGBAColor?>>) -> [LookKey] {
        [LookKey("inBubble", "their colour", .byAppearance(inBubble) { .value(.optionalColor($0, none: "the time's colour")) }),
         LookKey("read", "their colour once read", .byAppearance(read) { .value(.optionalColor($0, none: "as before it was read")) }),
         LookKey("readInBubble", "their colour once read in a bubble (`read` staying on a sticker's or photo's chip)",
                 .byAppearance(readInBubble) { .value(.optionalColor($0, none: "`read`")) })]
    }

    /// `quoteTint`: how a quote block in a reply is tinted.
    static func quoteTintKey(_ path: WritableKeyPath<ChatLook, QuoteTint>) -> LookKey {
        LookKey("quoteTint", "how a quote in a reply is tinted: `shade`, a shade of black, or the quoted sender's colour (the user's own the `outgoing` accent, also the bar and site name of their link previews) at `opacity`",
                .value(.quoteTint(path)))
    }

    /// `forwardedHeader`: the colour of Telegram's "Forwarded from" header, per appearance and side.
    static func forwardedHeaderKey(_ path: WritableKeyPath<ChatLook, ByAppearance<BySide<RGBAColor?>>>) -> LookKey {
        LookKey("forwardedHeader", "the colour of Telegram's header on a forwarded message, \"Forwarded from\" over the origin's name in bold, upright, at the bubble's top", .byAppearance(path) { colors in
            .bySide(colors) { .value(.optionalColor($0, none: "the arrow and \"Forwarded\" in italics")) }
        })
    }
}
