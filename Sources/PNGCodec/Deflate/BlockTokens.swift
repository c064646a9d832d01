/// The tokens of the deflate block being built (``DeflateToken`` entries in a
/// ``DeflateWorkspace``) and how often each symbol occurs in them, which its Huffman codes
/// come from.
///
/// A run of identical matches takes two entries however long it is, and its symbols are
/// counted by one addition: flat stretches of a screenshot (a row of one colour, a row of
/// zeros under the Up filter) are dozens of 258-byte matches each.
struct BlockTokens {
    private let entries: UnsafeMutablePointer<UInt32>
    private let literalFrequencies: UnsafeMutablePointer<UInt32>
    private let distanceFrequencies: UnsafeMutablePointer<UInt32>
    private let lengthSymbol: UnsafePointer<UInt8>
    private let distanceSymbol: UnsafePointer<UInt8>
    /// Entries written.
    private(set) var entryCount = 0
    /// Tokens the entries stand for: each match of a run counts.
    private(set) var tokenCount = 0

    /// Tokens into `workspace`, which must be reset; `lengthSymbol` and `distanceSymbol` are
    /// ``DeflateAlphabet/lengthSymbol`` and ``DeflateAlphabet/distanceSymbol``.
    init(workspace: DeflateWorkspace, lengthSymbol: UnsafePointer<UInt8>, distanceSymbol: UnsafePointer<UInt8>) {
        entries = workspace.tokens
        literalFrequencies = workspace.literalFrequencies
        distanceFrequencies = workspace.distanceFrequencies
        self.lengthSymbol = lengthSymbol
        self.distanceSymbol = distanceSymbol
    }

    /// The entries written so far.
    var buffer: UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(start: entries, count: entryCount)
    }

    /// How often each literal/length symbol occurs in the block (286 counts).
    var literalCounts: [UInt32] {
        Array(UnsafeBufferPointer(start: literalFrequencies, count: DeflateAlphabet.literalLengthCount))
    }

    /// How often each distance symbol occurs in the block (30 counts).
    var distanceCounts: [UInt32] {
        Array(UnsafeBufferPointer(start: distanceFrequencies, count: DeflateAlphabet.distanceCount))
    }

    /// Appends a literal and counts it.
    @inline(__always)
    mutating func literal(_ byte: UInt8) {
        entries[entryCount] = DeflateToken.literal(byte)
        literalFrequencies[Int(byte)] &+= 1
        entryCount &+= 1
        tokenCount &+= 1
    }

    /// Appends a match of `length` bytes (3...258) reaching `distance` back, and counts it.
    @inline(__always)
    mutating func match(length: Int, distance: Int) {
        entries[entryCount] = DeflateToken.match(length: length, distance: distance)
        literalFrequencies[257 &+ Int(lengthSymbol[length &- 3])] &+= 1
        distanceFrequencies[Int(distanceSymbol[distance &- 1])] &+= 1
        entryCount &+= 1
        tokenCount &+= 1
    }

    /// Appends `count` (0 or more) matches of `length` bytes reaching `distance` back, one
    /// after the other.
    @inline(__always)
    mutating func matches(length: Int, distance: Int, count: Int) {
        guard count > 1 else {
            if count == 1 { match(length: length, distance: distance) }
            return
        }
        entries[entryCount] = DeflateToken.run(count: count)
        entries[entryCount &+ 1] = DeflateToken.match(length: length, distance: distance)
        literalFrequencies[257 &+ Int(lengthSymbol[length &- 3])] &+= UInt32(truncatingIfNeeded: count)
        distanceFrequencies[Int(distanceSymbol[distance &- 1])] &+= UInt32(truncatingIfNeeded: count)
        entryCount &+= 2
        tokenCount &+= count
    }

    /// Covers `count` bytes with matches at `distance` of at most 258 bytes, none shorter
    /// than 3, the longest first; fewer than 3 bytes in all become literals of `byte`.
    @inline(__always)
    mutating func cover(_ count: Int, distance: Int, literalsOf byte: UInt8) {
        let longest = DeflateAlphabet.maximumMatch
        guard count >= DeflateAlphabet.minimumMatch else {
            for _ in 0..<count { literal(byte) }
            return
        }
        let whole = count / longest, rest = count % longest
        if rest == 0 {
            matches(length: longest, distance: distance, count: whole)
        } else if rest >= DeflateAlphabet.minimumMatch {
            matches(length: longest, distance: distance, count: whole)
            match(length: rest, distance: distance)
        } else {
            // Never leave a tail of 1 or 2 bytes, which no match can cover: the last long
            // match gives 3 bytes to a match of its own.
            matches(length: longest, distance: distance, count: whole - 1)
            match(length: longest - DeflateAlphabet.minimumMatch + rest, distance: distance)
            match(length: DeflateAlphabet.minimumMatch, distance: distance)
        }
    }

    /// Empties the block for the next one: no entries, no counts.
    mutating func removeAll() {
        entryCount = 0
        tokenCount = 0
        literalFrequencies.initialize(repeating: 0, count: DeflateAlphabet.literalLengthCount)
        distanceFrequencies.initialize(repeating: 0, count: DeflateAlphabet.distanceCount)
    }
}
