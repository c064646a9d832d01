import Testing
import BubbleGeometry
import StrictJSON
import Transcript
import ConversationLayout

@Suite("looks")
struct ChatLookTests {
    @Test func everyLookIsFoundByItsName() {
        for look in ChatLook.builtIn {
            #expect(ChatLook.named(look.name) == look)
        }
    }

    @Test func lookNamesAreUniqueAndUnknownOnesFindNone() {
        #expect(Set(ChatLook.names).count == ChatLook.builtIn.count)
        #expect(ChatLook.named("whatsap") == nil)
    }

    @Test func theNamesOfTheBuiltInLooksAreTheRegistrys() {
        #expect(ChatLook.names.map(\.rawValue) == ["imessage", "whatsapp", "telegram", "talk", "plain"])
        for name in [LookName.imessage, .whatsapp, .telegram, .talk, .plain] {
            #expect(ChatLook.named(name)?.name == name)
        }
    }

    @Test func aTranscriptReadWithTheRegistryNamesALook() throws {
        let limits = TranscriptLimits.default.withBuiltInLooks
        #expect(try Transcript.decode(from: #"{"theme": "talk", "messages": []}"#, limits: limits).theme == .talk)
        let error = try #require(throws: Diagnostic.self) {
            try Transcript.decode(from: "{\n  \"theme\": \"whatsap\", \"messages\": []}", file: "t.json", limits: limits)
        }
        #expect(error.description
            == #"t.json: theme: expected "imessage", "whatsapp", "telegram", "talk" or "plain", found "whatsap" (line 2, column 12)"#)
    }

    @Test func limitsThatNameLooksKeepThem() {
        var limits = TranscriptLimits.default
        limits.lookNames = ["brand"]
        #expect(limits.withBuiltInLooks.lookNames == ["brand"])
        #expect(TranscriptLimits.default.lookNames == nil)
    }
}
