import Foundation
import Testing
import Transcript
import BubbleGeometry
import StrictJSON

@Suite("Transcript: valid documents")
struct TranscriptDecodingTests {
    /// The example from DESIGN.md, "Transcript format, version 1".
    static let designExample = """
    {
      "theme": "imessage",
      "appearance": "light",
      "width": 390,
      "scale": 3,
      "font": "Noto Sans 17",
      "lang": "en",
      "colors": { "background": "#FFFFFF", "incoming": "#E9E9EB", "outgoing": "#0B84FE",
                  "incomingText": "#000000", "outgoingText": "#FFFFFF", "meta": "#8E8E93" },
      "participants": {
        "me":  { "name": "Me",  "side": "outgoing" },
        "ann": { "name": "Ann", "avatar": "images/ann.png" }
      },
      "messages": [
        { "separator": "Today 09:41" },
        { "from": "ann", "text": "Did you see the dog?" },
        { "from": "ann", "image": "images/dog.jpg", "text": "This one" },
        { "from": "me", "text": "😍", "time": "09:42" }
      ]
    }
    """

    @Test func designExampleDecodes() throws {
        let transcript = try Transcript.decode(from: Self.designExample, file: "example.json")
        #expect(transcript.version == nil)
        #expect(transcript.theme == .imessage)
        #expect(transcript.appearance == .light)
        #expect(transcript.width == 390)
        #expect(transcript.scale == 3)
        #expect(transcript.font == "Noto Sans 17")
        #expect(transcript.lang == "en")
        #expect(transcript.layoutDirection == .leftToRight)
        #expect(transcript.maxBubbleWidth == nil)
        #expect(transcript.colors == ColorOverrides(
            background: RGBAColor(red: 255, green: 255, blue: 255),
            incoming: RGBAColor(red: 0xE9, green: 0xE9, blue: 0xEB),
            outgoing: RGBAColor(red: 0x0B, green: 0x84, blue: 0xFE),
            incomingText: RGBAColor(red: 0, green: 0, blue: 0),
            outgoingText: RGBAColor(red: 255, green: 255, blue: 255),
            meta: RGBAColor(red: 0x8E, green: 0x8E, blue: 0x93)))
        #expect(transcript.participants == [
            Participant(id: "me", name: "Me", side: .outgoing),
            Participant(id: "ann", name: "Ann", side: .incoming, avatar: "images/ann.png"),
        ])
        #expect(transcript.participants.ids == ["me", "ann"])
        #expect(transcript.participants[id: "ann"]?.avatar == "images/ann.png")
        #expect(transcript.participants[id: "bob"] == nil)
        #expect(transcript.messages == [
            .separator("Today 09:41"),
            .bubble(BubbleMessage(from: "ann", text: "Did you see the dog?")),
            .bubble(BubbleMessage(from: "ann", text: "This one", image: "images/dog.jpg")),
            .bubble(BubbleMessage(from: "me", text: "😍", time: "09:42")),
        ])
        let last = try #require(transcript.messages.last?.bubble)
        #expect(transcript.side(of: last) == .outgoing)
        #expect(transcript.participant(for: last)?.displayName == "Me")
        #expect(transcript.baseDirectory == nil)
    }

    @Test func fontFilesAreKeptAsWritten() throws {
        let transcript = try Transcript.decode(from: #"{"font": "Noto Serif 17", "fonts": ["fonts/NotoSerif-Regular.ttf", "../brand.ttf"], "messages": []}"#)
        #expect(transcript.fonts == ["fonts/NotoSerif-Regular.ttf", "../brand.ttf"])
        #expect(try Transcript.decode(from: #"{"messages": []}"#).fonts.isEmpty)
    }

    @Test func anEmojiFontIsKeptAsWritten() throws {
        let transcript = try Transcript.decode(from: #"{"emojiFont": "fonts/AppleColorEmoji.ttc", "messages": []}"#)
        #expect(transcript.emojiFont == "fonts/AppleColorEmoji.ttc")
        #expect(try Transcript.decode(from: #"{"messages": []}"#).emojiFont == nil)
    }

    @Test func minimalDocumentGetsDefaults() throws {
        let transcript = try Transcript.decode(from: #"{"messages": []}"#)
        #expect(transcript == Transcript())
        #expect(transcript.theme == .imessage)
        #expect(transcript.appearance == .light)
        #expect(transcript.width == 390)
        #expect(transcript.scale == 2)
        #expect(transcript.font == nil)
        #expect(transcript.lang == nil)
        #expect(transcript.layoutDirection == .leftToRight)
        #expect(transcript.colors.isEmpty)
        #expect(transcript.participants.isEmpty)
        #expect(transcript.messages.isEmpty)
    }

    @Test func extensionsAndOptionalKeys() throws {
        let json = """
        {
          "version": 1,
          "theme": "whatsapp",
          "appearance": "dark",
          "width": 320.5,
          "scale": 0.5,
          "lang": "zh-Hans",
          "layoutDirection": "rtl",
          "maxBubbleWidth": 0.75,
          "colors": { "meta": "#abc", "incoming": "#11223380" },
          "participants": {
            "ann smith": {},
            "me": { "side": "outgoing", "name": "" }
          },
          "messages": [
            { "from": "ann smith", "image": "/abs/pic.png", "text": "" },
            { "from": "me", "text": "שלום", "lang": "he", "time": "" },
            { "separator": "Yesterday" }
          ]
        }
        """
        let transcript = try Transcript.decode(from: Data(json.utf8), file: "x.json")
        #expect(transcript.version == 1)
        #expect(transcript.theme == .whatsapp)
        #expect(transcript.appearance == .dark)
        #expect(transcript.width == 320.5)
        #expect(transcript.scale == 0.5)
        #expect(transcript.lang == "zh-Hans")
        #expect(transcript.layoutDirection == .rightToLeft)
        #expect(transcript.maxBubbleWidth == 0.75)
        #expect(transcript.colors == ColorOverrides(
            incoming: RGBAColor(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x80),
            meta: RGBAColor(red: 0xAA, green: 0xBB, blue: 0xCC)))
        #expect(transcript.participants[id: "ann smith"] == Participant(id: "ann smith"))
        #expect(transcript.participants[id: "ann smith"]?.displayName == "ann smith")
        #expect(transcript.participants[id: "me"]?.name == "")
        #expect(transcript.messages == [
            .bubble(BubbleMessage(from: "ann smith", image: "/abs/pic.png")),
            .bubble(BubbleMessage(from: "me", text: "שלום", time: "", lang: "he")),
            .separator("Yesterday"),
        ])
    }

    /// `"detectLinks"` at the top sets every message's default; a message's own wins.
    @Test func detectLinksAtTheTopAndPerMessage() throws {
        let json = #"""
            {"detectLinks": false, "participants": {"ann": {}},
             "messages": [{"from": "ann", "text": "example.com"}, {"from": "ann", "text": "example.com", "detectLinks": true}]}
            """#
        let transcript = try Transcript.decode(from: Data(json.utf8), file: "x.json")
        let messages = transcript.messages.compactMap(\.bubble)
        #expect(!transcript.detectLinks)
        #expect(messages.map(\.detectLinks) == [nil, true])
        #expect(messages.map(transcript.detectsLinks(in:)) == [false, true])
        let byDefault = try Transcript.decode(from: Data(#"{"messages": [{"from": "a", "text": "b", "detectLinks": false}], "participants": {"a": {}}}"#.utf8),
                                              file: "x.json")
        #expect(byDefault.detectLinks)
        #expect(byDefault.messages.compactMap(\.bubble).map(byDefault.detectsLinks(in:)) == [false])
    }

    @Test("every look name, appearance and direction is accepted", arguments: [LookName.imessage, .whatsapp, .whatsappAndroid, .talk, .plain])
    func themes(theme: LookName) throws {
        for appearance in Appearance.allCases {
            for direction in Transcript.LayoutDirection.allCases {
                let json = #"{"theme": "\#(theme.rawValue)", "appearance": "\#(appearance.rawValue)", "layoutDirection": "\#(direction.rawValue)", "messages": []}"#
                let transcript = try Transcript.decode(from: json)
                #expect(transcript.theme == theme)
                #expect(transcript.appearance == appearance)
                #expect(transcript.layoutDirection == direction)
            }
        }
    }

    @Test("without the looks' names any non-blank name is a theme; with them, only theirs")
    func lookNames() throws {
        #expect(try Transcript.decode(from: #"{"theme": "brand", "messages": []}"#).theme == "brand")
        let blank = try #require(throws: Diagnostic.self) { try Transcript.decode(from: #"{"theme": " ", "messages": []}"#, file: "c.json") }
        #expect(blank.formatted(includingLocation: false) == #"c.json: theme: expected a look's name like "whatsapp", found " ""#)
        let limits = TranscriptLimits(lookNames: ["brand"])
        #expect(try Transcript.decode(from: #"{"theme": "brand", "messages": []}"#, limits: limits).theme == "brand")
        let unknown = try #require(throws: Diagnostic.self) {
            try Transcript.decode(from: #"{"theme": "imessage", "messages": []}"#, file: "c.json", limits: limits)
        }
        #expect(unknown.formatted(includingLocation: false) == #"c.json: theme: expected "brand", found "imessage""#)
    }

    @Test("limits are inclusive", arguments: [
        #"{"width": 100, "scale": 0.5, "messages": []}"#,
        #"{"width": 4096, "scale": 4, "messages": []}"#,
        #"{"width": 4.096e3, "scale": 4.0, "maxBubbleWidth": 1, "messages": []}"#,
    ])
    func limitsInclusive(json: String) throws {
        _ = try Transcript.decode(from: json)
    }

    @Test func customLimitsWiden() throws {
        let limits = TranscriptLimits(width: 10 ... 10_000, scale: 0.1 ... 8)
        let transcript = try Transcript.decode(from: #"{"width": 8000, "scale": 8, "messages": []}"#, limits: limits)
        #expect(transcript.width == 8000)
        #expect(transcript.scale == 8)
    }

    @Test func textLimitCountsUnicodeScalars() throws {
        let limits = TranscriptLimits(maxTextLength: 3)
        let json = #"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "😀é😀"}]}"#
        let transcript = try Transcript.decode(from: json, limits: limits)
        #expect(transcript.messages.count == 1)
    }

    @Test func resolvesImagePathsAgainstBaseDirectory() throws {
        let base = URL(fileURLWithPath: "/srv/chats/", isDirectory: true)
        let transcript = try Transcript.decode(from: #"{"messages": []}"#, baseDirectory: base)
        #expect(transcript.baseDirectory == base)
        #expect(transcript.resolve("images/dog.jpg").path == "/srv/chats/images/dog.jpg")
        #expect(transcript.resolve("/etc/pic.png").path == "/etc/pic.png")
        let withoutBase = try Transcript.decode(from: #"{"messages": []}"#)
        let cwd = FileManager.default.currentDirectoryPath
        #expect(withoutBase.resolve("a.png").path == URL(fileURLWithPath: cwd).appendingPathComponent("a.png").path)
    }

    @Test func decodesFromAParsedValue() throws {
        let value: JSONValue = ["participants": ["me": ["side": "outgoing"]], "messages": [["from": "me", "text": "hi"]]]
        let transcript = try Transcript.decode(from: value)
        #expect(transcript.messages == [.bubble(BubbleMessage(from: "me", text: "hi"))])
    }

    @Test func largeTranscriptDecodes() throws {
        var json = #"{"participants": {"me": {"side": "outgoing"}, "ann": {}}, "messages": ["#
        let count = 20_000
        for i in 0 ..< count {
            if i > 0 { json += ",\n" }
            json += #"{"from": "\#(i % 2 == 0 ? "me" : "ann")", "text": "message \#(i) 😀 \u00e9", "time": "09:41"}"#
        }
        json += "]}"
        let transcript = try Transcript.decode(from: Data(json.utf8))
        #expect(transcript.messages.count == count)
        #expect(transcript.messages[count - 1].bubble?.text == "message \(count - 1) 😀 é")
    }
}
