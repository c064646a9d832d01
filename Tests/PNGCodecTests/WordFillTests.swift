import Testing
@testable import PNGCodec

/// The refill of band rows (`bubbles_fill32`): every word of the count set, through each of
/// its paths (memset for a word of four equal bytes, 32-byte stores, the tail), and none after.
@Suite("Word fill")
struct WordFillTests {
    @Test(arguments: [0xFFFF_FFFF, 0, 0xFF00_0000, 0x1234_5678, 0xFF1C_1C1E] as [UInt32])
    func setsEveryWordOfTheCountAndNothingPastIt(word: UInt32) {
        for count in Array(0...70) + [1170] {
            let guardWords = 9
            var words = [UInt32](repeating: 0xA5A5_A5A5, count: count + guardWords)
            words.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                PixelPacking.fill(base, with: word, count: count)
            }
            #expect(words.prefix(count).allSatisfy { $0 == word }, "count \(count)")
            #expect(words.suffix(guardWords).allSatisfy { $0 == 0xA5A5_A5A5 }, "count \(count)")
        }
    }
}
