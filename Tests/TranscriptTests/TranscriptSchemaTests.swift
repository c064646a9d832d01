import Foundation
import Testing
import StrictJSON
import Transcript
import BubbleGeometry

@Suite("Transcript: JSON Schema")
struct TranscriptSchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let schema = TranscriptSchema.document()

    /// Every transcript the repository shows users: the fixtures and the examples of the README and
    /// the documentation articles.
    static func exampleTranscripts() throws -> [(name: String, text: String)] {
        let folder = repository.appendingPathComponent("Fixtures/transcripts")
        var examples = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted().map {
            ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
        let catalog = "Sources/Bubbles/Bubbles.docc"
        let articles = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(catalog).path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        for document in ["README.md"] + articles {
            let markdown = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
            for (index, block) in markdown.components(separatedBy: "```json\n").dropFirst().enumerated() {
                let text = block.components(separatedBy: "\n```").first ?? ""
                if text.contains("\"messages\"") { examples.append(("\(document) block \(index + 1)", text)) }
            }
        }
        return examples
    }

    /// The command prints the schema with the renderer's look names (its tests check the
    /// file against it); here, everything but those names.
    @Test func theCommittedSchemaIsTheReadersWithTheLookNamesItLists() throws {
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("schema/transcript-v1.schema.json"), encoding: .utf8)
        let names = try JSONValue.parse(committed)["properties"]?["theme"]?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(names.starts(with: ["imessage", "whatsapp"]))
        let schema = TranscriptSchema.document(limits: TranscriptLimits(lookNames: names.map(LookName.init(rawValue:))))
        #expect(committed == schema.formattedText + "\n")
    }

    @Test func everyExampleTranscriptMatchesTheSchemaAndTheReader() throws {
        let examples = try Self.exampleTranscripts()
        #expect(examples.count >= 7)
        let validator = SchemaValidator(root: schema)
        for example in examples {
            let value = try JSONValue.parse(example.text)
            #expect(validator.violations(of: value) == [], "\(example.name)")
            #expect(throws: Never.self, "\(example.name)") { try Transcript.decode(from: value) }
        }
    }

    @Test func theSchemaNamesTheReadersKeys() throws {
        #expect(schema["properties"]?.objectValue?.keys == Transcript.keys)
        #expect(schema["required"] == ["messages"])
        #expect(schema["additionalProperties"] == false)
        let definitions = try #require(schema["$defs"])
        #expect(definitions["participant"]?["properties"]?.objectValue?.keys == Participant.keys)
        #expect(definitions["bubble"]?["properties"]?.objectValue?.keys == BubbleMessage.keys)
        #expect(definitions["separator"]?["properties"]?.objectValue?.keys == [Message.separatorKey])
        #expect(definitions["system"]?["properties"]?.objectValue?.keys == [Message.systemKey, Message.systemKindKey])
        #expect(definitions["system"]?["properties"]?["kind"]?["enum"] == ["event", "encryption"])
        #expect(definitions["typing"]?["properties"]?.objectValue?.keys == [Message.typingKey])
        #expect(definitions["entity"]?["properties"]?.objectValue?.keys == TextEntity.keys)
        #expect(definitions["reaction"]?["properties"]?.objectValue?.keys == Reaction.keys)
        #expect(definitions["quote"]?["properties"]?.objectValue?.keys == Quote.keys)
        #expect(definitions["bubble"]?["properties"]?["format"]?["enum"] == ["plain", "markdown"])
        #expect(schema["properties"]?["colors"]?["properties"]?.objectValue?.keys == ColorOverrides.keys)
        #expect(schema["properties"]?["theme"]?["type"] == "string")
        #expect(TranscriptSchema.document(limits: .fourLooks)["properties"]?["theme"]?["enum"] == ["imessage", "whatsapp", "talk", "plain"])
        #expect(definitions["participant"]?["properties"]?["side"]?["enum"] == ["incoming", "outgoing"])
        #expect(schema["properties"]?["width"]?["minimum"] == 100)
        #expect(schema["properties"]?["scale"]?["minimum"] == JSONValue(.number(try #require(JSONNumber(literal: "0.5")))))
    }

    /// Documents the reader and the schema must both accept: one per key and enumeration case.
    static let accepted: [String] = {
        let people = #""participants": {"me": {"name": "Me", "side": "outgoing", "avatar": "me.png"}, "ann smith": {"side": "incoming"}}"#
        var documents = [
            #"{"messages": []}"#,
            #"{"version": 1, "width": 100, "scale": 0.5, "font": "Noto Sans 17", "lang": "zh-Hans", "maxBubbleWidth": 1, "messages": []}"#,
            #"{"width": 4096, "scale": 4, "maxBubbleWidth": 0.01, "messages": []}"#,
            #"{"font": "Noto Serif 17", "fonts": ["fonts/NotoSerif-Regular.ttf", "/Library/Fonts/Brand.ttc"], "messages": []}"#,
            #"{"emojiFont": "fonts/AppleColorEmoji.ttc", "messages": []}"#,
            ##"{"colors": {"background": "#fff", "incoming": "#E9E9EB", "outgoing": "#0B84FE80", "incomingText": "#000", "outgoingText": "#FFFFFF", "meta": "#8e8e93"}, "messages": []}"##,
            #"{\#(people), "messages": [{"separator": "Today"}, {"from": "me", "text": "a", "time": "09:41", "lang": "en-US"}, {"from": "ann smith", "image": "dog.jpg", "text": ""}]}"#,
            #"{\#(people), "messages": [{"system": "Ann joined"}, {"from": "me", "text": "a", "edited": true, "forwarded": false}, {"typing": "ann smith"}]}"#,
            #"{\#(people), "detectLinks": false, "messages": [{"from": "me", "text": "example.com", "detectLinks": true}]}"#,
        ]
        documents += TextEntity.Kind.allCases.map { kind in
            let extra = kind == .textLink ? #", "url": "https://example.com""# : kind == .pre ? #", "language": "swift""# : ""
            return #"{\#(people), "messages": [{"from": "me", "text": "a😀b", "entities": [{"type": "\#(kind.rawValue)", "offset": 1, "length": 2\#(extra)}]}]}"#
        }
        documents += TextEntity.Kind.telegramNames.keys.sorted().map { name in
            #"{\#(people), "messages": [{"from": "me", "text": "ab", "entities": [{"type": "\#(name)", "offset": 0, "length": 2.0}, {"type": "pre", "offset": 0, "length": 1}]}]}"#
        }
        documents.append(#"{\#(people), "messages": [{"from": "me", "text": "*a*", "format": "markdown"}, {"from": "me", "text": "a", "format": "plain", "entities": []}]}"#)
        documents += ["imessage", "whatsapp", "whatsapp-android", "talk", "plain", "brand"].map { #"{"theme": "\#($0)", "messages": []}"# }
        documents += Appearance.allCases.map { #"{"appearance": "\#($0.rawValue)", "messages": []}"# }
        documents += Transcript.LayoutDirection.allCases.map { #"{"layoutDirection": "\#($0.rawValue)", "messages": []}"# }
        documents += DeliveryStatus.allCases.map { #"{\#(people), "messages": [{"from": "me", "text": "a", "status": "\#($0.rawValue)"}]}"# }
        documents.append(#"{\#(people), "messages": [{"from": "me", "text": "a", "reactions": [{"emoji": "❤️", "from": ["ann smith", "me"]}, {"emoji": "👍🏽", "count": 3}, {"emoji": "🇫🇷", "count": 1000000}, {"emoji": "1️⃣", "count": 1}, {"emoji": "👨‍👩‍👧‍👦", "from": ["me"]}, {"emoji": "❤", "count": 2.0}]}]}"#)
        documents.append(#"{\#(people), "messages": [{"from": "me", "sticker": "stickers/cat.png", "time": "09:41", "reactions": [{"emoji": "😂", "count": 1}]}]}"#)
        documents += DevicePreset.allCases.map { #"{"screen": {"device": "\#($0.rawValue)"}, "messages": []}"# }
        documents.append(#"{"screen": {"device": {"width": 320, "height": 400}}, "messages": []}"#)
        documents.append(#"{"screen": {"device": "iphone-6.1", "statusBar": {"time": "12:00", "date": "Mon Jun 10", "battery": 0, "charging": true, "signal": 0, "wifi": false}}, "messages": []}"#)
        documents.append(#"{"screen": {"device": "android-phone", "statusBar": {"battery": 1, "signal": 4.0}}, "messages": []}"#)
        documents.append(#"{"screen": {"device": "iphone-6.1", "title": "Ann", "subtitle": "online", "avatar": "ann", "unread": 12, "draft": "On my way"}, "messages": []}"#)
        documents.append(#"{"screen": {"device": "android-phone", "title": "", "subtitle": "", "avatar": "images/ann.png", "unread": 0}, "messages": []}"#)
        documents.append(#"{"look": "looks/brand.json", "appearance": "dark", "messages": []}"#)
        documents.append(#"{"screen": {"device": "ipad-12.9", "unread": 99999.0}, "messages": []}"#)
        documents.append(#"{"screen": {"device": {"width": 4096, "height": 4096, "scale": 1, "safeArea": {"top": 100, "left": 0, "bottom": 34, "right": 0}, "platform": "android", "cutout": "island"}}, "messages": []}"#)
        documents += ["doodle", "none", "#0b141a", "#FFFFFF80", "bg.jpg", "walls/sea", "/tmp/bg", "./a#b.png"].map { wallpaper in
            #"{"screen": {"device": "iphone-6.1", "wallpaper": "\#(wallpaper)"}, "messages": []}"#
        }
        documents += DevicePlatform.allCases.map { #"{"screen": {"device": {"width": 400, "height": 800, "platform": "\#($0.rawValue)"}}, "messages": []}"# }
        documents += ScreenCutout.allCases.map { #"{"screen": {"device": {"width": 400, "height": 800, "cutout": "\#($0.rawValue)"}}, "messages": []}"# }
        documents.append(#"{\#(people), "messages": [{"from": "me", "text": "a", "id": "a"}, {"separator": "x"}, {"from": "ann smith", "text": "b", "replyTo": "a"}, {"from": "me", "text": "c", "replyTo": 2}, {"from": "me", "image": "c.png", "quote": {"from": "ann smith", "text": "b", "image": "b.png"}}, {"from": "me", "text": "d", "quote": {"from": "me", "image": "d.png", "text": ""}}]}"#)
        documents.append(#"{\#(people), "messages": [{"from": "me", "text": "https://a.com", "link": {"url": "https://a.com"}}, {"from": "me", "text": "b", "link": {"url": "HTTP://www.Example.com:8080/a?b#c", "title": "T", "description": "D", "image": "og.png", "site": "Example"}}]}"#)
        documents += BubbleSide.allCases.map { #"{"participants": {"a": {"side": "\#($0.rawValue)"}}, "messages": []}"# }
        documents.append(#"{\#(people), "messages": [{"from": "ann smith", "deleted": true, "time": "18:03", "id": "x"}, {"from": "me", "text": "a", "deleted": false}]}"#)
        documents.append(#"{\#(people), "timeHeaders": true, "labels": {"youDeleted": "Du hast diese Nachricht gelöscht"}, "messages": [{"from": "me", "text": "a", "forwardedFrom": "TAP"}, {"from": "me", "card": {"kind": "poll", "question": "Q", "label": "Quiz", "options": [{"text": "a", "correct": true}], "closed": true}}]}"#)
        return documents
    }()

    @Test(arguments: accepted)
    func bothAccept(_ json: String) throws {
        let value = try JSONValue.parse(json)
        #expect(SchemaValidator(root: schema).violations(of: value) == [])
        #expect(throws: Never.self) { try Transcript.decode(from: value) }
    }

    /// The invalid documents of ``TranscriptErrorTests`` but those only the reader can reject
    /// (a schema cannot say them) and those that need other limits.
    static let rejected = TranscriptErrorTests.cases.filter { testCase in
        let readerOnly = ["unknown participant", "expected the integer 1", "too many", "too long", "UTF-16", "surrogate pair",
                          "cannot be combined", "need a non-empty \"text\"", "expected one emoji", "not one",
                          "another reaction has", "a sticker message has no", "a sticker message cannot be a reply", "another message has the id", "reply to itself",
                          "comes after", "there is no messages[", "not a message to reply to", "no message has the id", "outgoing messages only",
                          "forwarded from someone is forwarded"]
        return testCase.limits == .default && !readerOnly.contains { testCase.expected.contains($0) }
    }

    @Test("the schema rejects what the reader rejects, but for the rules only the reader has", arguments: rejected)
    func bothReject(_ testCase: BadTranscript) throws {
        let violations = SchemaValidator(root: schema).violations(of: try JSONValue.parse(testCase.json))
        #expect(!violations.isEmpty)
        #expect(!violations.contains { $0.contains("unsupported keyword") })
    }

    /// Every key of the format's description is read by the decoder: each is in one of the
    /// documents both the schema and the reader accept (``accepted``), or in a card, so a key
    /// added to the description without a reader (or a test) fails here.
    @Test func everyKeyOfTheDescriptionIsInAnAcceptedDocument() throws {
        var used: Set<String> = []
        func collect(_ value: JSONValue) {
            if let object = value.objectValue {
                for member in object {
                    used.insert(member.key)
                    collect(member.value)
                }
            }
            value.arrayValue?.forEach(collect)
        }
        for document in Self.accepted { collect(try JSONValue.parse(document)) }
        for example in try Self.exampleTranscripts() { collect(try JSONValue.parse(example.text)) }
        for object in TranscriptFormat.objects {
            for key in object.names where !used.contains(key) {
                Issue.record("\(object.path).\(key) is in no accepted document")
            }
        }
    }
}
