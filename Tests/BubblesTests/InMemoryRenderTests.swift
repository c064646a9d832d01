import Foundation
import Testing
import Bubbles

/// What a new user does with `import Bubbles` alone: build a conversation in code and render
/// it in memory.
@Suite("Bubbles: rendering a transcript built in code")
struct InMemoryRenderTests {
    static let transcript = Transcript(
        participants: [Participant(id: "ann", name: "Ann"), Participant(id: "me", side: .outgoing)],
        messages: [
            .separator("Today 09:41"),
            .bubble(BubbleMessage(from: "ann", text: "Did the build pass?")),
            .bubble(BubbleMessage(from: "me", text: "It did, all green ✅", time: "09:42")),
        ])

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("PNG bytes that decode to the canvas size at the transcript's scale")
    func pngBytes() throws {
        let conversation = try BubbleRenderer().render(Self.transcript)
        #expect(conversation.pageCount == 1)
        #expect(conversation.images.count == 1)
        let page = try #require(conversation.images.first)
        #expect(page.format == .png)
        let decoded = try PNGDecoder.decode(page.bytes)
        #expect(decoded.image.width == 780)
        #expect(decoded.image.height > 100)
        #expect(conversation.unknownGlyphs == 0)
    }

    @Test("raw RGBA is the PNG's pixels, the same whether drawn in bands or whole")
    func rgba() throws {
        let renderer = try BubbleRenderer()
        let banded = try #require(renderer.render(Self.transcript).images.first)
        let whole = try #require(renderer.render(Self.transcript, compression: .best).images.first)
        let image = try banded.pixels
        #expect(image == (try PNGDecoder.decode(banded.bytes).image))
        #expect(image == (try whole.pixels))
        #expect(image == (try banded.rgbaImage()))
        let corner = try #require(image.pixel(x: 0, y: 0))
        #expect(corner.red == 255 && corner.green == 255 && corner.blue == 255 && corner.alpha == 255)
        #expect(throws: RenderError.self) { try renderer.render(Self.transcript, format: .svg).images[0].pixels }
    }

