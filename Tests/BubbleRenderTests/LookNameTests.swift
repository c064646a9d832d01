import Foundation
import Testing
import BubbleRender
import StrictJSON
import Transcript

/// A look is found by name in the renderer's registry, whoever gives the name: a transcript
/// built in code, one read without the looks' names, or bubble options.
@Suite("look names")
struct LookNameTests {
    let renderer: BubbleRenderer

    init() throws {
        renderer = try BubbleRenderer()
    }

    static let message = #"expected "imessage", "whatsapp", "whatsapp-android", "telegram", "talk" or "plain", found "whatsap""#

    @Test func aTranscriptBuiltInCodeMustNameALook() throws {
        let transcript = Transcript(theme: "whatsap", participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", text: "hi"))])
        let error = try #require(throws: RenderError.self) { try renderer.render(transcript) }
        #expect(error.description == "theme: " + Self.message)
    }

    @Test func aTranscriptReadWithoutTheNamesIsRefusedWhenDrawn() throws {
        let transcript = try Transcript.decode(from: #"{"theme": "whatsap", "messages": []}"#, file: "t.json")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("look-\(UUID().uuidString).png").path
        let error = try #require(throws: RenderError.self) { try renderer.render(transcript: transcript, file: "t.json", to: path) }
        #expect(error.description == "t.json: theme: " + Self.message)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func bubbleOptionsMustNameALook() throws {
        let error = try #require(throws: RenderError.self) {
            try renderer.render(text: "hi", options: BubbleOptions(theme: "whatsap"))
        }
        #expect(error == .unknownLook("whatsap"))
        #expect(error.description == "theme: " + Self.message)
    }

    @Test(arguments: ChatLook.names)
    func aBubbleIsDrawnOnItsLooksCanvas(_ name: LookName) throws {
        let look = try #require(ChatLook.named(name))
        let image = try renderer.render(text: "hi", options: BubbleOptions(theme: look.name)).pixels
        let background = look.colors.light.background
        let corner = try #require(image.pixel(x: 0, y: 0))
        #expect([corner.red, corner.green, corner.blue] == [background.red, background.green, background.blue])
    }
}
