/// Bounds on one string value (a text, a name, a path, a key): its length and the combining
/// marks stacked on one character. Transcripts and string catalogs share them, as every text
/// may become a bubble.
public struct StringLimits: Sendable, Hashable {
    /// Longest string, counted in Unicode scalars. Default 100 000.
    public var maxLength: Int
    /// Most combining marks on one character (accents, Zalgo text). Default 100: more than
    /// any writing system or Zalgo generator stacks, while text shaping's cost grows with the
    /// square of a stack's height. (Unicode's Stream-Safe Text Format allows 30 in a row.)
    public var maxMarksPerCharacter: Int

    /// Creates limits; every parameter defaults to the documented default.
    public init(maxLength: Int = 100_000, maxMarksPerCharacter: Int = 100) {
        self.maxLength = maxLength
        self.maxMarksPerCharacter = maxMarksPerCharacter
    }

    /// Why `text` is over these limits, in words for an error message; nil when it is within
    /// them.
    public func problem(with text: String) -> String? {
        // A string of at most `maxLength` UTF-8 bytes, all ASCII, cannot be over.
        if text.utf8.count <= maxLength, text.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
        let size = TextSize(text)
        if size.scalars > maxLength {
            return "too long: \(size.scalars) characters (the limit is \(maxLength))"
        }
        if size.marksOnOneCharacter > maxMarksPerCharacter {
            return "\(size.marksOnOneCharacter) combining marks on one character (the limit is \(maxMarksPerCharacter))"
        }
        return nil
    }

    /// The documented defaults.
    public static let `default` = StringLimits()
}
