/// Memory one ``ScanlineDeflater`` works in: a hash table of recent positions, the token
/// entries of the block being built (``BlockTokens``) and their symbol counts. Allocated
/// once and kept for segment after segment (``SegmentScratch``), used by one at a time, and
/// freed in `deinit`; ``ScanlineDeflater/compress`` resets it before use.
final class DeflateWorkspace: @unchecked Sendable {
    /// Hash-table size: 2^hashBits entries.
    static let hashBits = 15
    /// Tokens per block before it is written (also the room for its entries: a run of
    /// matches takes fewer entries than it stands for).
    static let blockTokens = 1 << 16

    /// Most recent position of each 4-byte hash, -1 when none.
    let heads: UnsafeMutablePointer<Int32>
    let tokens: UnsafeMutablePointer<UInt32>
    let literalFrequencies: UnsafeMutablePointer<UInt32>
    let distanceFrequencies: UnsafeMutablePointer<UInt32>

    init() {
        heads = .allocate(capacity: 1 << Self.hashBits)
        tokens = .allocate(capacity: Self.blockTokens)
        literalFrequencies = .allocate(capacity: DeflateAlphabet.literalLengthCount)
        distanceFrequencies = .allocate(capacity: DeflateAlphabet.distanceCount)
    }

    deinit {
        heads.deallocate()
        tokens.deallocate()
        literalFrequencies.deallocate()
        distanceFrequencies.deallocate()
    }

    /// Forgets all positions and counts.
    func reset() {
        heads.initialize(repeating: -1, count: 1 << Self.hashBits)
        literalFrequencies.initialize(repeating: 0, count: DeflateAlphabet.literalLengthCount)
        distanceFrequencies.initialize(repeating: 0, count: DeflateAlphabet.distanceCount)
    }

    @inline(__always)
    static func hash(_ word: UInt32) -> Int {
        Int((word &* 0x9E37_79B1) >> UInt32(32 - hashBits))
    }
}
