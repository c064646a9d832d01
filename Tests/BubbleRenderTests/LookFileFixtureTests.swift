import Foundation
import Testing
import BubbleGeometry
import BubbleRender
import StrictJSON
import Transcript
import PNGCodec

/// A look of one's own: `Fixtures/transcripts/brand-look.json` names the look file
/// `looks/brand.json` (a purple chat app's look, starting from `plain`), drawn light and dark
/// (`Fixtures/conversations/brand-look-APPEARANCE.png`) and on two screens
/// (`screen-DEVICE-brand-look-APPEARANCE.png`); and how a look file reaches the renderer.
@Suite("look file fixtures")
struct LookFileFixtureTests {
    static let transcriptURL = FixtureComparison.root.appendingPathComponent("transcripts/brand-look.json")

    static func transcript() throws -> Transcript {
        try Transcript.load(contentsOf: transcriptURL, limits: .default.withBuiltInLooks)
    }

    @Test("the brand look, light and dark", arguments: Appearance.allCases)
    func conversation(_ appearance: Appearance) throws {
        var transcript = try Self.transcript()
        transcript.appearance = appearance
        let rendered = try BubbleRenderer().render(transcript)
        let png = try #require(rendered.images.first).bytes
        try FixtureComparison.check(png: png,
                                    fixture: "conversations/brand-look-\(appearance.rawValue).png")
    }

    @Test("the brand look on a screen", arguments: [(DevicePreset.iPhone61, Appearance.light), (.androidPhone, .dark)])
    func screen(_ device: DevicePreset, _ appearance: Appearance) throws {
        var transcript = try Self.transcript()
        transcript.appearance = appearance
        transcript.screen = Screen(device: .preset(device), subtitle: "Typically replies in minutes", unread: 2)
        let rendered = try BubbleRenderer().render(transcript, compression: .best)
        let png = try #require(rendered.images.first).bytes
        try FixtureComparison.check(png: png,
                                    fixture: "conversations/screen-\(device.rawValue)-brand-look-\(appearance.rawValue).png")
    }

    @Test func aGivenLookFileReplacesTheTranscriptsLook() throws {
        let renderer = try BubbleRenderer()
        let look = try LookFile.load(contentsOfFile: FixtureComparison.root.appendingPathComponent("transcripts/looks/brand.json").path)
        var talk = try Self.transcript()
        talk.look = nil
        talk.theme = .talk
        let given = try renderer.render(talk, look: look).images.first?.bytes
        let own = try renderer.render(try Self.transcript()).images.first?.bytes
        #expect(given == own)
        #expect(try renderer.render(talk).images.first?.bytes != own)
    }

    /// Each failure names the transcript's `look`, and nothing is written.
    @Test func aLookFileThatCannotBeUsedIsOneError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("look-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("looks"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"base": "plain",\#n "metaSize": "big"}"#.utf8).write(to: folder.appendingPathComponent("looks/bad.json"))
        let renderer = try BubbleRenderer()
        for (look, message) in [
            ("looks/none.json", "t.json: look: looks/none.json: no such file"),
            ("looks/bad.json", "t.json: look: looks/bad.json: metaSize: expected a number, found a string (line 2, column 14)"),
            ("/etc/looks.json", "t.json: look: /etc/looks.json: is an absolute path; pass allowOutsideFiles: true to read files outside the transcript's folder"),
        ] {
            let transcript = Transcript(look: look, participants: [Participant(id: "ann")],
                                        messages: [.bubble(BubbleMessage(from: "ann", text: "hi"))], baseDirectory: folder)
            let output = folder.appendingPathComponent("out.png").path
            let error = try #require(throws: RenderError.self) { try renderer.render(transcript: transcript, file: "t.json", to: output) }
            #expect(error.description == message)
            #expect(!FileManager.default.fileExists(atPath: output))
            #expect(TranscriptLook.problems(in: transcript, file: "t.json", allowOutsideFiles: false).map(\.description) == [message])
        }
    }

    @Test func aBubbleIsDrawnInItsLookFile() throws {
        let look = try LookFile.load(contentsOfFile: FixtureComparison.root.appendingPathComponent("transcripts/looks/brand.json").path)
        let image = try BubbleRenderer().render(text: "hi", options: BubbleOptions(look: look, side: .outgoing)).pixels
        // Inside the bubble, left of the text.
        let fill = try #require(image.pixel(x: 2 * 12, y: image.height / 2))
        #expect([fill.red, fill.green, fill.blue] == [0x6C, 0x3F, 0xD6])
        #expect(BubbleOptions(look: look, side: .outgoing).resolvedColors.fill == .rgb(0x6C3FD6))
    }
}
