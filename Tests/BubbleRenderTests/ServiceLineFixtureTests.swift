import Foundation
import Testing
import BubbleGeometry
import BubbleRender
import Transcript
import PNGCodec

/// System lines, the typing indicator and the "Edited" and "Forwarded" labels, drawn in every
/// theme, light and dark, from `Fixtures/transcripts/service-lines.json`, and compared with
/// the PNGs recorded in `Fixtures/conversations/`.
@Suite("service line fixtures")
struct ServiceLineFixtureTests {
    struct Look: CustomTestStringConvertible, Sendable {
        var theme: BubbleStyle
        var appearance: Appearance
        var fixture: String { "conversations/service-lines-\(theme.rawValue)-\(appearance.rawValue).png" }
        var testDescription: String { "\(theme.rawValue) \(appearance.rawValue)" }
    }

    static let looks = BubbleStyle.themes.flatMap { theme in Appearance.allCases.map { Look(theme: theme, appearance: $0) } }

    @Test("every theme, light and dark", arguments: looks)
    func serviceLines(_ look: Look) throws {
        var transcript = try Transcript.load(contentsOf: FixtureComparison.root.appendingPathComponent("transcripts/service-lines.json"))
        transcript.theme = look.theme
        transcript.appearance = look.appearance
        let rendered = try BubbleRenderer().render(transcript)
        #expect(rendered.pageCount == 1)
        let png = try #require(rendered.documents.first).bytes
        try FixtureComparison.check(RenderedImage(bitmap: try PNGDecoder.decode(png).image, png: png), fixture: look.fixture)
    }
}
