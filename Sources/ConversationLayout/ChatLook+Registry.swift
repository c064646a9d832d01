import BubbleGeometry

extension ChatLook {
    /// The built-in looks, in the order a transcript's `"theme"` lists them.
    package static let builtIn: [ChatLook] = [.imessage, .whatsapp, .talk, .plain]

    /// The built-in look a transcript's `"theme"` names; nil for a name no look has.
    package static func named(_ name: String) -> ChatLook? {
        builtIn.first { $0.name == name }
    }

    /// The built-in look of `theme` (a transcript's `"theme"`, `--theme`, `--style`); every
    /// theme names one.
    package static func standard(_ theme: BubbleStyle) -> ChatLook {
        named(theme.rawValue) ?? .imessage
    }
}
