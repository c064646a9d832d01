/// How far an outgoing message got: `"status"` on a message (an extension to version 1).
public enum DeliveryStatus: String, Sendable, Hashable, CaseIterable {
    /// Still on its way out: WhatsApp's clock.
    case sending
    /// On the server: one tick.
    case sent
    /// On the recipient's phone: two ticks, iMessage's "Delivered".
    case delivered
    /// Seen: two blue ticks, iMessage's "Read".
    case read
    /// Not sent: the red mark.
    case failed
}
