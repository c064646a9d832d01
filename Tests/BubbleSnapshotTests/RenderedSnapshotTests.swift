import Foundation
import Testing
import BubbleRender
import PNGCodec
import Transcript
@testable import BubbleSnapshot

/// What `BubbleSnapshot` adds to the comparing core: images it renders are recorded with the
/// render environment beside them.
@Suite("rendered snapshots")
struct RenderedSnapshotTests {
    @Test func theRenderEnvironmentNamesTheLibraries() {
        #expect(SnapshotEnvironment.bubbleRender.fingerprint.hasPrefix(RenderEnvironment.summary))
    }

    @Test func aRenderedBubbleIsRecordedWithTheRenderEnvironment() throws {
        let folder = URL(fileURLWithPath: "/tmp/bubbles-rendered-snapshot-tests")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = SnapshotConfiguration(record: .all, artifacts: folder.appendingPathComponent("artifacts"), onCI: false)
        assertBubbleSnapshot(of: "Recorded", named: "bubble", configuration: configuration,
                             filePath: "/tmp/bubbles-rendered-snapshot-tests/RenderTests.swift")
        let fingerprint = folder.appendingPathComponent("__Snapshots__/RenderTests/render-fingerprint.txt")
        #expect(try String(contentsOf: fingerprint, encoding: .utf8) == SnapshotEnvironment.bubbleRender.fingerprint)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__/RenderTests/aRenderedBubbleIsRecordedWithTheRenderEnvironment.bubble.png").path))
    }

    @Test func aTranscriptBuiltInCodeIsSnapshotInMemory() throws {
        let transcript = Transcript(scale: 1, participants: [Participant(id: "me", side: .outgoing), Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", text: "Hi")), .bubble(BubbleMessage(from: "me", text: "Hello"))])
        let png = try SnapshotRendering.png(of: transcript, file: nil)
        let image = try PNGDecoder.decode(png).image
        #expect(image.width == 390)
    }
}
