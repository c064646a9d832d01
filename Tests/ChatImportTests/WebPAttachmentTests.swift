import Foundation
import Testing
import FileSystem
@testable import ChatImport

/// WebP files an export holds are drawn as the other images are, in every importer that reads
/// attachments: a photo in its bubble, a sticker on its own (WhatsApp's `STK-…webp`, Telegram's
/// `stickers/…webp`), from a folder and from WhatsApp's zip.
@Suite("WebP attachments")
struct WebPAttachmentTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("webp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/transcripts/images")
    static let photo: [UInt8] = (try? Array(Data(contentsOf: images.appendingPathComponent("park.webp")))) ?? []
    static let sticker: [UInt8] = (try? Array(Data(contentsOf: images.appendingPathComponent("sticker-smile.webp")))) ?? []

    private func write(_ bytes: [UInt8], _ name: String) throws {
        let file = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    private func imported(_ format: ChatFormat, _ name: String, mediaFolder: String? = nil) throws -> ImportedTranscript {
        let path = folder.appendingPathComponent(name).path
        let chat = try ChatImporter.read(format, at: path)
        return try ChatImporter.transcript(from: chat, format: format, source: path, imagesRelativeTo: folder.path,
                                           options: ImportOptions(), mediaFolder: mediaFolder)
    }

    /// `[image]` for a message's image, `<sticker>` for a sticker, then the text.
    private func drawn(_ result: ImportedTranscript) -> [String] {
        result.transcript.messages.compactMap(\.bubble).map { bubble in
            [bubble.image.map { "[\($0)]" }, bubble.sticker.map { "<\($0)>" }, bubble.text].compactMap { $0 }.joined(separator: " ")
        }
    }

    @Test func whatsAppFolderPhotoAndSticker() throws {
        try write(Self.photo, "IMG-20240213-WA0001.webp")
        try write(Self.sticker, "STK-20240213-WA0002.webp")
        try Data(("13/02/2024, 21:40 - Ann Lee: IMG-20240213-WA0001.webp (file attached)\nThe park\n"
            + "13/02/2024, 21:41 - Ann Lee: STK-20240213-WA0002.webp (file attached)\n").utf8)
            .write(to: folder.appendingPathComponent("WhatsApp Chat with Ann Lee.txt"))
        let result = try imported(.whatsapp, "WhatsApp Chat with Ann Lee.txt")
        #expect(drawn(result) == ["[IMG-20240213-WA0001.webp] The park", "<STK-20240213-WA0002.webp>"])
        #expect(result.notes.isEmpty)
    }

    @Test func whatsAppZipPhotoAndSticker() throws {
        let archive = folder.appendingPathComponent("chat.zip").path
        try TestZip.write([
            .text("_chat.txt", "[03/02/2024, 21:40:12] Ann Lee: \u{200E}<attached: 00000003-PHOTO-2024-02-03-21-40-12.webp>\n"
                + "[03/02/2024, 21:41:00] Ann Lee: \u{200E}<attached: 00000004-STICKER-2024-02-03-21-41-00.webp>\n"),
            .file("00000003-PHOTO-2024-02-03-21-40-12.webp", Self.photo),
            .file("00000004-STICKER-2024-02-03-21-41-00.webp", Self.sticker),
        ], to: archive)
        let result = try imported(.whatsapp, "chat.zip", mediaFolder: "media")
        #expect(drawn(result) == ["[media/00000003-PHOTO-2024-02-03-21-40-12.webp]", "<media/00000004-STICKER-2024-02-03-21-41-00.webp>"])
        #expect(result.media.map(\.path) == ["media/00000003-PHOTO-2024-02-03-21-40-12.webp", "media/00000004-STICKER-2024-02-03-21-41-00.webp"])
    }

    @Test func telegramStickerAndFile() throws {
        try write(Self.sticker, "stickers/sticker.webp")
        try write(Self.photo, "files/park.webp")
        try Data(#"""
        {"name": "Ann Lee", "type": "personal_chat", "id": 1, "messages": [
         {"id": 1, "type": "message", "date": "2024-02-03T21:40:00", "from": "Ann Lee", "from_id": "user1",
          "file": "stickers/sticker.webp", "thumbnail": "stickers/sticker.webp_thumb.jpg", "media_type": "sticker",
          "sticker_emoji": "😀", "width": 512, "height": 512, "text": "", "text_entities": []},
         {"id": 2, "type": "message", "date": "2024-02-03T21:41:00", "from": "Ann Lee", "from_id": "user1",
          "file": "files/park.webp", "file_name": "park.webp", "mime_type": "image/webp", "text": "", "text_entities": []},
         {"id": 3, "type": "message", "date": "2024-02-03T21:42:00", "from": "Ann Lee", "from_id": "user1",
          "file": "stickers/animated.tgs", "media_type": "sticker", "sticker_emoji": "🎉", "text": "", "text_entities": []}
        ]}
        """#.utf8).write(to: folder.appendingPathComponent("result.json"))
        let result = try imported(.telegram, "result.json")
        #expect(drawn(result) == ["<stickers/sticker.webp>", "[files/park.webp]", "🎉"])
        #expect(result.notes.contains("1 sticker shown as its emoji or name: no still image in the export, or has text or a reply"))
    }

    @Test func discordAttachment() throws {
        try write(Self.photo, "general.json_Files/park-1A2B.webp")
        try Data(#"""
        {"guild": {"id": "1", "name": "Friends"}, "channel": {"id": "2", "type": "GuildTextChat", "name": "general"},
         "messages": [{"id": "10", "type": "Default", "timestamp": "2024-02-03T21:40:00+00:00", "content": "The park",
          "author": {"id": "5", "name": "ann", "nickname": "Ann"},
          "attachments": [{"id": "11", "url": "general.json_Files/park-1A2B.webp", "fileName": "park.webp", "fileSizeBytes": 2676}]}]}
        """#.utf8).write(to: folder.appendingPathComponent("general.json"))
        let result = try imported(.discord, "general.json")
        #expect(drawn(result) == ["[general.json_Files/park-1A2B.webp] The park"])
    }
}
