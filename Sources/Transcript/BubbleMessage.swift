/// A message drawn as a bubble: text, an image, or both; or a sticker, drawn without one; or
/// a deleted message, drawn as the app marks one.
///
/// A decoded bubble always has a non-empty ``text`` or an ``image`` (or both), or else a
/// ``sticker`` alone, or is ``deleted`` with none of them; an empty `"text": ""` next to an
/// image is decoded as no text.
///
/// What only replies, links, cards and forwarded messages have (``replyTo``, ``quote``,
/// ``link`` and ``card`` together, ``forwardedFrom``) is kept out of line, one pointer each, and the one-byte flags are
/// stored together: a message is 168 bytes, not 312, in a transcript's array and again in
/// each row the layout makes of it.
public struct BubbleMessage: Sendable, Hashable {
    /// The sender's participant id (present in the transcript's participants).
    public var from: String
    /// The text, if any (never empty after decoding).
    public var text: String?
    /// Path of an image, exactly as written (relative to the transcript's folder).
    public var image: String?
    /// Path of a sticker image (a PNG with transparency), drawn without a bubble; a message
    /// with a sticker has no ``text`` or ``image`` (an extension to version 1).
    public var sticker: String?
    /// A time label such as `09:42`, shown as written.
    public var time: String?
    /// A language tag overriding the transcript's `lang` for this message.
    public var lang: String?
    /// Whether the message carries the app's "Edited" label (an extension to version 1).
    public var edited: Bool
    /// Whether the message carries the app's "Forwarded" label (an extension to version 1).
    public var forwarded: Bool
    /// Whether the message was deleted by its sender (an extension to version 1): the bubble
    /// shows the app's "This message was deleted" (or "You deleted this message" on the
    /// user's side) with the no-entry mark, and the message has none of
    /// ``keysGoneWhenDeleted`` (no text, image, sticker, link, reactions, receipt or reply).
    public var deleted: Bool
    /// Whom a forwarded message is from ("TAP Air Portugal"), drawn as "Forwarded from TAP
    /// Air Portugal" (an extension to version 1). A message with it is ``forwarded``.
    public var forwardedFrom: String? {
        get { storedForwardedFrom.value }
        set { storedForwardedFrom.value = newValue }
    }
    /// How ``text`` is read: as written (the default) or with WhatsApp's formatting markers.
    public var format: TextFormat
    /// Whether web addresses, e-mail addresses and phone numbers in ``text`` are found and
    /// drawn as links (an extension to version 1); nil follows the transcript's
    /// ``Transcript/detectLinks``.
    public var detectLinks: Bool?
    /// How far the message got (ticks, "Delivered", "Read"), when given (an extension to
    /// version 1); nil draws no receipt.
    public var status: DeliveryStatus?
    /// Spans of ``text`` drawn bold, as links, hidden... (Telegram's message entities; only
    /// with the plain ``format``). See ``styledText``.
    public var entities: [TextEntity]
    /// The emoji reactions under or beside the bubble, in the order given, each emoji once
    /// (an extension to version 1).
    public var reactions: [Reaction]
    /// A name other messages' ``replyTo`` may use, unique in the transcript (an extension to
    /// version 1).
    public var id: String?
    /// The earlier message this one answers, shown quoted in or above the bubble (an extension
    /// to version 1). A message has this or ``quote``, not both.
    public var replyTo: MessageReference? {
        get { storedReplyTo.value }
        set { storedReplyTo.value = newValue }
    }
    /// A quoted message written out in full, for a reply to something the transcript does not
    /// hold (an extension to version 1). A message has this or ``replyTo``, not both.
    public var quote: Quote? {
        get { storedQuote.value }
        set { storedQuote.value = newValue }
    }
    /// The preview card of a link the text holds, drawn as the app draws it (an extension
    /// to version 1). A message with a link has text and no ``image`` or ``sticker``.
    public var link: LinkPreview? {
        get { storedCards.value?.link }
        set { storedCards.value = Cards(link: newValue, card: card) }
    }
    /// What the message shares drawn as a card under its text: a poll, a location, a contact,
    /// an embed... (an extension to version 1). A message with a card has no ``image``,
    /// ``sticker`` or ``link``, and may have no text.
    public var card: MessageCard? {
        get { storedCards.value?.card }
        set { storedCards.value = Cards(link: link, card: newValue) }
    }

    private var storedReplyTo: OutOfLine<MessageReference>
    private var storedQuote: OutOfLine<Quote>
    private var storedCards: OutOfLine<Cards>
    private var storedForwardedFrom: OutOfLine<String>

    /// Creates a bubble message.
    public init(from: String, text: String? = nil, image: String? = nil, sticker: String? = nil, time: String? = nil, lang: String? = nil,
                edited: Bool = false, forwarded: Bool = false, deleted: Bool = false, forwardedFrom: String? = nil, format: TextFormat = .plain,
                entities: [TextEntity] = [], detectLinks: Bool? = nil, status: DeliveryStatus? = nil, reactions: [Reaction] = [], id: String? = nil,
                replyTo: MessageReference? = nil, quote: Quote? = nil, link: LinkPreview? = nil, card: MessageCard? = nil) {
        self.from = from
        self.text = text
        self.image = image
        self.sticker = sticker
        self.time = time
        self.lang = lang
        self.edited = edited
        self.forwarded = forwarded
        self.deleted = deleted
        self.format = format
        self.entities = entities
        self.detectLinks = detectLinks
        self.status = status
        self.reactions = reactions
        self.id = id
        storedReplyTo = OutOfLine(replyTo)
        storedQuote = OutOfLine(quote)
        storedCards = OutOfLine(Cards(link: link, card: card))
        storedForwardedFrom = OutOfLine(forwardedFrom)
    }

    /// The JSON keys a bubble message may have.
    public static let keys = TranscriptFormat.message.names

    /// The keys of what a deleted message no longer has.
    public static let keysGoneWhenDeleted = ["text", "image", "sticker", "edited", "forwarded", "forwardedFrom", "format", "entities",
                                             "detectLinks", "status", "reactions", "replyTo", "quote", "link", "card"]
}

/// A message's link preview and card, which few messages have, behind one pointer.
private struct Cards: Sendable, Hashable {
    let link: LinkPreview?
    let card: MessageCard?

    /// The two, or nil when neither is there.
    init?(link: LinkPreview?, card: MessageCard?) {
        guard link != nil || card != nil else { return nil }
        self.link = link
        self.card = card
    }
}
