import BubbleGeometry

/// The colours of a screen's composer: the input field, its placeholder and text, the icons
/// around it and the round send (or microphone) button.
package struct ComposerColors: Sendable, Hashable {
    /// The field's fill.
    package var field: RGBAColor
    /// The line around the field; nil for none.
    package var fieldBorder: RGBAColor?
    /// The placeholder.
    package var placeholder: RGBAColor
    /// A draft's text.
    package var text: RGBAColor
    /// The attachment, camera and microphone icons.
    package var icon: RGBAColor
    /// The round button's fill (send, or WhatsApp for Android's microphone).
    package var button: RGBAColor
    /// The icon on the round button.
    package var buttonIcon: RGBAColor
    /// The circle behind iMessage's plus; nil for none.
    package var plusBackground: RGBAColor?

    /// The composer of `style`'s app on `platform` in `appearance`.
    package static func standard(_ style: BubbleStyle, appearance: Appearance, platform: DevicePlatform) -> ComposerColors {
        func hex(_ s: String) -> RGBAColor { RGBAColor(hex: s) ?? .black }
        let dark = appearance == .dark
        let text: RGBAColor = dark ? .white : .black
        let grey = dark ? hex("#98989F") : hex("#8E8E93")
        let blue = dark ? hex("#0A84FF") : hex("#007AFF")
        switch style {
        case .imessage:
            return ComposerColors(field: dark ? .black : .white, fieldBorder: dark ? hex("#3A3A3C") : hex("#C6C6C8"), placeholder: grey,
                                  text: text, icon: grey, button: blue, buttonIcon: .white,
                                  plusBackground: dark ? hex("#2C2C2E") : hex("#E9E9EB"))
        case .whatsapp:
            let green = hex("#00A884")
            if platform == .android {
                return ComposerColors(field: dark ? hex("#1F2C34") : .white, fieldBorder: nil, placeholder: dark ? hex("#8696A0") : hex("#667781"),
                                      text: dark ? hex("#E9EDEF") : hex("#111B21"), icon: dark ? hex("#8696A0") : hex("#54656F"),
                                      button: green, buttonIcon: .white, plusBackground: nil)
            }
            return ComposerColors(field: dark ? hex("#2A3942") : .white, fieldBorder: dark ? nil : hex("#D1D1D6"),
                                  placeholder: grey, text: text, icon: blue, button: green, buttonIcon: .white, plusBackground: nil)
        case .talk:
            return ComposerColors(field: dark ? hex("#2C2C2E") : hex("#F2F3F5"), fieldBorder: nil, placeholder: grey, text: text,
                                  icon: dark ? hex("#C7C7CC") : hex("#3C3C43"), button: dark ? hex("#3C7BF0") : hex("#3E7BF0"),
                                  buttonIcon: .white, plusBackground: nil)
        case .plain:
            return ComposerColors(field: dark ? hex("#3A3A3C") : .white, fieldBorder: dark ? nil : hex("#D9D9D9"), placeholder: grey,
                                  text: text, icon: platform == .ios ? blue : grey, button: platform == .ios ? blue : hex("#1A73E8"),
                                  buttonIcon: .white, plusBackground: nil)
        }
    }
}
