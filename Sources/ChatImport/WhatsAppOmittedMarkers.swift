/// The whole notes iOS and Android write for a file left out of an export, in the languages
/// whose notes the loose search of ``WhatsAppMedia`` (a word such as `omitted`, `weggelassen`)
/// does not find or finds without the file's kind: WhatsApp's own strings (iOS
/// `Localizable.strings`, Android `email_media_omitted`), lower-cased and without `<>`.
enum WhatsAppOmittedMarkers {
    /// Each note and the kind of file it names.
    static let markers: [String: WhatsAppMedia.Kind] = [
        // Japanese
        "画像は含まれていません": .photo, "ビデオは含まれていません": .video, "音声は含まれていません": .audio,
        "スタンプは含まれていません": .sticker, "gifは含まれていません": .gif, "ドキュメントは含まれていません": .document,
        "メディアは含まれていません": .media,
        // Korean
        "이미지 생략됨": .photo, "비디오 생략됨": .video, "오디오 생략됨": .audio, "스티커 제외됨": .sticker, "gif 생략됨": .gif,
        "문서 생략됨": .document, "미디어 파일을 생략한 대화내용": .media,
        // Chinese, simplified and traditional
        "照片已忽略": .photo, "圖片已略去": .photo, "圖像已省略": .photo, "视频已忽略": .video, "影片已略去": .video,
        "影片已省略": .video, "音频已忽略": .audio, "音訊已略去": .audio, "贴图已省略": .sticker, "貼圖已略去": .sticker,
        "gif 动态图已被忽略": .gif, "gif 已略去": .gif, "文档已省略": .document, "文件已忽略": .document, "省略多媒体文件": .media,
        "省略影音内容": .media, "已省略多媒體檔案": .media,
        // Arabic
        "لم يتم إدراج الصورة": .photo, "لم يتم إدراج الفيديوهات": .video, "لم يتم إدراج المقاطع الصوتية": .audio,
        "تم حذف الملصقات": .sticker, "لم يتم إدراج صورة gif": .gif, "لم يتم إدراج المستند": .document, "تم استبعاد الوسائط": .media,
        // Hindi
        "फ़ोटो हटाई गई": .photo, "वीडियो छोड़ा गया": .video, "ऑडियो हटाई गयी": .audio, "स्टिकर छोड़ा गया": .sticker,
        "gif छोड़ा गया": .gif, "डॉक्यूमेंट छोड़ा गया": .document, "मीडिया के बिना": .media,
        // Indonesian
        "gambar tidak disertakan": .photo, "video tidak disertakan": .video, "audio tidak disertakan": .audio,
        "stiker tidak disertakan": .sticker, "gif tidak disertakan": .gif, "dokumen tidak disertakan": .document,
        "media tidak disertakan": .media,
        // Turkish
        "görüntü dahil edilmedi": .photo, "video dahil edilmedi": .video, "ses dahil edilmedi": .audio,
        "çıkartma dahil edilmedi": .sticker, "gif dahil edilmedi": .gif, "belge dahil edilmedi": .document, "medya atlanmış": .media,
        // Russian, Italian, Portuguese, French: the notes without a word the loose search knows
        "стикер не добавлен": .sticker, "файл пропущен": .media, "sticker non incluso": .sticker, "gif esclusa": .gif,
        "vídeo não revelado": .video, "ficheiro de áudio não revelado": .audio, "figurinha omitida": .sticker,
        "gif não revelada": .gif, "documento não revelado": .document, "gif retiré": .gif, "document manquant": .document,
    ]

    /// The kind of file the lower-cased note `lowered` names, when it is one of ``markers``.
    static func kind(of lowered: String) -> WhatsAppMedia.Kind? {
        var note = Substring(lowered)
        if note.hasPrefix("<"), note.hasSuffix(">") { note = note.dropFirst().dropLast() }
        return markers[note.trimmingMarks]
    }
}
