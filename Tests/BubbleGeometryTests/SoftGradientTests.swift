import Testing
import BubbleGeometry

@Suite("soft gradient")
struct SoftGradientTests {
    static let red = RGBAColor(red: 200, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 200)
    static let pair = SoftGradient([.init(red, x: 0, y: 0.5), .init(blue, x: 1, y: 0.5)])

    /// Each colour weighs most at its place: there it is nearly pure, halfway the two blend
    /// evenly.
    @Test func eachColourWeighsMostAtItsPlace() {
        let left = Self.pair.color(at: Point(x: 0, y: 0.5)), right = Self.pair.color(at: Point(x: 1, y: 0.5))
        #expect(left.red > 190 && left.blue < 10 && right.blue > 190 && right.red < 10)
        #expect(Self.pair.color(at: Point(x: 0.5, y: 0.5)) == RGBAColor(red: 100, green: 0, blue: 100))
        let nearerLeft = Self.pair.color(at: Point(x: 0.3, y: 0.5))
        #expect(nearerLeft.red > nearerLeft.blue)
    }

    /// Where no colour reaches, the nearest one shows; a gradient of no colours is clear.
    @Test func beyondEveryReachTheNearestColourShows() {
        let short = SoftGradient(Self.pair.stops, reach: 0.2)
        #expect(short.color(at: Point(x: 0.4, y: 0.9)) == Self.red)
        #expect(SoftGradient([]).color(at: Point(x: 0.5, y: 0.5)) == .clear)
    }
}
