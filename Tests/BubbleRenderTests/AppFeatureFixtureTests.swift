import Foundation
import Testing
import BubbleGeometry
import BubbleRender
import Transcript
import PNGCodec

/// What chat apps draw around messages, in every theme, light and dark: each transcript
/// `Fixtures/transcripts/NAME.json` rendered with each theme and appearance and compared with
/// `Fixtures/conversations/NAME-THEME-APPEARANCE.png`.
///
/// - `service-lines`: system lines, the typing indicator, the "Edited" and "Forwarded" labels;
/// - `delivery-status`: ticks, receipts and the failed mark;
/// - `reactions`: tapback badges, WhatsApp's pill and Telegram-style pills;
/// - `stickers`: stickers without a bubble, the time on a pill where the app puts it there;
/// - `replies`: replies by id and by index, a quoted photo and an inline quote;
/// - `links`: link cards with a wide picture, a thumbnail (iMessage: the link alone) and none;
/// - `detected-links`: web and e-mail addresses and phone numbers found in plain text (one
///   message in Arabic), and a message with `"detectLinks": false` that keeps them plain;
/// - `labels`: a German chat whose `"labels"` give the app's own words ("Bearbeitet",
///   "Weitergeleitet", "Zugestellt", "Gelesen", "Nicht zugestellt", "Du", "Foto"), in the
///   light appearance only (the dark one draws the same words);
/// - `deleted`: a deleted message of someone else's and one of the user's (the no-entry mark
///   and the words in grey italics, the time beside them), in WhatsApp's and iMessage's looks,
///   light;
/// - `group-photos`: iMessage's own conventions in a group chat, light and dark: time
///   headers at the top and after an hour, a photo as a bubble with its caption in one of
///   its own, grey monograms level with the bubbles, the curved reply thread, the receipt
///   under the last message sent, the typing dots in three shades;
/// - `cards`: a poll, a place on a map, a contact, a bot's embed, a dice and a checklist, in
///   every theme, light and dark; `cards-rtl`: an Arabic poll, place and contact right to
///   left, in `telegram` and `whatsapp`, light.
@Suite("app feature fixtures")
struct AppFeatureFixtureTests {
    struct Look: CustomTestStringConvertible, Sendable {
        var transcript: String
        var theme: LookName
        var appearance: Appearance
        var fixture: String { "conversations/\(transcript)-\(theme.rawValue)-\(appearance.rawValue).png" }
        var testDescription: String { "\(transcript) \(theme.rawValue) \(appearance.rawValue)" }
    }

    static let transcripts = ["service-lines", "delivery-status", "reactions", "stickers", "replies", "links", "detected-links"]

    static let looks = transcripts.flatMap { name in
        ChatLook.names.flatMap { theme in Appearance.allCases.map { Look(transcript: name, theme: theme, appearance: $0) } }
    } + ChatLook.names.map { Look(transcript: "labels", theme: $0, appearance: .light) }
        + [LookName.whatsapp, .imessage].map { Look(transcript: "deleted", theme: $0, appearance: .light) }
        + Appearance.allCases.map { Look(transcript: "group-photos", theme: .imessage, appearance: $0) }
        + ChatLook.names.flatMap { theme in Appearance.allCases.map { Look(transcript: "cards", theme: theme, appearance: $0) } }
        + [LookName.telegram, .whatsapp].map { Look(transcript: "cards-rtl", theme: $0, appearance: .light) }

    @Test("every theme, light and dark", arguments: looks)
    func render(_ look: Look) throws {
        var transcript = try Transcript.load(contentsOf: FixtureComparison.root.appendingPathComponent("transcripts/\(look.transcript).json"))
        transcript.theme = look.theme
        transcript.appearance = look.appearance
        let rendered = try BubbleRenderer().render(transcript)
        #expect(rendered.pageCount == 1)
        let png = try #require(rendered.images.first).bytes
        try FixtureComparison.check(png: png, fixture: look.fixture)
    }
}
