import PixelDiff
import Testing

@Suite("Limits")
struct DiffLimitsTests {
    /// 10 different pixels out of 1000: ratio 0.01.
    let result = DiffResult(differentPixels: 10, antialiasedPixels: 3, totalPixels: 1000)

    @Test func noLimitsMeansNoDifferenceAllowed() {
        #expect(!DiffLimits().passes(result))
        #expect(DiffLimits().passes(DiffResult(differentPixels: 0, antialiasedPixels: 5, totalPixels: 1000)))
    }

    @Test func pixelCountLimitIsInclusive() {
        #expect(DiffLimits(maxDiffPixels: 10).passes(result))
        #expect(!DiffLimits(maxDiffPixels: 9).passes(result))
    }

    @Test func ratioLimitIsInclusive() {
        #expect(result.differentRatio == 0.01)
        #expect(DiffLimits(maxDiffRatio: 0.01).passes(result))
        #expect(!DiffLimits(maxDiffRatio: 0.009).passes(result))
    }

    @Test func bothLimitsTheStricterWins() {
        // Ratio would allow 10 (ratio 0.5 = 500 px) but the pixel limit allows only 5.
        #expect(!DiffLimits(maxDiffPixels: 5, maxDiffRatio: 0.5).passes(result))
        // Pixel limit would allow 100 but the ratio allows only 0.005 (5 px).
        #expect(!DiffLimits(maxDiffPixels: 100, maxDiffRatio: 0.005).passes(result))
        #expect(DiffLimits(maxDiffPixels: 100, maxDiffRatio: 0.05).passes(result))
    }

    @Test func ratioOnEmptyImageIsZero() {
        let empty = DiffResult(differentPixels: 0, antialiasedPixels: 0, totalPixels: 0)
        #expect(DiffLimits(maxDiffRatio: 0).passes(empty))
        #expect(!DiffLimits(maxDiffRatio: .nan).passes(empty))
    }
}
