import Foundation
import Synchronization
import Testing
import BubbleRender
import Transcript
@testable import BubbleSnapshot
@testable import ImageSnapshot

/// `assertLayoutSnapshot`: a transcript's laid-out rows as JSON text, compared line by line.
@Suite("layout snapshots")
struct LayoutSnapshotTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-layout-\(UUID().uuidString)")

    private func chat(_ reply: String) -> Transcript {
        Transcript(participants: [Participant(id: "ann"), Participant(id: "me", side: .outgoing)],
                   messages: [.bubble(BubbleMessage(from: "ann", text: "Lunch at one?", id: "m1")),
                              .bubble(BubbleMessage(from: "me", text: reply, id: "m2"))])
    }

    private func assert(_ transcript: Transcript, _ mode: SnapshotRecordMode) -> [SnapshotFailure] {
        let failures = Mutex<[SnapshotFailure]>([])
        let source = SnapshotSource(fileID: "App/LayoutTests.swift", filePath: folder.appendingPathComponent("LayoutTests.swift").path,
                                    line: 1, column: 1, function: "chat()")
        SnapshotAssertion(source: source, name: "chat", masks: [], configuration: SnapshotConfiguration(record: mode, artifacts: folder, onCI: false),
                          reporter: SnapshotReporter { failure, _ in failures.withLock { $0.append(failure) } }, run: SnapshotRun())
            .checkText { () throws(SnapshotFailure) in
                do {
                    return LayoutText.json(try BubbleRenderer().laidOut(transcript, file: nil))
                } catch {
                    throw SnapshotFailure("\(error)")
                }
            }
        return failures.withLock { $0 }
    }

    @Test func theRowsTheirTextsLinesAndRunsAreWrittenAndCompared() throws {
        #expect(assert(chat("Yes, see you there"), .all).isEmpty)
        let reference = folder.appendingPathComponent("__Snapshots__/LayoutTests/chat.chat.json")
        let text = try String(contentsOf: reference, encoding: .utf8)
        for expected in ["\"entry\": \"messages[1]\"", "\"id\": \"m2\"", "\"from\": \"me\"", "\"text\": \"Yes, see you there\"", "\"bubble\": [",
                         "\"runs\": [\"Inter 18\"]"] {
            #expect(text.contains(expected), "\(expected)")
        }
        #expect(assert(chat("Yes, see you there"), .never).isEmpty, "the same layout gives the same text")
        let failures = assert(chat("No"), .never)
        let message = try #require(failures.first?.description)
        #expect(message.hasPrefix("chat.chat: "), "\(message)")
        #expect(message.contains("lines differ, the first at line"), "\(message)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("LayoutTests/chat.chat.actual.json").path))
    }
}
