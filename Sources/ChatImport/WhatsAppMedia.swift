/// The first line of a WhatsApp message when it stands for a file: `<attached: NAME>` (iOS),
/// `NAME (file attached)` (Android), or a note that the file was left out of the export
/// (`<Media omitted>`, `image omitted`, ``WhatsAppOmittedMarkers``), in the exporting phone's
/// language.
struct WhatsAppMedia {
    var attachment: ImportedChat.Attachment

    init?(_ line: Substring) {
        let text = line.trimmingMarks
        if let name = Self.attachedName(text) ?? Self.androidName(text) {
            let isSticker = name.uppercased().containsUTF8("STICKER") || name.lowercased().hasPrefix("stk-")
            attachment = ImportedChat.Attachment(path: name, placeholder: Self.placeholder(forFile: name, sticker: isSticker),
                                                 isSticker: isSticker)
            return
        }
        guard let kind = Self.omittedKind(text) else { return nil }
        attachment = ImportedChat.Attachment(path: nil, placeholder: kind.placeholder, isSticker: kind == .sticker)
    }

    /// `00000012-PHOTO-2023-01-05-14-03-00.jpg` in `<attached: ...>` or its translations
    /// (`<Anhang: ...>`, `<adjunto: ...>`): a word, a colon, a file name with an extension.
    private static func attachedName(_ text: String) -> String? {
        guard text.hasPrefix("<"), text.hasSuffix(">"), let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[text.index(after: colon)..<text.index(before: text.endIndex)].trimmingMarks
        return isFileName(name) ? name : nil
    }

    /// `IMG-20230105-WA0001.jpg (file attached)` and its translations (`(Datei angehängt)`).
    private static func androidName(_ text: String) -> String? {
        guard text.hasSuffix(")"), let open = text.firstUTF8Range(of: " (") else { return nil }
        let name = String(text[..<open.lowerBound])
        let note = text[open.upperBound...].lowercased()
        return isFileName(name) && attachedWords.contains(where: { note.containsUTF8($0) }) ? name : nil
    }

    /// Words of Android's `(file attached)` note in the languages WhatsApp exports in.
    private static let attachedWords = ["attached", "angehängt", "adjunto", "anexado", "joint", "allegato", "добавлен",
                                        "прикреплен", "bijgevoegd", "załączon", "eklendi"]

    /// One word with an extension of 2 to 5 letters or digits, and no folder.
    private static func isFileName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.contains("/"), !name.contains(" "), let dot = name.lastIndex(of: "."),
              dot != name.startIndex else { return false }
        let pathExtension = name[name.index(after: dot)...]
        return (2...5).contains(pathExtension.count) && pathExtension.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// What kind of file a note of an omitted file names.
    enum Kind {
        case photo, video, audio, sticker, gif, document, media

        var placeholder: String {
            switch self {
            case .photo: "📷 Photo"
            case .video: "🎬 Video"
            case .audio: "🎤 Audio"
            case .sticker: "Sticker"
            case .gif: "GIF"
            case .document: "📎 Document"
            case .media: "📎 Media omitted"
            }
        }
    }

    /// Words that say a file was left out, in the languages WhatsApp exports in.
    private static let omittedWords = ["omitted", "omitid", "omis", "omess", "oculta", "ausgeschlossen", "weggelassen",
                                       "absente", "ontbreekt", "weggelaten", "pominięt", "отсутств", "без медиа", "dahil edilmedi"]

    /// The kind of file `<Media omitted>` or `image omitted` (in any of those languages) names.
    private static func omittedKind(_ text: String) -> Kind? {
        guard text.utf8.count <= 80 else { return nil }
        let lowered = text.lowercased()
        if let kind = WhatsAppOmittedMarkers.kind(of: lowered) { return kind }
        guard omittedWords.contains(where: { lowered.containsUTF8($0) }) else { return nil }
        // A word that starts with one of them (`omis`, not `promis`), or a phrase of two.
        let words = lowered.split(whereSeparator: { !$0.isLetter })
        guard omittedWords.contains(where: { omitted in
            omitted.contains(" ") ? lowered.containsUTF8(omitted) : words.contains { $0.hasPrefix(omitted) }
        }) else { return nil }
        let kinds: [(Kind, [String])] = [
            (.sticker, ["sticker"]), (.gif, ["gif"]),
            (.photo, ["image", "bild", "imagen", "imagem", "immagine", "afbeelding", "изображ", "фото", "photo", "zdjęcie"]),
            (.video, ["video", "vídeo", "видео", "vidéo"]),
            (.audio, ["audio", "áudio", "аудио"]),
            (.document, ["document", "dokument", "documento", "документ"]),
        ]
        return kinds.first { $0.1.contains(where: { lowered.containsUTF8($0) }) }?.0 ?? .media
    }

    /// `📷 Photo` for an image file, `📎 name` for another.
    private static func placeholder(forFile name: String, sticker: Bool) -> String {
        if sticker { return Kind.sticker.placeholder }
        switch name.split(separator: ".").last?.lowercased() {
        case "jpg", "jpeg", "png", "heic", "webp": return Kind.photo.placeholder
        case "mp4", "mov", "3gp": return Kind.video.placeholder
        case "opus", "m4a", "aac", "mp3", "ogg": return Kind.audio.placeholder
        default: return "📎 " + name
        }
    }
}
