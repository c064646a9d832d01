import Testing
import BubbleGeometry
@testable import ConversationLayout

/// A look file sets how cards are drawn: the poll's shares, the accent per appearance and
/// side, and the buttons' words, the rest kept from its base.
@Suite("look files: cards")
struct LookFileCardTests {
    @Test func aLookFileSetsTheCards() throws {
        let file = try LookFile.decode(from: Array("""
            {"base": "telegram", "cards": {"pollShares": "countAfter", "accent": {"dark": {"outgoing": "#FFD700"}},
                                           "pollButton": "Results", "contactButton": null}}
            """.utf8), file: "brand.json")
        let cards = file.look.cards
        #expect(cards.pollShares == .countAfter)
        #expect(cards.accent.dark.outgoing == RGBAColor(hex: "#FFD700"))
        #expect(cards.accent.light == ChatLook.telegram.cards.accent.light)
        #expect(cards.pollButton == "Results")
        #expect(cards.contactButton == nil)
        let whatsapp = try LookFile.decode(from: Array(#"{"base": "whatsapp", "cards": {"contactButton": null}}"#.utf8), file: "brand.json")
        #expect(whatsapp.look.cards.pollButton == "View votes")
        #expect(whatsapp.look.cards.contactButton == nil)
        #expect(whatsapp.look.cards.pollLabel == .selectOneOrMore)
        let quiet = try LookFile.decode(from: Array(#"{"base": "telegram", "cards": {"pollLabel": "none"}}"#.utf8), file: "brand.json")
        #expect(quiet.look.cards.pollLabel == nil)
        let chosen = try LookFile.decode(from: Array(#"{"base": "plain", "cards": {"pollLabel": "anonymousPoll"}}"#.utf8), file: "brand.json")
        #expect(chosen.look.cards.pollLabel == .anonymousPoll)
    }
}
