import Foundation
import Testing
import BubbleGeometry
import BubbleRender
import BubbleSnapshot
import PixelDiff

/// The fixtures catch the smallest visible change: one letter of a wrapped paragraph, which
/// touches about 0.1% of the bubble's pixels (under the tolerance the fixtures once had).
@Suite("fixtures are exact")
struct FixtureExactnessTests {
    static let paragraph = BubbleFixtureTests.texts[1].text

    @Test func theFixtureTextStillMatches() throws {
        let image = try BubbleRenderer().render(text: Self.paragraph, options: BubbleOptions(theme: .imessage, side: .incoming))
        try FixtureComparison.check(image, fixture: "bubbles/imessage-incoming-paragraph.png")
    }

    @Test func oneChangedLetterFails() throws {
        let changed = Self.paragraph.replacingOccurrences(of: "needs", with: "neods")
        #expect(changed != Self.paragraph)
        let image = try BubbleRenderer().render(text: changed, options: BubbleOptions(theme: .imessage, side: .incoming))
        var configuration = FixtureComparison.configuration
        configuration.record = .never
        configuration.artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-exactness-\(UUID().uuidString)")
        defer { configuration.artifacts.map { try? FileManager.default.removeItem(at: $0) } }
        #expect {
            try Snapshot.verify(png: image.bytes, reference: FixtureComparison.root.appendingPathComponent("bubbles/imessage-incoming-paragraph.png"),
                                configuration: configuration)
        } throws: { error in
            "\(error)".contains("pixels differ") && "\(error)".contains("allowed: 0 pixels at threshold 0.0.")
        }
    }
}
