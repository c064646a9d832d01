import CairoDrawing
import ConversationLayout

extension BubbleOptions {
    /// ``look``'s look, else the built-in look ``theme`` names; `unknownLook` for a name no
    /// look has.
    func chatLook() throws(RenderError) -> ChatLook {
        if let look { return look.look }
        guard let named = ChatLook.named(theme) else { throw .unknownLook(theme) }
        return named
    }

    /// ``colors``, or `look`'s light colours for ``side``.
    func colors(in look: ChatLook) -> BubbleColors {
        colors ?? look.colors.light.bubble(side)
    }
}
