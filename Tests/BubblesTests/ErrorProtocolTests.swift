import Foundation
import Testing
import Bubbles

/// Every stage's error is a `BubblesError`: one thing to catch, one line to print, and its
/// file, JSON path, line, column and message apart.
@Suite("Bubbles: one error protocol")
struct ErrorProtocolTests {
    /// The error `body` throws, as the protocol.
    func caught(_ body: () throws -> Void) -> (any BubblesError)? {
        do {
            try body()
            return nil
        } catch let error as any BubblesError {
            return error
        } catch {
            Issue.record("not a BubblesError: \(type(of: error)) \(error)")
            return nil
        }
    }

    struct Parts: Equatable, CustomStringConvertible {
        let file: String?
        let jsonPath: String?
        let line: Int?
        let column: Int?
        let message: String
        var description: String { "\(file ?? "-") \(jsonPath ?? "-") \(line ?? 0):\(column ?? 0) \(message)" }
    }

    func parts(_ error: (any BubblesError)?) -> Parts? {
        error.map { Parts(file: $0.file, jsonPath: $0.jsonPath, line: $0.line, column: $0.column, message: $0.message) }
    }

    @Test("a transcript's invalid value: file, JSON path, line and column, and the message alone")
    func invalidValue() {
        let json = """
        {"participants": {"ann": {}},
         "messages": [{"from": "bob", "text": "hi"}]}
        """
        let error = caught { _ = try Transcript.decode(from: json, file: "chat.json") }
        #expect(parts(error) == Parts(file: "chat.json", jsonPath: "messages[0].from", line: 2, column: 24,
                                      message: #"unknown participant "bob" (participants: ann)"#))
        #expect(error?.description == #"chat.json: messages[0].from: unknown participant "bob" (participants: ann) (line 2, column 24)"#)
    }

    @Test("malformed JSON: line and column, no JSON path")
    func syntax() {
        let error = caught { _ = try Transcript.decode(from: "{\n  \"messages\": [,]}", file: "chat.json") }
        #expect(parts(error) == Parts(file: "chat.json", jsonPath: nil, line: 2, column: 16, message: "unexpected ',', expected a value"))
        let parsed = caught { _ = try JSONValue.parse("[1,]") }
        #expect(parsed?.line == 1 && parsed?.column == 3 && parsed?.file == nil && parsed?.jsonPath == nil)
        #expect(parsed?.description == "1:3: trailing comma is not allowed")
        #expect(parsed?.message == "trailing comma is not allowed")
    }

    @Test("a transcript built in code names the value's JSON path")
    func builtInCode() throws {
        let transcript = Transcript(participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "bob", text: "hi"))])
        let error = caught { _ = try BubbleRenderer().render(transcript) }
        #expect(parts(error) == Parts(file: nil, jsonPath: "messages[0].from", line: nil, column: nil,
                                      message: #"unknown participant "bob" (participants: ann)"#))
        #expect(error?.description == #"messages[0].from: unknown participant "bob" (participants: ann)"#)
    }

    @Test("an image a transcript names that is missing: the transcript, the path and the message")
    func missingImage() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        let transcript = Transcript(participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", image: "no-such-image.png"))], baseDirectory: folder)
        let error = caught { _ = try BubbleRenderer().render(transcript) }
        #expect(error?.jsonPath == "messages[0].image")
        #expect(error?.message.contains("no-such-image.png") == true)
        #expect(error?.description.hasSuffix(error?.message ?? "-") == true)
    }

    @Test("errors without a place: their one line is the message")
    func withoutPlace() throws {
        let errors: [(any BubblesError)?] = [
            caught { _ = try PNGDecoder.decode([1, 2, 3]) },
            caught { _ = try WebPDecoder.decode([1, 2, 3]) },
            caught { _ = try RGBAImage(width: -1, height: 1, pixels: []) },
            caught { _ = try PixelMatch.compare(RGBAImage(width: 1, height: 1, red: 0, green: 0, blue: 0),
                                                RGBAImage(width: 2, height: 1, red: 0, green: 0, blue: 0)) },
            caught { _ = try BubbleRenderer().render(text: "x", options: BubbleOptions(font: "No Such Family 17")) },
        ]
        #expect(errors.map { $0?.description } == [
            "not a PNG file", "not a WebP file", "invalid image dimensions: -1x1", "sizes differ: 1x1 vs 2x1",
            errors[4]?.description,
        ])
        for error in errors {
            #expect(error?.message == error?.description)
            #expect(error?.file == nil && error?.jsonPath == nil && error?.line == nil && error?.column == nil)
        }
    }

    @Test("a chat export that is missing names its file")
    func chatExport() {
        let error = caught { _ = try ChatImporter.read(.telegram, at: "no-such-export.json") }
        #expect(error?.file == "no-such-export.json")
        #expect(error?.description == "no-such-export.json: \(error?.message ?? "")")
    }

    @Test("the image comparison's file errors are one line naming the file")
    func diffTool() {
        let error = caught { _ = try DiffJob(expectedPath: "no-such-expected.png", actualPath: "no-such-actual.png").run(out: { _ in }, err: { _ in }) }
        #expect(error?.description.contains("no-such-expected.png") == true)
    }
}
