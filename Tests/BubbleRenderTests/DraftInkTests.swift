import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout
import Transcript

/// A long draft wraps inside the composer's field: the field grows to
/// ``ScreenFrame/maxDraftLines`` lines and no more, the bar grows with it and the messages
/// end above it, and every ink pixel of the draft (Latin, Arabic, Japanese) stays inside the
/// field and off its buttons, in every theme, on iOS and Android, at scales 1, 2 and 3, read
/// left to right and right to left.
@Suite("a long draft wraps inside the composer's field")
struct DraftInkTests {
    static let drafts = [
        SampleText(name: "latin", text: String(repeating: "Shall we meet at the station at eight, or would half past suit you better? ", count: 4)
                   + "Either works for me.", language: "en"),
        SampleText(name: "arabic", text: String(repeating: "هل نلتقي في المحطة في الساعة الثامنة أم أن الثامنة والنصف أنسب لك؟ ", count: 4)
                   + "كلاهما يناسبني.", language: "ar"),
        SampleText(name: "japanese", text: String(repeating: "駅で八時に会いましょうか、それとも八時半のほうが都合がいいですか。", count: 4)
                   + "どちらでも大丈夫です。", language: "ja"),
    ]

    @Test("every theme, platform, scale and direction", arguments: drafts)
    func draftStaysInItsField(_ sample: SampleText) throws {
        let renderer = try BubbleRenderer()
        for theme in ChatLook.names {
            for platform in DevicePlatform.allCases {
                for scale in [1.0, 2, 3] {
                    for direction in Transcript.LayoutDirection.allCases {
                        let size = ScreenSize(width: 390, height: 844, scale: scale, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                              platform: platform)
                        let transcript = Transcript(theme: theme, lang: sample.language, layoutDirection: direction,
                                                    screen: Screen(device: .custom(size), draft: sample.text),
                                                    participants: [Participant(id: "me", side: .outgoing), Participant(id: "ann", name: "Ann")],
                                                    messages: [])
                        let (layout, _) = try renderer.layout(of: transcript.onScreen, file: nil)
                        let (frame, items) = try #require(try layout.screen())
                        let name = "\(sample.name) \(theme) \(platform) @\(scale) \(direction.rawValue)"
                        let oneLine = ScreenFrame(size: size, look: layout.theme.look)
                        #expect(frame.composer.height > oneLine.composer.height + 3 * 17, "\(name): the composer did not grow")
                        #expect(frame.composer.maxY == oneLine.composer.maxY && frame.messages.maxY == frame.composer.minY,
                                "\(name): the messages do not end above the grown composer")
                        let texts = items.compactMap { item -> TextBlock<TextLayout>? in
                            if case .text(let block, _, _) = item { return block }
                            return nil
                        }
                        #expect(texts.map(\.text.lineCount) == [ScreenFrame.maxDraftLines], "\(name): not the last five lines")
                        let field = try #require(Self.field(of: items), "\(name): no field holds the draft")
                        #expect(field.maxY <= frame.composer.maxY && field.minY >= frame.composer.minY, "\(name): the field leaves its bar")
                        try HeaderInkTests.check(items, in: field, ellipsized: false, scale: scale, name: name)
                    }
                }
            }
        }
    }

    /// The field: the smallest shape around the draft's middle.
    static func field(of items: [Row<TextLayout>.Item]) -> Rect? {
        guard let centre = items.lazy.compactMap({ item -> Point? in
            guard case .text(let block, let origin, _) = item else { return nil }
            let box = block.box.offsetBy(dx: origin.x, dy: origin.y)
            return Point(x: box.minX + box.width / 2, y: box.minY + box.height / 2)
        }).first else { return nil }
        return items.compactMap { item -> Rect? in
            guard case .shape(let path, _) = item, let bounds = path.bounds, HeaderInkTests.rect(bounds, contains: centre) else { return nil }
            return bounds
        }.min { $0.width * $0.height < $1.width * $1.height }
    }
}
