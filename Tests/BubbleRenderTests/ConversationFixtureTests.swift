import Foundation
import Testing
import BubbleRender
import Transcript
import PNGCodec

/// The example transcripts in `Fixtures/transcripts/`, rendered and compared with the PNGs
/// recorded beside them in `Fixtures/conversations/`.
@Suite("conversation fixtures")
struct ConversationFixtureTests {
    static let names = ["imessage-two-person", "whatsapp-group", "talk-chinese", "imessage-dark", "rtl-arabic", "multilingual"]

    @Test("example transcripts", arguments: names)
    func transcript(_ name: String) throws {
        let url = FixtureComparison.root.appendingPathComponent("transcripts/\(name).json")
        let transcript = try Transcript.load(contentsOf: url)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-conversation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("\(name).png").path
        let written = try BubbleRenderer().render(transcript: transcript, file: "\(name).json", to: output).paths
        #expect(written == [output])
        let png = Array(try Data(contentsOf: URL(fileURLWithPath: output)))
        try FixtureComparison.check(png: png, fixture: "conversations/\(name).png")
    }
}
