import BubbleGeometry
import Transcript

/// Everything a look decides, as one value: layout and drawing ask it and never test which
/// look it is. The built-in looks are in `ChatLook+NAME.swift` files, found by name in the
/// registry (`ChatLook+Registry.swift`); a conversation uses one through its
/// ``ConversationTheme``.
package struct ChatLook: Sendable, Hashable {
    /// The name a transcript's `"theme"` gives the look.
    package var name: LookName
    /// The bubble's outline and its paddings (``BubbleShape`` draws it).
    package var outline: BubbleStyle
    /// The numbers of the `whatsapp` and `sideHook` outlines: the corner radius, padding and
    /// tail; the `imessage` outline takes only the padding, from its body (the other outlines
    /// have fixed numbers of their own and ignore them). The reference design's unless the
    /// look sets its own.
    package var outlineMetrics: OutlineMetrics = .reference
    /// Which bubble of a sender's run carries the tail.
    package var tail: BubbleStyle.GroupPosition
    /// The canvas, bubble, text and meta colours.
    package var colors: ByAppearance<ThemeColors>
    /// The message font when the transcript names none.
    package var font: String
    /// The font of a single bubble (`bubbles bubble`, `preview`) when none is given: the
    /// look's face at 17 points, iOS's body size.
    package var bubbleFont: String
    /// The size of times, names and separator labels, in points.
    package var metaSize: Double
    /// Where a message's time goes.
    package var timePlacement: ConversationTheme.TimePlacement
    /// Whether group chats show the sender's name inside the bubble rather than above it.
    package var namesInside: Bool
    /// The space between the labels above a bubble (the sender's name, "Forwarded") and the
    /// bubble's top, a tail on its top edge included, in points.
    package var nameGap = 2.0
    /// Whether a group member's avatar sits beside the first bubble of their run, level with
    /// its top (WhatsApp), rather than beside the last, level with its bottom.
    package var avatarAtRunTop = false
    /// The widest a bubble may be, as a fraction of the conversation's width, when the
    /// transcript gives no `maxBubbleWidth`.
    package var maxBubbleWidth = 0.75
    /// The corner radius of a photo inside a bubble.
    package var imageCornerRadius: Double
    /// Vertical space between bubbles of one sender's run, in points.
    package var runSpacing: Double
    /// Vertical space above the first bubble of a run, in points.
    package var groupSpacing: Double
    /// Whether a photo without a caption is the whole bubble, clipped to its outline (a
    /// quoted photo above a reply too, a small photo bubble), rather than framed inside it.
    package var photoIsBubble: Bool
    /// How far inside the bubble's outline a photo sits when it fills its bubble, in points
    /// (Telegram's 2): the photo then spans the bubble from edge to edge less this rim, its
    /// corners and foot following the outline, under the sender's name and above the caption
    /// and time; nil: the photo is framed inside the bubble's content with corners of
    /// ``imageCornerRadius``.
    package var photoInset: Double? = nil
    /// Whether a photo's caption is a bubble of its own below the photo's, the two a run
    /// (iMessage), rather than text under the photo in one bubble.
    package var captionIsBubble = false
    /// Whether one to three emoji alone are drawn large without a bubble (else large in it).
    package var bareJumboEmoji: Bool
    /// How link-like entities are drawn in a bubble on each side.
    package var links: ByAppearance<BySide<LinkStyle>>
    /// How a link preview is drawn; iMessage's rich link also shows a place shared alone.
    package var linkCard: LinkCardStyle
    /// How the cards a message shares (polls, places, contacts, embeds) are drawn.
    package var cards = CardStyle.standard
    /// How a reply shows the message it answers.
    package var quote: QuoteStyle
    /// How reactions are drawn.
    package var reactions: ReactionStyle
    /// The colours of reaction chips (``ReactionStyle/chips``), per appearance and side.
    package var reactionChips = ReactionChipColors.standard
    /// How a typing indicator is drawn.
    package var typing: TypingStyle
    /// The corner radius of a system line's pill; nil for round ends (at most 14 points).
    package var systemLineCornerRadius: Double?
    /// Whether the encryption notice (a system line of kind `encryption`) starts with a
    /// padlock, as WhatsApp draws it.
    package var encryptionPadlock = false
    /// The screen's bars on iOS.
    package var ios: ScreenChrome
    /// The screen's bars on Android.
    package var android: ScreenChrome
    /// The composer's placeholder when the transcript's `labels` give none.
    package var placeholder: String
    /// What a screen shows behind the messages when the transcript's `screen` names nothing.
    package var wallpaper: Wallpaper
    /// The colour of the doodle wallpaper's lines.
    package var doodleInk: ByAppearance<DoodleInk>
    /// The platform of the one app the look imitates, whose bars its screens show on every
    /// device; nil for a look of an app on both, whose screens show the device's platform's.
    package var platform: DevicePlatform? = nil
    /// The message font on an Android device's screen, for a look of an app on both
    /// platforms (``platform`` nil) whose Android app writes in Android's face; nil keeps
    /// ``font``.
    package var androidFont: String? = nil
    /// Whether times show as centred headers ("Today 9:41": the day bold, the time regular)
    /// at the top, after a gap of an hour and where a new day starts, instead of with each
    /// message (``TimeHeaders``); ``timePlacement`` then places only receipts and labels.
    package var timeHeaders = false
    /// What fills an avatar without a picture behind the participant's initials.
    package var monogram = MonogramFill.senderColor
    /// The opacity of each of the typing indicator's three dots on the bubble's text colour,
    /// left to right: one shade for all, or three as a still of the app's animation shows.
    package var typingDots = [0.45, 0.45, 0.45]
    /// Whether a chat too short to fill a screen starts at the top under the header (iOS
    /// Messages) rather than at the bottom above the composer (WhatsApp, Telegram).
    package var shortChatAtTop = false
    /// The doodles of the doodle wallpaper and how they are set.
    package var doodlePattern = DoodlePattern()
    /// The soft gradient the doodle wallpaper is painted on, per appearance; nil: the
    /// background colour, the doodles in ``doodleInk``.
    package var wallpaperGradient = ByAppearance<GradientWallpaper?>(nil)
    /// The colour of the time (and "Edited") inside bubbles, per appearance and side; nil: the
    /// bubble's text colour at 150/255.
    package var timeColors = ByAppearance(BySide<RGBAColor?>(nil))
    /// The ticks after the time of a sent message.
    package var ticks = DeliveryTicks.standard
    /// The status a message of the user's shows when the transcript gives none (Telegram
    /// marks every sent message); nil: none.
    package var outgoingStatus: DeliveryStatus? = nil
    /// The size of separator and system line texts, in points; nil: ``metaSize``.
    package var labelSize: Double? = nil
    /// The word for an edited message when the transcript's `labels` give none.
    package var editedWord = "Edited"
    /// The words in someone else's deleted message when the transcript's `labels` give none;
    /// `{name}` in them stands for the sender's name.
    package var deletedWord = "This message was deleted"
    /// The words in a deleted message of the user's when the transcript's `labels` give none.
    package var youDeletedWord = "You deleted this message"
    /// How a quote block in a reply is coloured.
    package var quoteTint = QuoteTint.shade
    /// Whether a forwarded message is marked "Forwarded"; Messages has no forwarding and marks
    /// none.
    package var marksForwarded = true
    /// The colour of the header a forwarded message starts with, per appearance and side:
    /// "Forwarded from" over the origin's name in bold, upright, as Telegram writes it
    /// ("Forwarded message" when the transcript names no origin); nil: the arrow and
    /// "Forwarded" in italics in the time's colour (WhatsApp).
    package var forwardedHeader = ByAppearance(BySide<RGBAColor?>(nil))
    /// Whether a group chat shows that a message was read; Messages shows "Delivered" there,
    /// since it sends no read receipts in groups.
    package var readInGroups = true
    /// Whether a photo without caption carries its time and ticks in white on a translucent
    /// chip over its bottom trailing corner (WhatsApp), rather than on a line below it.
    package var photoTimeOnChip = false
    /// Whether a failed message shows its red mark after the time inside the bubble
    /// (WhatsApp), rather than beside the bubble, which then moves in to make room for it
    /// (iMessage).
    package var failedMarkInMeta = false
    /// The most lines of a quoted text shown; the last ends in an ellipsis when text was cut.
    package var quoteLines = 2
    /// Where a quote block shows the quoted photo.
    package var quoteThumbnail = QuoteThumbnail.trailing
    /// Whether a quote of the user's own message is headed "You" (the transcript's
    /// `labels.you`), as WhatsApp writes it, rather than with the user's name, as Telegram
    /// shows it.
    package var youInQuotes = true
    /// The opacity of the iOS header's colour over the blurred messages beneath it (Telegram's
    /// bar at 90%); nil: the system's material, its colour chosen so that over the chat's
    /// background alone the bar shows exactly the look's header colour.
    package var headerOpacity: Double? = nil
    /// The text styles the app lacks, whose spans are drawn as the message's own text:
    /// Messages has no code formatting, WhatsApp no underline or spoiler. Only the formatting
    /// kinds (``TextEntity/Kind/formatting``) belong here.
    package var plainStyles: [TextEntity.Kind] = []
    /// Whether a separator shows its day alone: the time after it is left out ("Today 09:12"
    /// shows "Today"), as WhatsApp, Telegram and LINE write their date chips.
    package var datesWithoutTimes = false
    /// Whether `pre` spans are tinted, padded blocks; false: monospaced text in the line, as
    /// WhatsApp draws ```` ``` ```` spans.
    package var codeBlocks = true
    /// Whether `code` spans sit on a tinted rounded chip, as WhatsApp draws inline code.
    package var codeChips = false
    /// Whether a `pre` block (``codeBlocks``) has a bar at its leading edge and, when it names
    /// its language, the language's name in bold above its code, both in the bubble's accent
    /// (the cards' accent): Telegram's code blocks since its version 10.
    package var codeBlockHeaders = false
    /// Whether the chat shows an encryption notice (a system line of kind `encryption`);
    /// Messages shows none, so its look leaves such lines out.
    package var encryptionNotice = true
    /// The colours of the app on Android, where they differ from ``palette``'s (Telegram's
    /// Classic and Dark Blue themes): a screen of an Android device shows them
    /// (``onScreen(of:)``); nil: the same colours on both platforms.
    package var androidPalette: LookPalette? = nil
    /// Whether a chat of two names the other person above their runs and shows their avatar
    /// beside them, as a group chat does (LINE); false: only group chats do.
    package var sendersOneToOne = false
    /// The side of a sender's round avatar beside their bubbles, in points.
    package var avatarSize = 28.0
    /// Whether a photo without a caption is drawn on its own, without a bubble or a tail, its
    /// corners rounded by ``imageCornerRadius`` (LINE).
    package var barePhotos = false
    /// How far inside the bubble's outline a quote block and a link preview card sit, in
    /// points (WhatsApp's 3, as its photos): they then reach past the content's edges into
    /// the bubble's padding, and up to its top when nothing is above them; nil: at the
    /// content's edges.
    package var blockInset: Double? = nil
    /// Whether ticks and "Edited" show only beside a time, as WhatsApp never shows them
    /// alone: a message without a `time` then shows neither (a failed message's mark stays).
    package var marksNeedTime = false
    /// Whether a quoted photo without text shows a camera before its word ("Photo"), as
    /// WhatsApp writes it.
    package var quotedPhotoIcon = false
    /// The translucent chip under the time and ticks of a sticker, of emoji without a bubble
    /// and of a photo without caption (``photoTimeOnChip``): WhatsApp's is dark enough for
    /// its blue read ticks to stand out.
    package var stampChip = RGBAColor(red: 0, green: 0, blue: 0, alpha: 90)
    /// Whether a deleted message is a centred line in the system lines' style ("You unsent a
    /// message.", as Messages writes it once the balloon is gone), rather than a bubble with
    /// the no-entry mark and the words in italics (WhatsApp, Telegram).
    package var deletedAsLine = false
    /// A hairline shadow drawn 1 point below every bubble's outline, in this colour
    /// (WhatsApp's light bubbles lift off the wallpaper by one); nil: none.
    package var bubbleShadow: RGBAColor? = nil
    /// The bar and name of a quote of one of the user's own messages ("You"), per
    /// appearance (WhatsApp's teal, plain's accent blue), and with ``QuoteTint/accent`` the
    /// tint of its block in others' bubbles; nil: the user's sender colour, as anyone's.
    package var youQuoteColor = ByAppearance<RGBAColor?>(nil)
    /// Whether a spoiler anywhere in a message hides all of its text, as Messages' Invisible
    /// Ink covers the whole balloon, rather than only the span marked.
    package var wholeSpoilers = false
    /// The outline `bubbles bubble` draws in this look when it is not ``outline``: the
    /// reference design's shape where the look's conversations draw the app's own (`talk`'s
    /// top-edge tail, where its conversations take LINE's side hook); nil: ``outline``.
    package var referenceOutline: BubbleStyle? = nil
    /// Whether a failed message's red mark takes the place of its time beside the bubble
    /// (LINE: the resend mark where the time and "Read" go, no time), the bubble staying at
    /// the edge; only with times beside the bubble.
    package var failedMarkAtTime = false
    /// Whether a die sent alone (``BubbleMessage/dieValue``) is drawn as the die's face,
    /// large and without a bubble, as Telegram shows its 🎲, rather than as a card.
    package var diceFaces = false
    /// The colour a photo without caption darkens to at its bottom, under its time and ticks,
    /// from clear ``photoShadeHeight`` points up (WhatsApp's), instead of the time's chip;
    /// nil: the chip.
    package var photoTimeShade: RGBAColor? = nil
    /// The chip under the time of a sticker and of emoji alone, which stand on the canvas,
    /// when it is not ``stampChip`` (which a photo's time keeps): plain's dark grey, which
    /// black would lose on its black canvas; nil: ``stampChip``.
    package var bareStampChip = ByAppearance<RGBAColor?>(nil)
    /// Whether a screen's header shows a line under the name: the screen's `subtitle`, a
    /// group's member count, someone typing; false: the name alone, as LINE shows no online
    /// or last-seen status.
    package var headerSubtitle = true
    /// The font size, in points, of one, two and three emoji alone (``JumboEmoji``), in that
    /// order (Telegram draws a lone emoji near a sticker's size); nil: the message font
    /// ``JumboEmoji/scale`` times larger whatever their number.
    package var jumboEmojiSizes: [Double]? = nil
    /// The fill of a reaction chip the user gave under content without a bubble (a sticker,
    /// emoji alone, a die), per appearance: such chips sit on the wallpaper, the others' on
    /// the translucent pill of dates and service messages with a white count, the user's
    /// in this colour with its count cut out of it, the canvas showing through
    /// (``ReactionStyle/chips``; Telegram's Day Classic white at 80%).
    package var freeReactionFill = ByAppearance(RGBAColor.white)
    /// The bubble outline on an Android device's screen, for a look of an app on both
    /// platforms (``platform`` nil) whose Android app draws its own (Telegram's
    /// `telegramAndroid`): a screen of an Android device draws it (``onScreen(of:)``); nil:
    /// ``outline`` there too.
    package var androidOutline: BubbleStyle? = nil

    /// The platform whose bars a screen of a `device` of that platform shows.
    package func platform(on device: DevicePlatform) -> DevicePlatform {
        platform ?? device
    }

    /// The screen's bars on a device of `device`'s platform.
    package func chrome(_ device: DevicePlatform) -> ScreenChrome {
        platform(on: device) == .android ? android : ios
    }

    /// The font of `text`, one to three emoji alone (``JumboEmoji``), drawn large.
    package func jumboFont(for text: String) -> TextFont {
        guard let sizes = jumboEmojiSizes, let count = JumboEmoji.count(in: text) else { return .jumbo }
        return .sized(sizes[min(count, sizes.count) - 1], weight: .regular, italic: false)
    }
}
