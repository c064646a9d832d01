import Foundation
import Testing
import PNGCodec
import WorkMeter

/// Inputs within the size limits that cost minutes, gigabytes or a wrong image before the
/// content limits (issue 13): each is one error line naming the JSON path, refused before the
/// work that cost that much (counted by `WorkMeter`, not timed).
extension HostileInputTests {
    static let jpeg = Array((try? Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/transcripts/images/park.jpg"))) ?? Data())

    /// The fixture photo with its frame header (SOF0) claiming `width` x `height` pixels.
    static func jpeg(claiming width: Int, _ height: Int) -> [UInt8] {
        var bytes = jpeg
        guard let sof = (0..<(bytes.count - 9)).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }) else { return [] }
        bytes.replaceSubrange((sof + 5)...(sof + 8), with: [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)])
        return bytes
    }

    /// A transcript of one participant whose messages are `texts`.
    static func texts(_ texts: [String]) -> String {
        let messages = texts.map { #"{"from": "a", "text": \#(quoted($0))}"# }
        return #"{"participants": {"a": {}}, "messages": [\#(messages.joined(separator: ", "))]}"#
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static let marks = String(repeating: "\u{301}", count: 99_999)

    static let limitCases: [Case] = [
        Case("a character with 99,999 combining marks", texts(["a" + marks]),
             ": messages[0].text: 99999 combining marks on one character (the limit is 100)"),
        Case("40 messages of 16,000 combining marks", texts(Array(repeating: "a" + String(repeating: "\u{301}", count: 16_000), count: 40)),
             ": messages[0].text: 16000 combining marks on one character (the limit is 100)"),
        Case("marks between zero-width joiners", texts(["a" + String(repeating: "\u{301}\u{200D}", count: 101)]),
             ": messages[0].text: 101 combining marks on one character"),
        Case("more than a million characters in all", texts(Array(repeating: String(repeating: "word ", count: 19_000), count: 11)),
             ": messages[10]: the messages up to here hold more than 1000000 characters, the limit for one transcript"),
        Case("99,999 newlines", texts([String(repeating: "\n", count: 99_999)]),
             ": messages[0]: the text's line breaks alone make 100000 lines, 2057421 points tall, more than any image can be"),
        Case("x, 95,000 newlines, y", texts(["x" + String(repeating: "\n", count: 95_000) + "y"]),
             ": messages[0]: the text's line breaks alone make 95001 lines"),
        Case("font size out of range", #"{"font": "Noto Sans 1000000000", "messages": []}"#,
             ": font: needs a size from 1 to 1000 points"),
        Case("JPEG cut in half, end marker appended", oneImage,
             ": messages[0].image: images/x: corrupt JPEG data: premature end of data segment",
             files: ["images/x": Array(jpeg.prefix(jpeg.count / 2)) + [0xFF, 0xD9]]),
        Case("JPEG with its middle third zeroed", oneImage, ": messages[0].image: images/x: corrupt JPEG data: ",
             files: ["images/x": Array(jpeg.prefix(jpeg.count / 3)) + Array(repeating: 0, count: jpeg.count / 3)
                     + Array(jpeg.dropFirst(2 * (jpeg.count / 3)))]),
        Case("JPEG header claiming 16000x3000 over 16x16 of data", oneImage,
             ": messages[0].image: images/x: the header declares 16000x3000 pixels, more than 9377 bytes of JPEG data can hold",
             files: ["images/x": jpeg(claiming: 16000, 3000)]),
    ]

    /// Zalgo text within the limit still renders, and cheaply: 100 letters, each under a stack
    /// of 100 combining marks above, through and below it, laid out once and drawn on one page.
    @Test func zalgoWithinTheLimitRenders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-zalgo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stack = String(repeating: "\u{300}\u{301}\u{316}\u{317}\u{334}", count: 20)
        let zalgo = (0..<100).map { index in (index % 20 == 19 ? " " : "z") + stack }.joined()
        let transcript = folder.appendingPathComponent("chat.json")
        try Data(Self.texts([zalgo, "after"]).utf8).write(to: transcript)
        let io = CapturedConsole()
        let (status, work) = io.measuredRun(["render", transcript.path, "-o", folder.appendingPathComponent("out.png").path])
        #expect(status == 0, "\(io.err)")
        // Each message's text handed to Pango once, not once a line or a mark.
        #expect(work[.laidOutText] == zalgo.utf8.count + "after".utf8.count)
        // The page drawn once (plus small pieces: avatars, probes), not a surface per mark.
        let page = try PNGDecoder.decode(Array(Data(contentsOf: folder.appendingPathComponent("out.png")))).image
        #expect(work[.surfacePixels] <= 2 * page.width * page.height)
    }

    @Test(arguments: limitCases)
    func contentLimitIsOneErrorLineInSeconds(_ testCase: Case) throws {
        #expect(Self.jpeg.count == 9377)
        let (result, work) = WorkMeter.measure { Result { try badInputIsOneErrorLineAndNoFile(testCase) } }
        try result.get()
        // Refused before any text is laid out; a refused text draws nothing.
        #expect(work[.laidOutText] == 0)
        if testCase.files.isEmpty { #expect(work[.surfacePixels] == 0) }
        // No JPEG decoded beyond the fixture's own 480x360 pixels (the 16000x3000 header
        // would be 48 million).
        #expect(work[.jpegPixels] <= 480 * 360)
    }
}
