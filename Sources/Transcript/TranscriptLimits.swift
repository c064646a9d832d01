import StrictJSON

/// Bounds a transcript must stay within; values outside are decoding errors that name the
/// allowed range. Change them for unusual needs; ``default`` is what the CLI uses.
public struct TranscriptLimits: Sendable, Hashable {
    /// Allowed canvas widths, in points. Default 100...4096.
    public var width: ClosedRange<Double>
    /// Allowed scale factors. Default 0.5...4.
    public var scale: ClosedRange<Double>
    /// Allowed widths of a custom screen, in points. Default 320...4096.
    public var screenWidth: ClosedRange<Double>
    /// Allowed heights of a custom screen, in points. Default 400...4096.
    public var screenHeight: ClosedRange<Double>
    /// Allowed insets of a custom screen's safe area, in points. Default 0...100.
    public var safeAreaInset: ClosedRange<Double>
    /// Most entries in `"messages"` (separators included). Default 100 000.
    public var maxMessages: Int
    /// Longest string value (text, separator, name, time, paths...), counted in Unicode
    /// scalars. Default 100 000, `StringLimits.maxLength`.
    public var maxTextLength: Int
    /// Most combining marks on one character. Default 100, `StringLimits.maxMarksPerCharacter`.
    public var maxMarksPerCharacter: Int
    /// Most characters (Unicode scalars) of one transcript's messages together: texts, times
    /// and separators, plus the sender's name at each change of sender (where it may be
    /// shown). Bounds the layout work of one transcript. Default 1 000 000.
    public var maxTotalTextLength: Int
    /// Most participants. Default 1000.
    public var maxParticipants: Int
    /// Most entries in `"fonts"`. Default 32.
    public var maxFonts: Int
    /// Most entries in one message's `"entities"`. Default 1000.
    public var maxEntitiesPerMessage: Int
    /// Most entries in one message's `"reactions"` (different emoji). Default 20.
    public var maxReactionsPerMessage: Int
    /// Longest of the app's own words in `"labels"`, in Unicode scalars: each is laid out
    /// again for every message that shows it. Default 40.
    public var maxLabelLength: Int
    /// Deepest nesting of JSON arrays and objects the reader accepts. Default 256.
    public var maxDepth: Int
    /// The look names `"theme"` may give, in the order errors and the schema list them; nil
    /// (the default) or none takes any name, for whoever draws the transcript to check. This
    /// module knows no looks: the renderer's registry lists them (`withBuiltInLooks` in
    /// `ConversationLayout` adds them), and the command line reads transcripts with them.
    public var lookNames: [LookName]?

    /// Creates limits; every parameter defaults to the documented default.
    public init(
        width: ClosedRange<Double> = 100 ... 4096,
        scale: ClosedRange<Double> = 0.5 ... 4,
        screenWidth: ClosedRange<Double> = 320 ... 4096,
        screenHeight: ClosedRange<Double> = 400 ... 4096,
        safeAreaInset: ClosedRange<Double> = 0 ... 100,
        maxMessages: Int = 100_000,
        maxTextLength: Int = StringLimits.default.maxLength,
        maxMarksPerCharacter: Int = StringLimits.default.maxMarksPerCharacter,
        maxTotalTextLength: Int = 1_000_000,
        maxParticipants: Int = 1000,
        maxFonts: Int = 32,
        maxEntitiesPerMessage: Int = 1000,
        maxReactionsPerMessage: Int = 20,
        maxLabelLength: Int = 40,
        maxDepth: Int = 256,
        lookNames: [LookName]? = nil
    ) {
        self.width = width
        self.scale = scale
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.safeAreaInset = safeAreaInset
        self.maxMessages = maxMessages
        self.maxTextLength = maxTextLength
        self.maxMarksPerCharacter = maxMarksPerCharacter
        self.maxTotalTextLength = maxTotalTextLength
        self.maxParticipants = maxParticipants
        self.maxFonts = maxFonts
        self.maxEntitiesPerMessage = maxEntitiesPerMessage
        self.maxReactionsPerMessage = maxReactionsPerMessage
        self.maxLabelLength = maxLabelLength
        self.maxDepth = maxDepth
        self.lookNames = lookNames
    }

    /// The limits for one string: ``maxTextLength`` and ``maxMarksPerCharacter``.
    public var strings: StringLimits {
        StringLimits(maxLength: maxTextLength, maxMarksPerCharacter: maxMarksPerCharacter)
    }

    /// Why `text` is over the limits for one string, in words for an error message; nil when
    /// it is within them.
    public func problem(with text: String) -> String? {
        strings.problem(with: text)
    }

    /// The documented defaults.
    public static let `default` = TranscriptLimits()
}
