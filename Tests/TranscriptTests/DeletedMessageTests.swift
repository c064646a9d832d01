import Testing
import Transcript
import StrictJSON

/// `"deleted": true` on a bubble message: the sender deleted it, and nothing of it is left
/// to show but the time.
@Suite("deleted messages")
struct DeletedMessageTests {
    private func decoded(_ message: String) throws -> BubbleMessage? {
        let transcript = try Transcript.decode(from: #"{\#(people), "messages": [\#(message)]}"#, file: "chat.json")
        return transcript.messages.first?.bubble
    }

    private func error(_ message: String) -> String {
        do {
            _ = try decoded(message)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func aDeletedMessageHasOnlyItsSenderAndTime() throws {
        let message = try #require(try decoded(#"{"from": "ann", "deleted": true, "time": "18:03", "id": "x"}"#))
        #expect(message.deleted)
        #expect(message.text == nil && message.image == nil && message.sticker == nil)
        #expect(try decoded(#"{"from": "ann", "text": "a", "deleted": false}"#)?.deleted == false)
    }

    @Test(arguments: ["text", "image", "sticker", "reactions", "quote", "edited", "status"])
    func whatItNoLongerHasIsRefused(key: String) {
        let values = ["text": #""a""#, "image": #""a.png""#, "sticker": #""s.png""#, "reactions": #"[{"emoji": "👍"}]"#,
                      "quote": #"{"from": "me", "text": "b"}"#, "edited": "true", "status": #""read""#]
        let message = #"{"from": "\#(key == "status" ? "me" : "ann")", "deleted": true, "\#(key)": \#(values[key] ?? "")}"#
        #expect(error(message).contains(#"messages[0].\#(key): a deleted message has no "\#(key)" (the app shows only that it was deleted)"#),
                "\(error(message))")
    }

    @Test func deletedIsABoolean() {
        let found = error(#"{"from": "ann", "deleted": "yes"}"#)
        #expect(found.contains("messages[0].deleted: expected true or false, found a string"), "\(found)")
    }

    @Test func aReplyCannotAnswerADeletedMessage() {
        let byID = error(#"{"from": "ann", "deleted": true, "id": "gone"}, {"from": "me", "text": "?", "replyTo": "gone"}"#)
        #expect(byID.contains("messages[1].replyTo: messages[0] is a deleted message, not a message to reply to"), "\(byID)")
        let byIndex = error(#"{"from": "ann", "deleted": true}, {"from": "me", "text": "?", "replyTo": 0}"#)
        #expect(byIndex.contains("messages[1].replyTo: messages[0] is a deleted message, not a message to reply to"), "\(byIndex)")
    }

    @Test func theFlagIsWrittenBack() throws {
        let transcript = try Transcript.decode(from: #"{\#(people), "messages": [{"from": "ann", "deleted": true, "time": "18:03"}]}"#,
                                               file: "chat.json")
        let again = try Transcript.decode(from: transcript.jsonText, file: "again.json")
        #expect(again.messages == transcript.messages)
        #expect(transcript.jsonText.contains(#""deleted": true"#) || transcript.jsonText.contains(#""deleted":true"#))
    }

    @Test func labelsGiveTheWords() throws {
        let transcript = try Transcript.decode(from: #"""
            {"labels": {"deleted": "Diese Nachricht wurde gelöscht", "youDeleted": "Du hast diese Nachricht gelöscht"}, "messages": []}
            """#, file: "chat.json")
        #expect(transcript.labels.deleted == "Diese Nachricht wurde gelöscht")
        #expect(transcript.labels.youDeleted == "Du hast diese Nachricht gelöscht")
    }
}