    @Test("one image type for a bubble and a page: its size is its pixels' (points for SVG and PDF)",
          arguments: OutputFormat.allCases)
    func imageSizes(format: OutputFormat) throws {
        let renderer = try BubbleRenderer()
        var onScreen = Self.transcript
        onScreen.screen = Screen(device: .preset(.iPhone61))
        var images = try [Self.transcript, onScreen].map { try #require(renderer.render($0, format: format).images.first) }
        images.append(try renderer.render(text: "Hi there", options: BubbleOptions(scale: 3), format: format))
        if format.isRaster {
            images.append(try #require(renderer.render(Self.transcript, format: format, sticker: true).images.first))
            images.append(try renderer.render(text: "Hi there", options: BubbleOptions(), format: format, sticker: true))
        }
        for image in images {
            #expect(image.format == format)
            if format.isRaster {
                let pixels = try image.pixels
                #expect((image.width, image.height) == (pixels.width, pixels.height))
            } else {
                #expect(throws: RenderError.self) { try image.pixels }
                #expect(image.width > 0 && image.height > 0)
            }
        }
        #expect(images[0].width == (format.isRaster ? 780 : 390))
        #expect((images[1].width, images[1].height) == (format.isRaster ? (1170, 2532) : (390, 844)))
    }

    @Test("a bubble's pixels are at hand and are its PNG's; write(to:) writes the file")
    func bubbleImage() throws {
        let image = try BubbleRenderer().render(text: "Hello", options: BubbleOptions())
        #expect(image.format == .png)
        let pixels = try image.pixels
        #expect(pixels == (try PNGDecoder.decode(image.bytes).image))
        #expect((image.width, image.height) == (pixels.width, pixels.height))
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hello.png")
        try image.write(to: file)
        #expect(try [UInt8](Data(contentsOf: file)) == image.bytes)
        #expect(throws: RenderError.write(path: "https://example.com/hello.png", reason: "not a local file")) {
            try image.write(to: try #require(URL(string: "https://example.com/hello.png")))
        }
        #expect(throws: RenderError.self) { try image.write(to: folder.appendingPathComponent("missing/hello.png")) }
    }

    @Test("memory holds the bytes the files get, page by page", arguments: OutputFormat.allCases)
    func sameAsFiles(format: OutputFormat) throws {
        var transcript = Self.transcript
        for index in 0..<40 {
            transcript.messages.append(.bubble(BubbleMessage(from: index % 3 == 0 ? "me" : "ann", text: "Message number \(index)")))
        }
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try BubbleRenderer()
        let conversation = try renderer.render(transcript, format: format, maxPageHeight: 1000)
        let result = try renderer.render(transcript, to: folder.appendingPathComponent("chat.\(format.rawValue)").path, maxPageHeight: 1000)
        #expect(conversation.pageCount > 2)
        #expect(conversation.images.count == (format == .pdf ? 1 : conversation.pageCount))
        #expect(result.paths.count == conversation.images.count)
        for (path, document) in zip(result.paths, conversation.images) {
            #expect(document.format == format)
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == document.bytes, "\(path)")
        }
    }

    @Test("a transcript built in code is checked first; errors name Swift properties")
    func validation() throws {
        let renderer = try BubbleRenderer()
        var unknown = Self.transcript
        unknown.messages.append(.bubble(BubbleMessage(from: "bob", text: "hi")))
        var tooLarge = Self.transcript
        tooLarge.scale = 50
        var separator = Self.transcript
        separator.messages[0] = .separator("")
        var typing = Self.transcript
        typing.messages.append(.typing("bob"))
        var system = Self.transcript
        system.messages.append(.system(""))
        var twice = Self.transcript
        twice.participants = [Participant(id: "ann"), Participant(id: "me"), Participant(id: "ann", side: .outgoing)]
        var badSide = Self.transcript
        badSide.participants = [Participant(id: "ann", name: ""), Participant(id: "", side: .outgoing)]
        var emptyFont = Self.transcript
        emptyFont.fonts = ["fonts/Brand.otf", ""]
        var manyFonts = Self.transcript
        manyFonts.fonts = (0...32).map { "fonts/\($0).otf" }
        let cases: [(Transcript, String)] = [
            (unknown, #"messages[3].from: unknown participant "bob" (participants: ann, me)"#),
            (tooLarge, "scale: expected a number from 0.5 to 4, found 50"),
            (separator, #"messages[0].separatorText: expected a non-empty string, found """#),
            (typing, #"messages[3].typingParticipant: unknown participant "bob" (participants: ann, me)"#),
            (system, #"messages[3].systemText: expected a non-empty string, found """#),
            (twice, #"participants[2].id: another participant has the id "ann""#),
            (badSide, "participants[1]: a participant id must not be empty"),
            (emptyFont, #"fonts[1]: expected a file path, found """#),
            (manyFonts, "fonts: too many font files: 33 (the limit is 32)"),
        ]
        for (transcript, expected) in cases {
            #expect(throws: InvalidTranscript.self) { try transcript.validate() }
            do {
                _ = try renderer.render(transcript)
                Issue.record("rendered: \(expected)")
            } catch {
                guard case .invalidTranscript(let problem) = error else {
                    Issue.record("not invalidTranscript: \(error)")
                    continue
                }
                #expect(problem.description == expected)
                #expect(!problem.description.contains("--"))
            }
        }
        var nan = Self.transcript
        nan.width = .nan
        #expect(throws: InvalidTranscript(property: "width", path: ["width"], message: "expected a finite number, found nan")) {
            try nan.validate()
        }
        try Self.transcript.validate()
    }

    @Test("every fixture transcript, decoded, passes validate()")
    func decodedTranscriptsPass() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/transcripts")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count > 5)
        for name in names {
            let transcript = try Transcript.load(contentsOfFile: folder.appendingPathComponent(name).path)
            #expect(throws: Never.self, "\(name)") { try transcript.validate() }
        }
    }

    @Test("a transcript built in code renders as its JSON twin does")
    func sameAsDecoded() throws {
        let json = """
        {"participants": {"ann": {"name": "Ann"}, "me": {"side": "outgoing"}},
         "messages": [{"separator": "Today 09:41"}, {"from": "ann", "text": "Did the build pass?"},
                      {"from": "me", "text": "It did, all green ✅", "time": "09:42"}]}
        """
        let decoded = try Transcript.decode(from: json)
        let renderer = try BubbleRenderer()
        #expect(try renderer.render(decoded) == renderer.render(Self.transcript))
    }

    @Test("an empty text beside a photo is no text, in code as in JSON")
    func emptyCaptionIsNoCaption() throws {
        let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/transcripts")
        func photo(text: String?) -> Transcript {
            Transcript(participants: [Participant(id: "ann")],
                       messages: [.bubble(BubbleMessage(from: "ann", text: text, image: "images/beach.png"))],
                       baseDirectory: images)
        }
        let renderer = try BubbleRenderer()
        let bare = try renderer.render(photo(text: nil))
        #expect(try renderer.render(photo(text: "")) == bare)
        #expect(try renderer.render(photo(text: "Sea")) != bare)
    }
}
