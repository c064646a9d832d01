import BubbleGeometry

/// How a look marks a sent message's progress after its time: how many ticks a delivered
/// message gets and their colours.
package struct DeliveryTicks: Sendable, Hashable {
    /// Whether a delivered message shows two ticks (WhatsApp) or one, as Telegram marks every
    /// message not read yet.
    package var doubleWhenDelivered: Bool
    /// The ticks' colour in a bubble; nil: the time's.
    package var inBubble: ByAppearance<RGBAColor?>
    /// The colour of a read message's ticks, in a bubble or on a sticker's pill; nil: as
    /// before it was read.
    package var read: ByAppearance<RGBAColor?>
    /// The colour of a read message's ticks in a bubble, where ``read`` would not show on it
    /// (plain's white on its blue bubble, the blue ticks staying on a sticker's pill); nil:
    /// ``read``.
    package var readInBubble = ByAppearance<RGBAColor?>(nil)

    /// WhatsApp's: two ticks once delivered, in the time's colour, turning blue when read.
    package static let standard = DeliveryTicks(doubleWhenDelivered: true, inBubble: ByAppearance(nil),
                                                read: ByAppearance(RGBAColor(red: 0x53, green: 0xBD, blue: 0xEB)))
}
