import Foundation
import Synchronization
import Testing
import BubbleGeometry
import BubbleRender
import PixelDiff
import Transcript
@testable import BubbleSnapshot
@testable import ImageSnapshot

/// Masks by meaning: times, avatars, the status bar and messages found in the layout.
@Suite("masks by meaning")
struct SnapshotMaskTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-masks-\(UUID().uuidString)")

    /// A group chat on a phone screen; `time`, `clock` and `reply` are what the tests change.
    private func chat(time: String = "12:01", clock: String = "9:41", reply: String = "Yes", theme: LookName = .imessage) -> Transcript {
        Transcript(theme: theme, scale: 1, screen: Screen(device: .preset(.iPhone61), statusBar: StatusBar(time: clock)),
                   participants: [Participant(id: "ann", name: "Ann"), Participant(id: "bob", name: "Bob"), Participant(id: "me", side: .outgoing)],
                   messages: [.bubble(BubbleMessage(from: "ann", text: "Lunch?", time: time, id: "m1")),
                              .bubble(BubbleMessage(from: "bob", text: "Where?", time: "12:03", id: "m2")),
                              .bubble(BubbleMessage(from: "me", text: reply, time: "12:04", id: "m3"))])
    }

    @Test func eachMaskCoversWhatItNames() throws {
        let page = try SnapshotRendering.laidOut(chat(), file: nil)
        let screen = try #require(page.screen)
        let scale = page.scale
        #expect(SnapshotMask.statusBar.regions(in: page)
            == [PixelRegion(x: 0, y: 0, width: Int(screen.statusBar.width * scale), height: Int((screen.statusBar.height * scale).rounded(.up)))])
        #expect(SnapshotMask.avatars.regions(in: page).count >= 2, "Ann's and Bob's")
        #expect(SnapshotMask.times.regions(in: page).count == 1, "iMessage: one time header")
        let inBubbles = try SnapshotRendering.laidOut(chat(theme: .whatsapp), file: nil)
        #expect(SnapshotMask.times.regions(in: inBubbles).count == 3, "WhatsApp: a time in each bubble")
        let m3 = try #require(SnapshotMask.messages(["m3"]).regions(in: page).first)
        let last = try #require(page.rows.last)
        #expect(Double(m3.y) <= last.origin.y * scale && Double(m3.y + m3.height) >= (last.origin.y + last.row.height) * scale)
        #expect(SnapshotMask.messages(["nope"]).regions(in: page).isEmpty)
    }

    @Test(arguments: [("time", [SnapshotMask.times]), ("clock", [.statusBar]), ("reply", [.messages(["m3"])])])
    func aMaskedChangePassesAndAnUnmaskedOneFails(_ change: String, _ masks: [SnapshotMask]) throws {
        let reference = folder.appendingPathComponent("__Snapshots__/MaskTests/\(change).png")
        // iMessage shows the time as a header: a time of another width moves nothing else.
        let theme: LookName = change == "time" ? .imessage : .whatsapp
        let original = try SnapshotRendering.image(of: chat(theme: theme), file: nil).png
        try Snapshot.verify(png: original, reference: reference, configuration: SnapshotConfiguration(record: .all, artifacts: folder, onCI: false))
        let changed = switch change {
        case "time": chat(time: "12:02", theme: theme)
        case "clock": chat(clock: "9:42", theme: theme)
        default: chat(reply: "Yep", theme: theme)
        }
        let png = try SnapshotRendering.image(of: changed, file: nil).png
        let page = try SnapshotRendering.laidOut(changed, file: nil)
        var strict = SnapshotConfiguration(record: .never, artifacts: folder, onCI: false)
        #expect(throws: SnapshotFailure.self, "unmasked, the change fails") {
            try Snapshot.verify(png: png, reference: reference, configuration: strict)
        }
        strict.diff.masks = masks.flatMap { $0.regions(in: page) }
        try Snapshot.verify(png: png, reference: reference, configuration: strict)
    }

    @Test func theAssertionResolvesItsMasksInTheLayout() throws {
        let references = folder.appendingPathComponent("references")
        let reference = references.appendingPathComponent("SnapshotMaskTests/theAssertionResolvesItsMasksInTheLayout.wired.png")
        try Snapshot.verify(png: try SnapshotRendering.image(of: chat(theme: .whatsapp), file: nil).png, reference: reference,
                            configuration: SnapshotConfiguration(record: .all, artifacts: folder, onCI: false))
        let failures = Mutex<[SnapshotFailure]>([])
        assertBubbleSnapshot(of: chat(clock: "10:10", theme: .whatsapp), named: "wired", masks: [.statusBar],
                             configuration: SnapshotConfiguration(record: .never, artifacts: folder, onCI: false, references: references),
                             reporter: SnapshotReporter { failure, _ in failures.withLock { $0.append(failure) } })
        #expect(failures.withLock { $0 }.isEmpty)
    }
}
