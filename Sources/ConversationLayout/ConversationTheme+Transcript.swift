import BubbleGeometry
import Transcript

extension ConversationTheme {
    /// The transcript's theme and appearance with its `colors` overrides applied.
    package static func resolved(for transcript: Transcript) -> ConversationTheme {
        var theme = standard(transcript.theme, appearance: transcript.appearance)
        let overrides = transcript.colors
        func apply(_ color: RGBAColor?, to keyPath: WritableKeyPath<ThemeColors, RGBAColor>) {
            if let color { theme.colors[keyPath: keyPath] = color }
        }
        apply(overrides.background, to: \.background)
        apply(overrides.incoming, to: \.incoming)
        apply(overrides.outgoing, to: \.outgoing)
        apply(overrides.incomingText, to: \.incomingText)
        apply(overrides.outgoingText, to: \.outgoingText)
        apply(overrides.meta, to: \.meta)
        return theme
    }
}
