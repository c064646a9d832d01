import Foundation
import Testing
import BubbleRender
import BubbleGeometry
import Transcript
import PNGCodec

@Suite("conversation output")
struct ConversationOutputTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func chat(messages: Int, scale: Double = 0.5) -> Transcript {
        Transcript(scale: scale,
                   participants: [Participant(id: "me", side: .outgoing), Participant(id: "ann")],
                   messages: (0..<messages).map { .bubble(BubbleMessage(from: $0 % 3 == 0 ? "me" : "ann", text: "Message number \($0)")) })
    }

    @Test func twoThousandMessagesSplitIntoNumberedPages() throws {
        let output = folder.appendingPathComponent("long.png").path
        let written = try BubbleRenderer().render(transcript: chat(messages: 2000), file: "long.json", to: output).paths
        #expect(written.count > 1)
        #expect(written == (1...written.count).map { folder.appendingPathComponent("long-\($0).png").path })
        #expect(!FileManager.default.fileExists(atPath: output))
        for path in written {
            let bitmap = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path)))).image
            #expect(bitmap.height <= BubbleRenderer.defaultMaxPageHeight)
            #expect(bitmap.width == 195)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == written.count, "no temporary files left")
    }

    /// Pages are drawn band by band into small buffers (`default`) or whole
    /// (`best`): text, shapes, photos and avatars must come out exactly the same at every band
    /// boundary (photos are scaled into their page pixels once, then copied into each band).
    static let bandCases: [String] = [
        "imessage-two-person", "whatsapp-group", "multilingual", "rtl-arabic", "talk-chinese", "imessage-dark", "transparent",
    ]

    @Test(arguments: bandCases)
    func bandsDrawTheSamePixelsAsOneSurface(name: String) throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/transcripts").standardized
        var transcript = try Transcript.load(contentsOf: fixtures.appendingPathComponent(name == "transparent" ? "imessage-two-person.json" : "\(name).json"))
        if name == "transparent" { transcript.colors.background = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        let maxPageHeight = name == "talk-chinese" ? 900 : 16384
        let renderer = try BubbleRenderer()
        let banded = try renderer.render(transcript: transcript, file: nil, to: folder.appendingPathComponent("\(name)-banded.png").path,
                                         maxPageHeight: maxPageHeight, compression: .default).paths
        let whole = try renderer.render(transcript: transcript, file: nil, to: folder.appendingPathComponent("\(name)-whole.png").path,
                                        maxPageHeight: maxPageHeight, compression: .best).paths
        #expect(banded.count == whole.count)
        for (bandedPath, wholePath) in zip(banded, whole) {
            let a = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: bandedPath)))).image
            let b = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: wholePath)))).image
            #expect(a.width == b.width && a.height == b.height)
            let differing = zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
            #expect(differing == 0, "\(name): \(differing) bytes of \(bandedPath) differ from \(wholePath)")
        }
    }

    /// A renderer keeps its last page's band buffers for the next image of that width: what
    /// the first image drew in them must not show in the second.
    @Test func theNextImageInTheKeptBandBuffersIsWhatAFreshRendererDraws() throws {
        let shared = try BubbleRenderer()
        _ = try shared.render(chat(messages: 400, scale: 2))
        let reused = try shared.render(chat(messages: 3, scale: 2)).images.map(\.bytes)
        let fresh = try BubbleRenderer().render(chat(messages: 3, scale: 2)).images.map(\.bytes)
        #expect(reused == fresh)
    }

    /// A batch worker compresses its bands on its own thread, one after the other: the pages
    /// (several, each of several bands) are the bytes of bands compressed on other cores.
    @Test func bandsCompressedWhereDrawnGiveTheSameFiles() throws {
        let here = try BubbleRenderer()
        here.compressesBandsWhereDrawn = true
        let handedOff = try BubbleRenderer().render(chat(messages: 400, scale: 2)).images.map(\.bytes)
        #expect(handedOff.count > 1)
        #expect(try here.render(chat(messages: 400, scale: 2)).images.map(\.bytes) == handedOff)
    }

    @Test func aConversationThatFitsWritesExactlyTheFileNamed() throws {
        let output = folder.appendingPathComponent("short.png").path
        #expect(try BubbleRenderer().render(transcript: chat(messages: 5, scale: 2), file: nil, to: output).paths == [output])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["short.png"])
    }

    @Test func svgAndPDFComeFromTheSameLayout() throws {
        let svg = folder.appendingPathComponent("chat.svg").path
        let pdf = folder.appendingPathComponent("chat.pdf").path
        let renderer = try BubbleRenderer()
        _ = try renderer.render(transcript: chat(messages: 6, scale: 2), file: nil, to: svg)
        _ = try renderer.render(transcript: chat(messages: 300, scale: 2), file: nil, to: pdf, maxPageHeight: 2048)
        let svgText = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(svgText.hasPrefix("<?xml"))
        #expect(svgText.contains("width=\"390pt\""))
        let pdfText = String(decoding: try Data(contentsOf: URL(fileURLWithPath: pdf)), as: UTF8.self)
        #expect(pdfText.hasPrefix("%PDF-"))
        let pages = pdfText.components(separatedBy: "/Type /Page\n").count - 1 + pdfText.components(separatedBy: "/Type /Page ").count - 1
        #expect(pages > 1, "a long PDF has several pages")
    }

    @Test func aMissingImageNamesItsJSONPathAndWritesNothing() throws {
        let output = folder.appendingPathComponent("x.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: output))
        let transcript = Transcript(participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", text: "hi")),
                                               .bubble(BubbleMessage(from: "ann", image: "nope.png"))],
                                    baseDirectory: folder)
        #expect {
            try BubbleRenderer().render(transcript: transcript, file: "chat.json", to: output).paths
        } throws: { error in
            "\(error)" == "chat.json: messages[1].image: nope.png: no such file"
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.png"])
    }

    @Test func aMessageTallerThanAnImageCanBeIsNamed() throws {
        let output = folder.appendingPathComponent("tall.png").path
        let lines = (0..<600).map { "line \($0)" }.joined(separator: "\n")
        let transcript = Transcript(scale: 3, participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", text: "hi")),
                                               .bubble(BubbleMessage(from: "ann", text: lines))])
        #expect {
            try BubbleRenderer().render(transcript: transcript, file: "chat.json", to: output).paths
        } throws: { error in
            "\(error)".hasPrefix("chat.json: messages[1]: this entry is ") && "\(error)".contains("more than the 32767")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
