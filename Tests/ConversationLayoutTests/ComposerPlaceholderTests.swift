import Testing
import BubbleGeometry
import Transcript
import ConversationLayout

/// The composer shows the transcript's `labels.placeholder` in both reading directions, at the
/// field's start: its left end, or its right end in a right-to-left chat.
@Suite("the composer's placeholder")
struct ComposerPlaceholderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var theme: LookName
        var device: DevicePreset
        var testDescription: String { "\(theme.rawValue) \(device.rawValue)" }
    }

    static let cases = ChatLook.names.flatMap { theme in [DevicePreset.iPhone61, .androidPhone].map { Case(theme: theme, device: $0) } }
    static let placeholder = "اكتب رسالة"

    /// The placeholder's box in the composer of a chat in `direction`, and the screen's frame.
    private func placeholderBox(_ testCase: Case, direction: String) throws -> (Rect, ScreenFrame) {
        let chat = try Transcript.decode(from: """
            {"theme": "\(testCase.theme.rawValue)", "lang": "ar", "layoutDirection": "\(direction)",
             "labels": {"placeholder": "\(Self.placeholder)"}, "screen": {"device": "\(testCase.device.rawValue)"},
             "participants": {"me": {"side": "outgoing"}, "omar": {}}, "messages": [{"from": "omar", "text": "مرحبا"}]}
            """, file: "t.json").onScreen
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
        let screen = try #require(try layout.screen())
        let boxes = screen.composer.compactMap { item -> Rect? in
            guard case .text(let block, let origin, _) = item, block.text.string == Self.placeholder else { return nil }
            return block.box.offsetBy(dx: origin.x, dy: origin.y)
        }
        return (try #require(boxes.first, "no placeholder in \(direction)"), screen.frame)
    }

    @Test(arguments: cases)
    func theGivenPlaceholderIsShownAtTheFieldsStart(_ testCase: Case) throws {
        let (ltr, frame) = try placeholderBox(testCase, direction: "ltr")
        let (rtl, _) = try placeholderBox(testCase, direction: "rtl")
        #expect(ltr.minX < frame.size.width / 2)
        // Right to left, the same box at the mirror place across the safe area's middle.
        let axis = (frame.size.safeArea.left + frame.size.width - frame.size.safeArea.right) / 2
        #expect(abs(rtl.minX - (2 * axis - ltr.maxX)) < 0.001 && rtl.minY == ltr.minY && rtl.size == ltr.size, "\(rtl) against \(ltr)")
        #expect(rtl.minY >= frame.composer.minY && rtl.maxY <= frame.composer.maxY)
    }
}
