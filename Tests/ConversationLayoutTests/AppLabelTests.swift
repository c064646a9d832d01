import Foundation
import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// A transcript's `"labels"` replace every word the app writes itself, in every theme.
@Suite("the app's own words in the chat's language")
struct AppLabelTests {
    /// German words for each key of `"labels"`.
    static let german: [String: String] = [
        "edited": "Bearbeitet", "forwarded": "Weitergeleitet", "sending": "Wird gesendet …", "delivered": "Zugestellt",
        "read": "Gelesen", "notDelivered": "Nicht zugestellt", "you": "Du", "photo": "Foto", "today": "Heute", "yesterday": "Gestern",
        "placeholder": "Nachricht", "deleted": "Diese Nachricht wurde gelöscht", "youDeleted": "Du hast diese Nachricht gelöscht",
    ]
    /// The English words, and the key that replaces each.
    static let english: [(word: String, key: String)] = [
        ("Edited", "edited"), ("Forwarded", "forwarded"), ("Sending…", "sending"), ("Delivered", "delivered"),
        ("Read", "read"), ("Not Delivered", "notDelivered"), ("You", "you"), ("Photo", "photo"), ("Today", "today"),
        ("Yesterday", "yesterday"), ("iMessage", "placeholder"), ("Message", "placeholder"), ("Type a message", "placeholder"),
        ("This message was deleted", "deleted"), ("You deleted this message", "youDeleted"),
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        var theme: LookName
        var lastStatus: String
        var testDescription: String { "\(theme.rawValue), the last message \(lastStatus)" }
    }

    static let cases = ChatLook.names.flatMap { theme in ["sending", "delivered", "read"].map { Case(theme: theme, lastStatus: $0) } }

    /// Every string laid out for a chat on a phone screen with an edited and failed reply to
    /// a photo, a forwarded reply to the user's own message, a deleted message of each side and
    /// a last message `lastStatus`.
    private func strings(_ testCase: Case, labels: [String: String]) throws -> [String] {
        let given = labels.sorted { $0.key < $1.key }.map { #""\#($0.key)": "\#($0.value)""# }.joined(separator: ", ")
        let chat = try Transcript.decode(from: """
            {"theme": "\(testCase.theme.rawValue)", "lang": "de", "labels": {\(given)}, "screen": {"device": "iphone-6.1"},
             "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Anna"}},
             "messages": [{"from": "me", "text": "Hallo", "id": "a", "time": "09:40"},
                          {"from": "ann", "image": "p.png", "id": "p", "time": "09:41"},
                          {"from": "ann", "text": "Ja", "replyTo": "a", "forwarded": true, "time": "09:42"},
                          {"from": "me", "text": "Gut", "replyTo": "p", "edited": true, "time": "09:43", "status": "failed"},
                          {"from": "ann", "deleted": true, "time": "09:44"}, {"from": "me", "deleted": true, "time": "09:44"},
                          {"from": "me", "text": "Bis dann", "time": "09:44", "status": "\(testCase.lastStatus)"}]}
            """, file: "t.json")
        let layout = TranscriptLayout(transcript: chat.onScreen, file: "t.json", texts: FixedTexts(),
                                      images: QuoteAndStickerNameTests.FixedSizeImages())
        var texts = try RowSpec.rows(of: chat.onScreen).flatMap { spec throws(Diagnostic) in try layout.row(spec).texts }
        let screen = try #require(try layout.screen())
        texts += Row(height: 0, items: screen.composer).texts
        return texts.map(\.string)
    }

    /// Whether `word` is one of `strings` or begins one ("Edited 09:43", "Read 09:44").
    private func shows(_ word: String, in strings: [String]) -> Bool {
        strings.contains { $0 == word || $0.hasPrefix(word + " ") }
    }

    @Test(arguments: cases)
    func givenWordsReplaceTheEnglishOnes(_ testCase: Case) throws {
        let englishStrings = try strings(testCase, labels: [:])
        let shown = Self.english.filter { shows($0.word, in: englishStrings) }
        // Edited, a receipt or two, "You" or "Photo" on a quote, the placeholder at least.
        #expect(shown.count >= 4, "\(shown.map(\.word))")
        let germanStrings = try strings(testCase, labels: Self.german)
        for (word, key) in shown {
            let german = try #require(Self.german[key])
            #expect(shows(german, in: germanStrings), "\(key): \(german) is not shown where \(word) was")
        }
        let left = Self.english.map(\.word).filter { shows($0, in: germanStrings) }
        #expect(left.isEmpty, "English words left: \(left)")
    }
}
