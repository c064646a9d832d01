/// The preview card of a link in a message: what the page's metadata would show, given in
/// the transcript (an extension to version 1). Nothing is fetched: the card shows exactly
/// this.
public struct LinkPreview: Sendable, Hashable {
    /// The page's address: an `http` or `https` URL with a host (see ``domain``).
    public var url: String
    /// The page's title, if any (never empty after decoding).
    public var title: String?
    /// The page's description, if any (never empty after decoding).
    public var description: String?
    /// Path of the page's preview image, exactly as written (relative to the transcript's folder).
    public var image: String?
    /// The site's name ("The Verge"), which Telegram shows above the title, if any.
    public var site: String?

    /// Creates a link preview.
    public init(url: String, title: String? = nil, description: String? = nil, image: String? = nil, site: String? = nil) {
        self.url = url
        self.title = title
        self.description = description
        self.image = image
        self.site = site
    }

    /// The JSON keys a link preview may have.
    public static let keys = TranscriptFormat.link.names
}
