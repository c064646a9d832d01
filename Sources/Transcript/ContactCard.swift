/// A shared contact as a card: an avatar with the name's initials, the name and the phone number.
public struct ContactCard: Sendable, Hashable {
    /// The contact's name (never empty after decoding).
    public var name: String
    /// The phone number as written, if any.
    public var phone: String?

    /// Creates a contact card.
    public init(name: String, phone: String? = nil) {
        self.name = name
        self.phone = phone
    }

    /// The JSON keys a contact card may have after `"kind"`.
    public static let keys = TranscriptFormat.contact.names
}
