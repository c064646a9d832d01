/// How a look draws a message's reactions.
package enum ReactionStyle: Sendable, Hashable {
    /// iMessage's tapback badges stacked at the bubble's top corner away from the sender, in
    /// room left above the bubble.
    case tapbacks
    /// WhatsApp's one pill of up to three emoji and a count over the bubble's bottom edge.
    case pill
    /// Telegram-style pills, one per emoji with its count, in rows under the bubble.
    case pillRows
    /// LINE's one small badge over the bubble's bottom corner away from the sender: up to
    /// three emoji and the count, as WhatsApp's pill, at the other end (at the sender's end
    /// under a bubble too narrow for it, reaching out under the time beside it, which then
    /// moves up).
    case cornerBadge
    /// Telegram's chips in the look's ``ChatLook/reactionChips``, one per emoji with its
    /// count, in rows inside the bubble under its content, the time beside the last row when
    /// it fits; under a sticker, in rows below it.
    case chips
}
