/// What WhatsApp writes in place of a message its sender deleted, in the languages of
/// ``WhatsAppSystemPhrases``: someone else's ("This message was deleted") and the user's own
/// ("You deleted this message"), in the wordings of iOS (which ends them with a full stop) and
/// of Android. Such a message stays its sender's bubble, drawn as the app draws a deleted one.
enum WhatsAppDeletedPhrases {
    /// Each language's wordings, without a final full stop, lower-cased.
    static let table: [(language: String, wordings: [String])] = [
        ("English", ["this message was deleted", "you deleted this message"]),
        ("German", ["diese nachricht wurde gelöscht", "du hast diese nachricht gelöscht"]),
        ("French", ["ce message a été supprimé", "vous avez supprimé ce message"]),
        ("Spanish", ["se eliminó este mensaje", "este mensaje fue eliminado", "eliminaste este mensaje"]),
        ("Portuguese", ["mensagem apagada", "esta mensagem foi apagada", "essa mensagem foi apagada", "você apagou esta mensagem",
                        "apagaste esta mensagem"]),
        ("Italian", ["questo messaggio è stato eliminato", "hai eliminato questo messaggio"]),
        ("Russian", ["данное сообщение удалено", "это сообщение было удалено", "вы удалили данное сообщение", "вы удалили это сообщение"]),
        ("Japanese", ["このメッセージは削除されました", "メッセージを削除しました", "このメッセージを削除しました"]),
        ("Arabic", ["تم حذف هذه الرسالة", "لقد حذفت هذه الرسالة", "حذفت هذه الرسالة"]),
        ("Hindi", ["यह मैसेज हटा दिया गया था", "यह संदेश हटा दिया गया था", "आपने यह मैसेज हटाया", "आपने यह संदेश हटा दिया"]),
        ("Indonesian", ["pesan ini telah dihapus", "anda menghapus pesan ini"]),
        ("Turkish", ["bu mesaj silindi", "bu mesajı sildiniz"]),
        ("Korean", ["삭제된 메시지입니다", "메시지를 삭제했습니다"]),
        ("Chinese", ["此消息已删除", "此訊息已刪除", "你删除了此消息", "您删除了此消息", "你已刪除此訊息"]),
    ]

    private static let wordings = Set(table.flatMap(\.wordings))

    /// Whether a message's whole text (without WhatsApp's marks) is one of the wordings, with or
    /// without a final full stop, in any case.
    static func isDeleted(_ text: String) -> Bool {
        guard text.utf8.count <= 120 else { return false }
        var words = text.trimmingMarks.lowercased()
        if words.hasSuffix(".") || words.hasSuffix("。") { words.removeLast() }
        return wordings.contains(words)
    }
}
