import BubbleGeometry
import Transcript

extension ConversationTheme {
    /// Former name of `BubbleGeometry.Appearance`.
    @available(*, deprecated, renamed: "BubbleGeometry.Appearance")
    public typealias Appearance = BubbleGeometry.Appearance

    /// The theme of the built-in look `name` in `appearance`, as users know it from the app the
    /// look imitates; iMessage's for a name no built-in look has (the readers of transcripts
    /// and options refuse such names before anything is drawn).
    public static func standard(_ name: LookName, appearance: BubbleGeometry.Appearance) -> ConversationTheme {
        let look = ChatLook.named(name) ?? .imessage
        return ConversationTheme(look: look, colors: look.colors[appearance])
    }
}
