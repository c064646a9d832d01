import Foundation
import Testing
import Transcript
@testable import ChatImport

/// A message its sender deleted stays the sender's bubble, marked deleted (the app's words and
/// mark are the renderer's), in the iOS and Android wordings of every language the system
/// lines are read in; a message that only mentions a deletion stays a message.
@Suite("WhatsApp deleted messages")
struct WhatsAppDeletedTests {
    /// Each entry as `sender time text`, `sender time (deleted)` or `** system line`.
    private func lines(_ chat: String) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("deleted-\(UUID().uuidString).txt")
        try Data(chat.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let read = try ChatImporter.read(.whatsapp, at: file.path)
        let imported = try ChatImporter.transcript(from: read, format: .whatsapp, source: file.path, imagesRelativeTo: ".",
                                                   options: ImportOptions())
        return imported.transcript.messages.compactMap { message in
            switch message {
            case .bubble(let bubble): "\(bubble.from) \(bubble.time ?? "") " + (bubble.deleted ? "(deleted)" : bubble.text ?? "")
            case .system(let text, _): "** " + text
            default: nil
            }
        }
    }

    @Test func iOSEnglishMarksAndFullStop() throws {
        let chat = "[03/02/2024, 18:02:11] Ann Lee: Did you get the tickets?\n"
            + "[03/02/2024, 18:03:40] Ann Lee: \u{200E}This message was deleted.\n"
            + "[03/02/2024, 18:05:02] Bo Sample: \u{200E}You deleted this message.\n"
            + "[03/02/2024, 18:06:30] Bo Sample: I think this message was deleted by mistake?\n"
        #expect(try lines(chat) == ["ann-lee 18:02 Did you get the tickets?", "ann-lee 18:03 (deleted)", "bo-sample 18:05 (deleted)",
                                    "bo-sample 18:06 I think this message was deleted by mistake?"])
    }

    @Test func androidEnglish() throws {
        let chat = "03/02/2024, 18:02 - Ann Lee: Tickets?\n03/02/2024, 18:03 - Ann Lee: This message was deleted\n"
            + "03/02/2024, 18:05 - Bo Sample: You deleted this message\n"
        #expect(try lines(chat) == ["ann-lee 18:02 Tickets?", "ann-lee 18:03 (deleted)", "bo-sample 18:05 (deleted)"])
    }

    @Test(arguments: [
        ("Diese Nachricht wurde gelöscht.", "Du hast diese Nachricht gelöscht."), ("Ce message a été supprimé", "Vous avez supprimé ce message"),
        ("Se eliminó este mensaje.", "Eliminaste este mensaje."), ("Mensagem apagada", "Você apagou esta mensagem"),
        ("Questo messaggio è stato eliminato", "Hai eliminato questo messaggio"), ("Данное сообщение удалено", "Вы удалили данное сообщение"),
        ("このメッセージは削除されました", "メッセージを削除しました"), ("تم حذف هذه الرسالة", "لقد حذفت هذه الرسالة"),
        ("यह मैसेज हटा दिया गया था", "आपने यह मैसेज हटाया"), ("Pesan ini telah dihapus", "Anda menghapus pesan ini"),
        ("Bu mesaj silindi.", "Bu mesajı sildiniz."), ("삭제된 메시지입니다.", "메시지를 삭제했습니다."), ("此消息已删除", "你删除了此消息"),
    ])
    func everyLanguage(theirs: String, yours: String) throws {
        let chat = "[03/02/2024, 18:02:11] Ann Lee: Hallo\n[03/02/2024, 18:03:40] Ann Lee: \u{200E}\(theirs)\n"
            + "[03/02/2024, 18:05:02] Bo Sample: \u{200E}\(yours)\n"
        #expect(try lines(chat) == ["ann-lee 18:02 Hallo", "ann-lee 18:03 (deleted)", "bo-sample 18:05 (deleted)"])
    }

    @Test func aSenderWhoseOnlyMessageWasDeletedIsStillASender() throws {
        let chat = "03/02/2024, 18:02 - Ann Lee: Tickets?\n03/02/2024, 18:03 - Cy: This message was deleted\n"
        #expect(try lines(chat) == ["ann-lee 18:02 Tickets?", "cy 18:03 (deleted)"])
    }
}
