import FoundationEssentials
import BubbleGeometry

/// A chat conversation read from a JSON transcript (format version 1).
///
/// Decode one with ``decode(from:file:baseDirectory:limits:)-(Data,_,_,_)`` or
/// ``load(contentsOf:limits:)``. A decoded transcript is valid: every message's `from` names
/// a participant, every bubble has text or an image, and every number is within
/// ``TranscriptLimits``. Defaults are already applied. An empty `"messages": []` is valid
/// (it renders an empty canvas); a missing `"messages"` is an error.
public struct Transcript: Sendable, Hashable {
    /// The format version when the file states one (`"version": 1`); only 1 is accepted.
    public var version: Int?
    /// The look the conversation is drawn in, by name (`"imessage"`, `"whatsapp"`, ...): its
    /// bubble shapes, colours, spacing and screen chrome. Default `.imessage`.
    public var theme: LookName
    /// A look file (an extension to version 1), as written: a path relative to
    /// ``baseDirectory``, read under the same file policy as images; the look it describes,
    /// which starts from a built-in look of its own choosing, replaces ``theme``'s.
    public var look: String?
    /// Light or dark colours. Default `.light`.
    public var appearance: BubbleGeometry.Appearance
    /// Canvas width in points. Default 390. Not used with a ``screen``, whose device sets it.
    public var width: Double
    /// Pixels per point. Default 2. Not used with a ``screen``, whose device sets it.
    public var scale: Double
    /// A Pango font description such as `Noto Sans 17`, when given.
    public var font: String?
    /// Font files whose families ``font`` may name (an extension to version 1), as written:
    /// paths relative to ``baseDirectory``, read under the same file policy as images.
    public var fonts: [String]
    /// A colour emoji font file drawn in place of Noto Color Emoji for the emoji it has (an
    /// extension to version 1), as written: a path like ``fonts``, read under the same policy.
    public var emojiFont: String?
    /// The conversation's language tag (`ja`, `zh-Hans`, `en-US`), when given.
    public var lang: String?
    /// Left-to-right (default) or right-to-left chat layout (an extension to version 1).
    public var layoutDirection: LayoutDirection
    /// Widest bubble as a fraction of ``width`` in (0, 1], when given (an extension to
    /// version 1); nil means the theme's default.
    public var maxBubbleWidth: Double?
    /// Whether times show as centred headers ("Today 9:41") rather than with each message
    /// (an extension to version 1); nil means as the theme shows them (`imessage`: headers).
    public var timeHeaders: Bool?
    /// Colours that replace the theme's.
    public var colors: ColorOverrides
    /// The app's own words ("Edited", "Delivered"...) in the chat's language (an extension
    /// to version 1).
    public var labels: AppLabels
    /// Whether web addresses, e-mail addresses and phone numbers in the messages' text are
    /// found and drawn as links, as the apps do (an extension to version 1). Default true; a
    /// message's ``BubbleMessage/detectLinks`` overrides it.
    public var detectLinks: Bool
    /// The device screen the conversation is shown on (an extension to version 1); nil draws
    /// the message list alone, as tall as it is.
    public var screen: Screen?
    /// The participants, in document order.
    public var participants: ParticipantList
    /// The messages and separators, in order (possibly none).
    public var messages: [Message]
    /// The folder relative image paths are resolved against: the transcript file's folder
    /// when loaded from a file, nil otherwise (then paths resolve against the current
    /// directory).
    public var baseDirectory: URL?

    /// Creates a transcript with the documented defaults.
    public init(
        version: Int? = nil,
        theme: LookName = .imessage,
        look: String? = nil,
        appearance: BubbleGeometry.Appearance = .light,
        width: Double = 390,
        scale: Double = 2,
        font: String? = nil,
        fonts: [String] = [],
        emojiFont: String? = nil,
        lang: String? = nil,
        layoutDirection: LayoutDirection = .leftToRight,
        maxBubbleWidth: Double? = nil,
        timeHeaders: Bool? = nil,
        colors: ColorOverrides = ColorOverrides(),
        labels: AppLabels = AppLabels(),
        detectLinks: Bool = true,
        screen: Screen? = nil,
        participants: ParticipantList = [],
        messages: [Message] = [],
        baseDirectory: URL? = nil
    ) {
        self.version = version
        self.theme = theme
        self.look = look
        self.appearance = appearance
        self.width = width
        self.scale = scale
        self.font = font
        self.fonts = fonts
        self.emojiFont = emojiFont
        self.lang = lang
        self.layoutDirection = layoutDirection
        self.maxBubbleWidth = maxBubbleWidth
        self.timeHeaders = timeHeaders
        self.colors = colors
        self.labels = labels
        self.detectLinks = detectLinks
        self.screen = screen
        self.participants = participants
        self.messages = messages
        self.baseDirectory = baseDirectory
    }

    /// The top-level JSON keys of format version 1, in documented order.
    public static let keys = TranscriptFormat.transcript.names

    /// The only format version this module reads.
    public static let supportedVersion = 1

    /// The sender of `message`, or nil if no participant has its id.
    public func participant(for message: BubbleMessage) -> Participant? {
        participants[id: message.from]
    }

    /// Whether links, e-mail addresses and phone numbers are found in `message`'s text: its
    /// own ``BubbleMessage/detectLinks`` when it gives one, else ``detectLinks``.
    public func detectsLinks(in message: BubbleMessage) -> Bool {
        message.detectLinks ?? detectLinks
    }

    /// The side `message` is drawn on (incoming if its sender is unknown).
    public func side(of message: BubbleMessage) -> BubbleSide {
        participant(for: message)?.side ?? .incoming
    }

    /// The file URL for an image, avatar or font path as written in the transcript: absolute paths
    /// are kept, relative ones are resolved against ``baseDirectory`` (or the current
    /// directory when there is none). Only the URL is computed; nothing is read or checked.
    public func resolve(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: baseDirectory).absoluteURL
    }
}
