import Testing
import BubbleGeometry
import ConversationLayout
import PNGCodec
import Transcript
@testable import BubbleRender

/// Web and e-mail addresses and phone numbers in plain text are laid out as the look draws
/// links, in every look, unless the transcript or the message turns that off.
@Suite("links found in plain text")
struct DetectedLinkTests {
    static let text = "Mail ann@example.com or call +49 30 1234567, see example.com/a"

    /// The kinds of the spans laid out in each message's text of `json`'s chat in `theme`.
    private func spanKinds(_ json: String, theme: LookName) throws -> [[TextEntity.Kind]] {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = theme
        let layout = try BubbleRenderer().layout(of: chat, file: "t.json").0
        return try RowSpec.rows(of: chat).map { spec in
            try layout.row(spec).items.flatMap { item -> [TextEntity.Kind] in
                guard case .bubble(let bubble, _) = item else { return [] }
                return bubble.content.texts.flatMap { $0.spans.map(\.kind) }
            }
        }
    }

    @Test(arguments: ChatLook.names)
    func detectedUnlessTurnedOff(_ theme: LookName) throws {
        let messages = #"[{"from": "ann", "text": "\#(Self.text)"}, {"from": "ann", "text": "\#(Self.text)", "detectLinks": false}]"#
        let on = try spanKinds(#"{"participants": {"ann": {}}, "messages": \#(messages)}"#, theme: theme)
        #expect(on == [[.email, .phone, .link], []])
        let off = #"{"detectLinks": false, "participants": {"ann": {}}, "messages": [{"from": "ann", "text": "\#(Self.text)"}, "#
            + #"{"from": "ann", "text": "\#(Self.text)", "detectLinks": true}]}"#
        #expect(try spanKinds(off, theme: theme) == [[], [.email, .phone, .link]])
    }

    /// WhatsApp colours what it finds in its link blue: the text of a chat with an address
    /// holds that colour, the same chat with detection off does not.
    @Test func whatsAppDrawsAFoundAddressInItsLinkBlue() throws {
        func bluePixels(detect: Bool) throws -> Int {
            let chat = Transcript(theme: .whatsapp, width: 320, scale: 2, detectLinks: detect, participants: [Participant(id: "ann")],
                                  messages: [.bubble(BubbleMessage(from: "ann", text: "see example.com/docs"))])
            let png = try #require(try BubbleRenderer().render(chat).images.first).bytes
            let image = try PNGDecoder.decode(png).image
            let blue = try #require(RGBAColor(hex: "#027EB5"))
            return stride(from: 0, to: image.pixels.count, by: 4).count { index in
                abs(Int(image.pixels[index]) - Int(blue.red)) < 24 && abs(Int(image.pixels[index + 1]) - Int(blue.green)) < 24
                    && abs(Int(image.pixels[index + 2]) - Int(blue.blue)) < 24
            }
        }
        #expect(try bluePixels(detect: true) > 100)
        #expect(try bluePixels(detect: false) == 0)
    }
}
