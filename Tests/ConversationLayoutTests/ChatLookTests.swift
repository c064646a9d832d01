import Testing
import BubbleGeometry
import Transcript
import ConversationLayout

@Suite("looks")
struct ChatLookTests {
    @Test(arguments: BubbleStyle.themes)
    func everyThemeNamesItsLook(_ theme: BubbleStyle) throws {
        let look = try #require(ChatLook.named(theme.rawValue))
        #expect(ChatLook.standard(theme) == look)
        #expect(look.name == theme.rawValue)
    }

    @Test func lookNamesAreUniqueAndUnknownOnesFindNone() {
        #expect(Set(ChatLook.builtIn.map(\.name)).count == ChatLook.builtIn.count)
        #expect(ChatLook.named("whatsap") == nil)
    }
}
