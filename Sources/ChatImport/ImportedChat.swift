import Transcript

/// A chat read from an export, before it becomes a transcript: who wrote, and what, when.
public struct ImportedChat: Sendable, Hashable {
    /// Everyone who wrote a message, in order of their first message.
    public var authors: [Author] {
        didSet { authorKeys = Set(authors.map(\.key)) }
    }
    /// The messages and system lines, in the export's order.
    public var entries: [Entry]
    /// What the reader wants the user to know (an order of day and month it assumed).
    public var notes: [String] = []
    /// The files beside the chat when the export is a zip, which attachments are looked up in
    /// instead of the export's folder.
    public var archive: ArchiveFiles?
    /// The keys of ``authors``, to add each author once in time proportional to the messages.
    private var authorKeys: Set<String>

    /// Creates a chat.
    public init(authors: [Author] = [], entries: [Entry] = []) {
        self.authors = authors
        self.entries = entries
        authorKeys = Set(authors.map(\.key))
    }

    /// Someone who wrote messages.
    public struct Author: Sendable, Hashable {
        /// What the export identifies the author by (a user id, or the name itself).
        public var key: String
        /// The name shown for the author.
        public var name: String

        /// Creates an author.
        public init(key: String, name: String) {
            self.key = key
            self.name = name
        }
    }

    /// One message or system line.
    public struct Entry: Sendable, Hashable {
        /// When it was sent.
        public var date: ChatDate
        /// What it is.
        public var content: Content
        /// What it had that a transcript cannot hold yet (replies are counted by
        /// ``ChatImporter``, which knows whether the answered message is kept).
        public var dropped: DroppedKeys
        /// Whether the message was edited after it was sent.
        public var edited: Bool
        /// Whether the message was forwarded from another chat.
        public var forwarded: Bool
        /// Whom the message was forwarded from, when the export names them.
        public var forwardedFrom: String?
        /// Whether the sender deleted the message: it then has no text or attachment of its own.
        public var deleted: Bool
        /// How the message's text is read: as written, or with WhatsApp's markers.
        public var format: TextFormat
        /// Spans of the message's text drawn bold, as links... (UTF-16 offsets into the text).
        public var entities: [TextEntity]
        /// The emoji reactions on the message, as the export lists them.
        public var reactions: [Reaction]
        /// The export's id of the message, when it gives one.
        public var id: String?
        /// The export's id of the message this one answers (for Slack, the thread's first
        /// message), when it is a reply.
        public var replyTo: String?
        /// What the message shares drawn as a card under its text (a poll, a place, a bot's
        /// embed), when it shares one.
        public var card: MessageCard?

        /// Creates an entry.
        public init(date: ChatDate, content: Content, dropped: DroppedKeys = DroppedKeys(), edited: Bool = false,
                    forwarded: Bool = false, forwardedFrom: String? = nil, deleted: Bool = false, format: TextFormat = .plain,
                    entities: [TextEntity] = [], reactions: [Reaction] = [], id: String? = nil, replyTo: String? = nil,
                    card: MessageCard? = nil) {
            self.date = date
            self.content = content
            self.dropped = dropped
            self.edited = edited
            self.forwarded = forwarded
            self.forwardedFrom = forwardedFrom
            self.deleted = deleted
            self.format = format
            self.entities = entities
            self.reactions = reactions
            self.id = id
            self.replyTo = replyTo
            self.card = card
        }
    }

    /// An emoji reaction on a message, as the export gives it.
    public struct Reaction: Sendable, Hashable {
        /// The emoji, or what the export calls it when it has none (a custom emoji's name).
        public var emoji: String
        /// How many people reacted.
        public var count: Int
        /// The keys of the authors who reacted, as far as the export names them.
        public var authors: [String]

        /// Creates a reaction.
        public init(emoji: String, count: Int, authors: [String] = []) {
            self.emoji = emoji
            self.count = count
            self.authors = authors
        }
    }

    /// What an entry is.
    public enum Content: Sendable, Hashable {
        /// A message by the author with this key: text, an attachment, or both (or neither,
        /// when the entry has a ``Entry/card``).
        case message(author: String, text: String, attachment: Attachment?)
        /// A line the app wrote itself ("Ann added Bob"), a transcript's system line, and
        /// what it tells (the encryption notice, or an event).
        case system(String, kind: SystemLineKind = .event)
        /// A message of a kind a transcript does not draw (a giveaway, one the export left
        /// empty), counted by kind in the entry's ``Entry/dropped``.
        case undrawn
    }

    /// A file sent with a message.
    public struct Attachment: Sendable, Hashable {
        /// The file's path relative to the export's folder, when the export names one.
        public var path: String?
        /// What to show instead when the file is not there or cannot be drawn, e.g. `📷 photo`.
        public var placeholder: String
        /// Whether the file is a sticker, drawn without a bubble when it is there.
        public var isSticker: Bool

        /// Creates an attachment.
        public init(path: String?, placeholder: String, isSticker: Bool = false) {
            self.path = path
            self.placeholder = placeholder
            self.isSticker = isSticker
        }
    }

    /// The author with `key`, adding one named `name` if there is none yet.
    mutating func author(key: String, name: String) -> String {
        if !authorKeys.contains(key) {
            authors.append(Author(key: key, name: name))
        }
        return key
    }
}
