import CairoDrawing
import ConversationLayout

extension BubbleOptions {
    /// The built-in look ``style`` names; `unknownLook` for a name no look has.
    func look() throws(RenderError) -> ChatLook {
        guard let look = ChatLook.named(style) else { throw .unknownLook(style) }
        return look
    }

    /// ``colors``, or `look`'s light colours for ``side``.
    func colors(in look: ChatLook) -> BubbleColors {
        colors ?? look.colors.light.bubble(side)
    }
}
