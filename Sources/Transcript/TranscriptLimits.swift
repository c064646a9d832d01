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
    /// Most combining marks on one character (accents, Zalgo text). Default 100: more than
    /// any writing system or Zalgo generator stacks, while text shaping's cost grows with the
    /// square of a stack's height. (Unicode's Stream-Safe Text Format allows 30 in a row.)
    public var maxMarksPerCharacter: Int
    /// Most characters (Unicode scalars) of one transcript's messages together: texts, times
    /// and separators, plus the sender's name at each change of sender (where it may be
    /// shown). Bounds the layout work of one transcript. Default 1 000 000.
    public var maxTotalTextLength: Int
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
        maxMarksPerCharacter: Int = 100,
        maxTotalTextLength: Int = 1_000_000,
        maxParticipants: Int = 1000,
        maxDepth: Int = 256
    ) {
        self.width = width
        self.scale = scale
        self.maxMessages = maxMessages
        self.maxTextLength = maxTextLength
        self.maxMarksPerCharacter = maxMarksPerCharacter
        self.maxTotalTextLength = maxTotalTextLength
        self.maxParticipants = maxParticipants
        self.maxDepth = maxDepth
    }

    /// Why `text` is over the limits for one string (``maxTextLength``,
    /// ``maxMarksPerCharacter``), in words for an error message; nil when it is within them.
    public func problem(with text: String) -> String? {
        // A string of at most `maxTextLength` UTF-8 bytes, all ASCII, cannot be over.
        if text.utf8.count <= maxTextLength, text.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
        let size = TextSize(text)
        if size.scalars > maxTextLength {
            return "too long: \(size.scalars) characters (the limit is \(maxTextLength))"
        }
        if size.marksOnOneCharacter > maxMarksPerCharacter {
            return "\(size.marksOnOneCharacter) combining marks on one character (the limit is \(maxMarksPerCharacter))"
        }
        return nil
    }

    /// The documented defaults.
    public static let `default` = TranscriptLimits()
}
