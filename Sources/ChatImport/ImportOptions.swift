import Transcript

/// What part of an imported chat becomes the transcript, and how it looks.
public struct ImportOptions: Sendable, Hashable {
    /// The author whose messages are outgoing (matched by name, then by the export's id, then
    /// by name ignoring case); nil draws everyone incoming.
    public var me: String?
    /// The earliest message kept, when given.
    public var from: ChatDate?
    /// The latest message kept (inclusive), when given.
    public var to: ChatDate?
    /// Keep only the last this many messages (system lines among them are kept too).
    public var last: Int?
    /// The theme; nil takes the format's (``ChatFormat/defaultTheme``).
    public var theme: LookName?
    /// The order of a WhatsApp export's dates; nil decides it from the file.
    public var dateOrder: DateOrder?

    /// The order of day, month and year in a WhatsApp export's dates (`--date-order`).
    public enum DateOrder: String, CaseIterable, Sendable, Hashable {
        /// `31/12/2023`: most of the world.
        case dmy
        /// `12/31/2023`: the United States.
        case mdy
        /// `2023-12-31`, `2023. 12. 31.`.
        case ymd
    }

    /// Creates options; by default the whole chat, everyone incoming, the format's theme.
    public init(me: String? = nil, from: ChatDate? = nil, to: ChatDate? = nil, last: Int? = nil, theme: LookName? = nil,
                dateOrder: DateOrder? = nil) {
        self.dateOrder = dateOrder
        self.me = me
        self.from = from
        self.to = to
        self.last = last
        self.theme = theme
    }
}
