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
    /// The corner radius of a photo inside a bubble.
    package var imageCornerRadius: Double
    /// Vertical space between bubbles of one sender's run, in points.
    package var runSpacing: Double
    /// Vertical space above the first bubble of a run, in points.
    package var groupSpacing: Double
    /// Whether a photo without text or name is the whole bubble, clipped to its outline.
    package var lonePhotoIsBubble: Bool
    /// Whether one to three emoji alone are drawn large without a bubble (else large in it).
    package var bareJumboEmoji: Bool
    /// How link-like entities are drawn in a bubble on each side.
    package var links: ByAppearance<BySide<LinkStyle>>
    /// How a link preview is drawn.
    package var linkCard: LinkCardStyle
    /// How a reply shows the message it answers.
    package var quote: QuoteStyle
    /// How reactions are drawn.
    package var reactions: ReactionStyle
    /// How a typing indicator is drawn.
    package var typing: TypingStyle
    /// The corner radius of a system line's pill; nil for round ends (at most 14 points).
    package var systemLineCornerRadius: Double?
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
    /// The doodles of the doodle wallpaper and how they are set.
    package var doodlePattern = DoodlePattern()
    /// The soft gradient the doodle wallpaper is painted on, per appearance; nil: the
    /// background colour, the doodles in ``doodleInk``.
    package var wallpaperGradient = ByAppearance<GradientWallpaper?>(nil)
    /// The colour of the time (and "Edited") inside bubbles, per appearance and side; nil: the
    /// bubble's text colour at 150/255.
    package var timeColors: ByAppearance<BySide<RGBAColor>>? = nil
    /// The ticks after the time of a sent message.
    package var ticks = DeliveryTicks.standard
    /// The status a message of the user's shows when the transcript gives none (Telegram
    /// marks every sent message); nil: none.
    package var outgoingStatus: DeliveryStatus? = nil
    /// The size of separator and system line texts, in points; nil: ``metaSize``.
    package var labelSize: Double? = nil
    /// The word for an edited message when the transcript's `labels` give none.
    package var editedWord = "Edited"
    /// How a quote block in a reply is coloured.
    package var quoteTint = QuoteTint.shade

    /// The screen's bars on `platform`.
    package func chrome(_ platform: DevicePlatform) -> ScreenChrome {
        platform == .android ? android : ios
    }
}
