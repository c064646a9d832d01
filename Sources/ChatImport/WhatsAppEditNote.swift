/// The note WhatsApp adds at the end of a message that was edited, `<This message was edited>`,
/// in the exporting phone's language.
///
/// The wordings are those seen in exports and in chat analysers' tables (German ends with a full
/// stop on Android, Spanish sometimes); Japanese, Korean, Chinese and Hindi ones were not found.
enum WhatsAppEditNote {
    /// The notes, as written.
    static let notes = [
        "<This message was edited>", "<Diese Nachricht wurde bearbeitet.>", "<Diese Nachricht wurde bearbeitet>",
        "<Ce message a été modifié>", "<Se editó este mensaje.>", "<Se editó este mensaje>", "<Mensagem editada>",
        "<Questo messaggio è stato modificato>", "<Messaggio modificato>", "<Сообщение изменено>", "<Bu mesaj düzenlendi>",
        "<Pesan ini diedit>", "<تم تعديل هذه الرسالة>",
    ]

    /// `text` without the note at its end (and the marks and spaces before it); `text` itself when
    /// it has none.
    static func removing(from text: String) -> String {
        // Every note ends with `>`: most texts are let go without lower-casing them.
        let last = text.unicodeScalars.last { !WhatsAppHeader.isMark($0) && !$0.properties.isWhitespace }
        guard last == ">" else { return text }
        let trimmed = text.trimmingMarks
        let lowered = trimmed.lowercased()
        guard let note = notes.first(where: { lowered.hasSuffix($0.lowercased()) }) else { return text }
        return String(trimmed.dropLast(note.count)).trimmingMarks
    }
}
