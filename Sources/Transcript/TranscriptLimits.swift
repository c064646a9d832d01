/// Bounds a transcript must stay within; values outside are decoding errors that name the
/// allowed range. Change them for unusual needs; ``default`` is what the CLI uses.
public struct TranscriptLimits: Sendable, Hashable {
    /// Allowed canvas widths, in points. Default 100...4096.
    public var width: ClosedRange<Double>
    /// Allowed scale factors. Default 0.5...4.
    public var scale: ClosedRange<Double>
    /// Most entries in `"messages"` (separators included). Default 100 000.
    public var maxMessages: Int
    /// Longest string value (text, separator, name, time, paths...), counted in Unicode
    /// scalars. Default 100 000.
    public var maxTextLength: Int
    /// Most participants. Default 1000.
    public var maxParticipants: Int
    /// Deepest nesting of JSON arrays and objects the reader accepts. Default 256.
    public var maxDepth: Int

    /// Creates limits; every parameter defaults to the documented default.
    public init(
        width: ClosedRange<Double> = 100 ... 4096,
        scale: ClosedRange<Double> = 0.5 ... 4,
        maxMessages: Int = 100_000,
        maxTextLength: Int = 100_000,
        maxParticipants: Int = 1000,
        maxDepth: Int = 256
    ) {
        self.width = width
        self.scale = scale
        self.maxMessages = maxMessages
        self.maxTextLength = maxTextLength
        self.maxParticipants = maxParticipants
        self.maxDepth = maxDepth
    }

    /// The documented defaults.
    public static let `default` = TranscriptLimits()
}
