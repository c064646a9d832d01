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
}
