/// The bubble outlines: the four of the reference articles, Telegram's (for iOS and for
/// Android) and LINE's. A look (`ChatLook`, which a transcript's `"theme"`, `--theme` and
/// `--style` name) draws its bubbles with one of them.
public enum BubbleStyle: String, Sendable, Hashable, CaseIterable {
    /// Curved hook tail at the bottom corner, radius 17 body.
    case imessage
    /// Rounded rectangle (radius 12) with a 22x8 tail on its top edge.
    case talk
    /// Slanted tail at the top corner, radius 4 body.
    case whatsapp
    /// Rounded rectangle without a tail.
    case plain
    /// Radius-16 body whose corners on the sender's side turn to radius 8 where a run's
    /// bubbles meet, with a small curled foot at the bottom corner.
    case telegram
    /// Radius-17 body whose corner on the sender's side turns to radius 6 where a run's
    /// bubbles meet, with a swept point at the bottom corner (Telegram for Android).
    case telegramAndroid
    /// Round body (radius 16) with a small hook beside its top corner, its top along the
    /// body's top edge and its underside curving down into the body's side (LINE).
    case sideHook

    /// The bubble of a group of consecutive messages that carries the tail.
    public var tailPosition: GroupPosition {
        switch self {
        case .imessage, .telegram, .telegramAndroid: .last
        case .whatsapp, .talk, .sideHook: .first
        case .plain: .none
        }
    }

    /// Which bubble of a group carries the tail.
    public enum GroupPosition: Sendable, Hashable {
        /// The first bubble of the group (WhatsApp, talk, LINE).
        case first
        /// The last bubble of the group (iMessage, Telegram).
        case last
        /// No bubble: the style has no tail.
        case none
    }
}
