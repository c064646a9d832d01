import Testing
@testable import CairoDrawing

/// The boxes of a span on one line: pieces that touch are one box, so a spoiler's veil over
/// words and an emoji has no seam between them (review 17); pieces apart stay apart.
@Suite("span boxes")
struct SpanBoxTests {
    @Test func touchingPiecesAreOneBox() {
        let joined = TextLayout.joiningTouching([(left: 60, right: 80), (left: 0, right: 40), (left: 40.5, right: 60), (left: 90, right: 90)])
        #expect(joined.map(\.left) == [0] && joined.map(\.right) == [80])
    }

    @Test func piecesApartStayApart() {
        let joined = TextLayout.joiningTouching([(left: 0, right: 40), (left: 45, right: 60)])
        #expect(joined.map(\.left) == [0, 45] && joined.map(\.right) == [40, 60])
    }
}
