/// The words the apps write themselves (`"labels"` in a transcript), for a chat shown in
/// another language than English. Nil means the English word.
public struct AppLabels: Sendable, Hashable {
    /// "Edited", under or beside an edited message.
    public var edited: String?
    /// "Forwarded", after the arrow on a forwarded message.
    public var forwarded: String?
    /// "This message was deleted", in a deleted message of someone else's; `{name}` in it
    /// stands for the sender's name ("{name} unsent a message.").
    public var deleted: String?
    /// "You deleted this message", in a deleted message of the user's (outgoing).
    public var youDeleted: String?
    /// "Sending…", iMessage's receipt under a message still being sent.
    public var sending: String?
    /// "Delivered", iMessage's receipt under the last outgoing message.
    public var delivered: String?
    /// "Read", iMessage's receipt (followed by the message's time) and `talk`'s beside the
    /// bubble.
    public var read: String?
    /// "Not Delivered", iMessage's receipt under a failed message.
    public var notDelivered: String?
    /// "You", the name on a quote of one's own message, in the looks that write it there
    /// (Telegram shows the user's name).
    public var you: String?
    /// "Photo", the text of a quoted photo without a caption.
    public var photo: String?
    /// "Today", the day of a time header a look inserts ("Today 9:41") when no separator
    /// names the day.
    public var today: String?
    /// "Yesterday", the same for the day before the chat's last one.
    public var yesterday: String?
    /// The composer's placeholder on a screen: "iMessage", "Message" or "Type a message".
    public var placeholder: String?
    /// "typing…", the header's subtitle for someone typing in a look that shows it there
    /// (Telegram).
    public var typing: String?
    /// "View votes", the button under a poll in a look that ends polls with one (WhatsApp).
    public var viewVotes: String?
    /// "Message", the button under a shared contact in a look that ends contacts with one.
    public var message: String?
    /// "{count} votes", the count under a poll in a look without a button there (Telegram);
    /// `{count}` stands for the number. English also writes "No votes" and "1 vote".
    public var votes: String?
    /// "Anonymous Poll", under a poll's question in a look that writes it there unless the
    /// poll gives its own `label` (Telegram).
    public var anonymousPoll: String?
    /// "Select one or more", the same in a look whose polls allow several answers (WhatsApp).
    public var selectOneOrMore: String?

    /// Creates labels; every word defaults to nil (English).
    public init(edited: String? = nil, forwarded: String? = nil, deleted: String? = nil, youDeleted: String? = nil,
                sending: String? = nil, delivered: String? = nil, read: String? = nil, notDelivered: String? = nil,
                you: String? = nil, photo: String? = nil, today: String? = nil, yesterday: String? = nil,
                placeholder: String? = nil, typing: String? = nil, viewVotes: String? = nil, message: String? = nil,
                votes: String? = nil, anonymousPoll: String? = nil, selectOneOrMore: String? = nil) {
        self.edited = edited
        self.forwarded = forwarded
        self.deleted = deleted
        self.youDeleted = youDeleted
        self.sending = sending
        self.delivered = delivered
        self.read = read
        self.notDelivered = notDelivered
        self.you = you
        self.photo = photo
        self.today = today
        self.yesterday = yesterday
        self.placeholder = placeholder
        self.typing = typing
        self.viewVotes = viewVotes
        self.message = message
        self.votes = votes
        self.anonymousPoll = anonymousPoll
        self.selectOneOrMore = selectOneOrMore
    }

    /// True when every label is English.
    public var isEmpty: Bool { self == AppLabels() }

    /// Each JSON key and the label it names, in the order they are documented.
    private static let fields: [(key: String, label: WritableKeyPath<AppLabels, String?> & Sendable)] = [
        ("edited", \.edited), ("forwarded", \.forwarded), ("deleted", \.deleted), ("youDeleted", \.youDeleted),
        ("sending", \.sending), ("delivered", \.delivered), ("read", \.read), ("notDelivered", \.notDelivered), ("you", \.you), ("photo", \.photo),
        ("today", \.today), ("yesterday", \.yesterday), ("placeholder", \.placeholder), ("typing", \.typing),
        ("viewVotes", \.viewVotes), ("message", \.message), ("votes", \.votes),
        ("anonymousPoll", \.anonymousPoll), ("selectOneOrMore", \.selectOneOrMore),
    ]

    /// The JSON keys, in the order they are documented.
    public static let keys = TranscriptFormat.labels.names

    /// The label of JSON key `key` (one of ``keys``).
    public subscript(key: String) -> String? {
        get { Self.fields.first { $0.key == key }.flatMap { self[keyPath: $0.label] } }
        set {
            guard let field = Self.fields.first(where: { $0.key == key }) else { return }
            self[keyPath: field.label] = newValue
        }
    }
}
