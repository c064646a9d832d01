/// How a look's app arranges the composer on one platform: what sits before the field and
/// what after it (or in it).
package struct ComposerLayout: Sendable, Hashable {
    /// What sits before the field.
    package enum Leading: Sendable, Hashable {
        /// The plus in a grey circle (iMessage).
        case plusInCircle
        /// The plus (WhatsApp on iOS).
        case plus
        /// The plus and the camera.
        case plusAndCamera
        /// The plus, the camera and the photo album (talk).
        case plusCameraAndPhoto
        /// The paperclip (plain).
        case paperclip
        /// Nothing: the field starts at the edge.
        case nothing
        /// Nothing before the field, which starts at the edge with the emoji button inside
        /// it, before the placeholder (WhatsApp on Android).
        case emojiInField
    }

    /// What sits after the field, or in it.
    package enum Trailing: Sendable, Hashable {
        /// The microphone in the field; with a draft, the send arrow in the field (iMessage).
        case microphoneInField
        /// The sticker button (a peeled square) in the field at its end, the camera and the
        /// microphone after it; with a draft, the round send button in their place (WhatsApp
        /// on iOS).
        case cameraAndMicrophone
        /// The microphone; with a draft, the round send button (plain).
        case microphone
        /// The camera and paperclip in the field and a large round microphone button beside
        /// it; with a draft, the send button in its place (WhatsApp on Android).
        case floatingButton
        /// The sticker button (a smiley) in the field at its end and the microphone after it;
        /// with a draft, the send button in the microphone's place (Telegram for iOS; talk,
        /// whose smiley is LINE's emoji button and whose send button is the paper plane alone).
        case stickerAndMicrophone
        /// The paperclip and the microphone after the field; with a draft, the paper plane
        /// alone in the button colour (Telegram for Android).
        case paperclipAndMicrophone
    }

    /// What sits before the field.
    package var leading: Leading
    /// What sits after the field, or in it.
    package var trailing: Trailing
    /// The size of the placeholder and the draft in points; nil: the platform's, 17 on iOS
    /// and 18 on Android (Telegram's), where an app writes them as large as its messages.
    package var textSize: Double? = nil
    /// Whether the buttons before the field fold into one chevron (">") while a draft is
    /// written, the field taking their room (LINE).
    package var foldsWithDraft = false
    /// Whether the send button is the paper plane on a filled disc; false: the paper plane
    /// alone, larger, in the button colour (LINE).
    package var sendInDisc = true
}
