import Foundation
import Testing
import Bubbles

/// `transcript.problems()`: every problem of a transcript built in code, as `bubbles validate`
/// lists a file's, and with `checkingFiles` the files it names.
@Suite("Bubbles: every problem of a transcript built in code")
struct TranscriptProblemsTests {
    static let transcript = InMemoryRenderTests.transcript

    @Test("each problem, in order, named as Swift reaches it; validate() throws the first")
    func everyProblem() throws {
        var transcript = Self.transcript
        transcript.scale = 50
        transcript.messages.append(.bubble(BubbleMessage(from: "bob", text: "hi")))
        transcript.messages.append(.separator(""))
        let problems = transcript.problems()
        #expect(problems.map(\.description) == [
            "scale: expected a number from 0.5 to 4, found 50",
            #"messages[3].from: unknown participant "bob" (participants: ann, me)"#,
            #"messages[4].separatorText: expected a non-empty string, found """#,
        ])
        #expect(transcript.problems(maxProblems: 2).count == 2)
        #expect(throws: problems[0]) { try transcript.validate() }
        #expect(Self.transcript.problems().isEmpty)
        #expect(Self.transcript.problems(checkingFiles: true).isEmpty)
    }

    @Test("what JSON cannot hold is reported on its own")
    func unencodable() {
        var transcript = Self.transcript
        transcript.width = .infinity
        transcript.participants = [Participant(id: "ann"), Participant(id: "me"), Participant(id: "ann")]
        transcript.messages.append(.separator(""))
        #expect(transcript.problems().map(\.description) == [
            "width: expected a finite number, found inf",
            #"participants[2].id: another participant has the id "ann""#,
        ])
    }

    @Test("with checkingFiles, missing and unreadable files are problems too")
    func files() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-problems-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("dog.png"))
        var transcript = Self.transcript
        transcript.baseDirectory = folder
        transcript.messages[1].bubble?.image = "dog.png"
        transcript.messages.append(.bubble(BubbleMessage(from: "me", sticker: "missing.webp")))
        transcript.fonts = ["../outside.otf"]
        #expect(transcript.problems().isEmpty)
        let problems = transcript.problems(checkingFiles: true).map(\.property)
        #expect(problems == ["messages[1].image", "messages[3].sticker", "fonts[0]"])
        let described = transcript.problems(checkingFiles: true).map(\.description)
        #expect(described[1].hasPrefix("messages[3].sticker: missing.webp: "))
    }

    @Test("a message is edited in place in one line")
    func editInPlace() {
        var transcript = Self.transcript
        transcript.messages[2].bubble?.text = "Green after a retry"
        transcript.messages[0].bubble?.text = "not a bubble"
        #expect(transcript.messages[2].bubble?.text == "Green after a retry")
        #expect(transcript.messages[0] == .separator("Today 09:41"))
        transcript.messages[0].bubble = BubbleMessage(from: "ann", text: "now a bubble")
        #expect(transcript.messages[0].bubble?.from == "ann")
        transcript.messages[0].bubble = nil
        #expect(transcript.messages[0].bubble?.text == "now a bubble")
    }
}
