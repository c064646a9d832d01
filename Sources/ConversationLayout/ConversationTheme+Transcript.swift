import BubbleGeometry
import Transcript

extension ConversationTheme {
    /// `look` (by default the built-in look the transcript's `theme` names) in the
    /// transcript's appearance, with its `colors` overrides and its choice of `timeHeaders`
    /// applied, in its ``ChatLook/androidFont`` and ``ChatLook/androidPalette`` on an Android
    /// screen.
    package static func resolved(for transcript: Transcript, look: ChatLook? = nil) -> ConversationTheme {
        let device = transcript.screen?.size.platform ?? .ios
        let look = (look ?? ChatLook.named(transcript.theme) ?? .imessage).onScreen(of: device)
        var theme = ConversationTheme(look: look, colors: look.colors[transcript.appearance])
        if let timeHeaders = transcript.timeHeaders { theme.look.timeHeaders = timeHeaders }
        if look.platform(on: device) == .android, let font = look.androidFont {
            theme.look.font = font
        }
        let overrides = transcript.colors
        func apply(_ color: RGBAColor?, to keyPath: WritableKeyPath<ThemeColors, RGBAColor>) {
            if let color { theme.colors[keyPath: keyPath] = color }
        }
        apply(overrides.background, to: \.background)
        apply(overrides.incoming, to: \.incoming)
        apply(overrides.outgoing, to: \.outgoing)
        // A colour of the transcript's own for the user's bubbles replaces the look's gradient.
        if overrides.outgoing != nil { theme.colors.outgoingTop = nil }
        apply(overrides.incomingText, to: \.incomingText)
        apply(overrides.outgoingText, to: \.outgoingText)
        apply(overrides.meta, to: \.meta)
        return theme
    }
}
