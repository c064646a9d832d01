import Testing
@testable import BubbleRender
@testable import CairoDrawing
import BubbleGeometry
import ConversationLayout
import Transcript

/// A `pre` block in a look with code block headers (Telegram's): a 3-point bar at its leading
/// edge, which its lines' start makes room for, and, when it names its language, the
/// language's name in bold above its code, which its first line makes room for.
@Suite("pre block headers")
struct PreBlockHeaderTests: LaysOutText {
    let renderer: BubbleRenderer
    let font: FontDescription

    init() throws {
        renderer = try BubbleRenderer()
        font = try Self.standardFont(of: renderer)
    }

    private func layout(_ text: String, language: String?, accent: RGBAColor?) throws -> TextLayout {
        let entity = TextEntity(type: .pre, offset: 0, length: text.utf16.count, language: language)
        let styling = TextStyling(entities: [entity], links: ChatLook.telegram.links.light.incoming, seed: 1, codeAccent: accent)
        return try TextLayout(text: text, font: font, maxWidth: nil, language: nil, context: renderer.textContext, styling: styling)
    }

    static let code = "func greet() {\n    print(\"hi\")\n}"

    @Test func aNamedLanguageHeadsTheBlockBesideItsBar() throws {
        let plain = try layout(Self.code, language: "swift", accent: nil)
        let headed = try layout(Self.code, language: "swift", accent: .rgb(0x00A700))
        let title = try #require(headed.codeTitles.values.first)
        #expect(headed.codeTitles.count == 1 && title.shownText == "Swift")
        let titleHeight = title.extents.logical.height
        #expect(titleHeight > 10 && titleHeight < font.lineHeight(in: renderer.textContext))
        let (with, without) = (headed.extents, plain.extents)
        #expect(abs(with.logical.width - without.logical.width - TextStyling.preBar.width) < 0.01)
        #expect(abs(with.logical.height - without.logical.height - titleHeight - TextStyling.preBar.titleGap) < 0.01)
        #expect(abs(with.ink.minX - without.ink.minX - TextStyling.preBar.width) < 0.01)
        #expect(plain.codeTitles.isEmpty)
    }

    @Test func aBlockWithoutALanguageHasTheBarAlone() throws {
        let plain = try layout(Self.code, language: nil, accent: nil)
        let barred = try layout(Self.code, language: " ", accent: .rgb(0x00A700))
        #expect(barred.codeTitles.isEmpty)
        #expect(abs(barred.extents.logical.width - plain.extents.logical.width - TextStyling.preBar.width) < 0.01)
        #expect(abs(barred.extents.logical.height - plain.extents.logical.height) < 0.01)
    }

    @Test(arguments: [("swift", "Swift"), ("JavaScript", "Javascript"), ("objective-c", "Objective-C"), (" c++ ", "C++"), ("python3", "Python3")])
    func theLanguageIsCapitalizedAsTelegramWritesIt(_ language: String, _ title: String) {
        #expect(TextLayout.codeTitle(language) == title)
    }
}
