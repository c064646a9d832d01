/// A location or venue as a card: a map placeholder with a pin (drawn, never fetched), the
/// place's name and address under it.
public struct LocationCard: Sendable, Hashable {
    /// The place's name ("Café A Brasileira", "Live Location"), if any.
    public var name: String?
    /// The address, or any line under the name, if any.
    public var address: String?
    /// Where the place is, in degrees, if known: it picks the placeholder map's streets, so
    /// that two places do not look the same.
    public var latitude: Double?
    /// Where the place is, in degrees east, if known.
    public var longitude: Double?

    /// Creates a location card.
    public init(name: String? = nil, address: String? = nil, latitude: Double? = nil, longitude: Double? = nil) {
        self.name = name
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The JSON keys a location card may have after `"kind"`.
    public static let keys = TranscriptFormat.location.names
}
