import Foundation
import Testing
import FileSystem
import StrictJSON
@testable import ChatImport

/// WhatsApp's "Export chat" zip read directly: the chat from `_chat.txt` (iOS) or `WhatsApp Chat
/// with NAME.txt` (Android), its photos written beside the transcript, and archives that would
/// lead out of themselves, unpack to too much or are damaged refused, naming archive and entry.
@Suite("zipped WhatsApp exports")
struct ZippedExportTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("zipped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The bytes of a real JPEG among the samples, as the photo of the tests' exports.
    static let photo: [UInt8] = (try? Array(Data(contentsOf: URL(fileURLWithPath: Samples.path("whatsapp/00000004-PHOTO-2023-01-13-14-06-00.jpg"))))) ?? []

    static let iosChat = "[13/02/2024, 21:40:12] Ann Lee: Look where we are\n"
        + "[13/02/2024, 21:41:00] Ann Lee: \u{200E}<attached: 00000012-PHOTO-2024-02-03-21-41-00.jpg>\n"
        + "[13/02/2024, 21:42:05] Bo Sample: Wow!\n"
    static let androidChat = "13/02/2024, 21:40 - Ann Lee: Look where we are\n"
        + "13/02/2024, 21:41 - Ann Lee: IMG-20240203-WA0001.jpg (file attached)\n"
        + "13/02/2024, 21:42 - Bo Sample: Wow!\n"

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func zip(_ name: String, _ entries: [TestZip.Entry]) throws -> String {
        try TestZip.write(entries, to: path(name))
        return path(name)
    }

    /// The transcript of the zip at `archive`, images in `chat-media` beside it, and the media
    /// written through a stage that is committed.
    private func imported(_ archive: String) throws -> ImportedTranscript {
        let chat = try ChatImporter.read(.whatsapp, at: archive)
        let result = try ChatImporter.transcript(from: chat, format: .whatsapp, source: archive, imagesRelativeTo: folder.path,
                                                 options: ImportOptions(), mediaFolder: "chat-media")
        let stage = StagedOutput()
        try ChatImporter.writeMedia(result.media, relativeTo: folder.path, to: stage)
        try stage.commit()
        return result
    }

    /// The error reading the zip at `archive` gives; nil when it reads.
    private func error(_ archive: String) -> String? {
        do {
            _ = try imported(archive)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func anIOSExportGivesItsPhotoWrittenBesideTheTranscript() throws {
        let archive = try zip("ios.zip", [.text("_chat.txt", Self.iosChat),
                                          .file("00000012-PHOTO-2024-02-03-21-41-00.jpg", Self.photo)])
        let result = try imported(archive)
        #expect(Samples.lines(result.transcript) == [
            "-- 13 February 2024", "ann-lee 21:40 Look where we are",
            "ann-lee 21:41 [chat-media/00000012-PHOTO-2024-02-03-21-41-00.jpg]", "bo-sample 21:42 Wow!",
        ])
        #expect(try Array(Data(contentsOf: folder.appendingPathComponent("chat-media/00000012-PHOTO-2024-02-03-21-41-00.jpg"))) == Self.photo)
        #expect(result.notes.isEmpty)
    }

    @Test func anAndroidExportIsFoundByItsName() throws {
        let archive = try zip("android.zip", [.file("IMG-20240203-WA0001.jpg", Self.photo),
                                              .text("WhatsApp Chat with Ann Lee.txt", Self.androidChat)])
        let result = try imported(archive)
        #expect(Samples.lines(result.transcript).contains("ann-lee 21:41 [chat-media/IMG-20240203-WA0001.jpg]"))
        #expect(result.media == [ArchiveMedia(archive: archive, entry: "IMG-20240203-WA0001.jpg", path: "chat-media/IMG-20240203-WA0001.jpg")])
        #expect(FileManager.default.fileExists(atPath: path("chat-media/IMG-20240203-WA0001.jpg")))
    }

    @Test func aPhotoTheZipLacksIsAPlaceholderWithANote() throws {
        let result = try imported(try zip("bare.zip", [.text("_chat.txt", Self.iosChat)]))
        #expect(Samples.lines(result.transcript).contains("ann-lee 21:41 📷 Photo"))
        #expect(result.notes == ["1 attached file is not in the zip beside the chat: shown as a placeholder"])
        #expect(!FileManager.default.fileExists(atPath: path("chat-media")))
    }

    @Test func withoutAMediaFolderPhotosArePlaceholders() throws {
        let archive = try zip("ios.zip", [.text("_chat.txt", Self.iosChat), .file("00000012-PHOTO-2024-02-03-21-41-00.jpg", Self.photo)])
        let chat = try ChatImporter.read(.whatsapp, at: archive)
        let result = try ChatImporter.transcript(from: chat, format: .whatsapp, source: archive, imagesRelativeTo: folder.path,
                                                 options: ImportOptions())
        #expect(result.media.isEmpty)
        #expect(Samples.lines(result.transcript).contains("ann-lee 21:41 📷 Photo"))
        #expect(result.notes == ["1 image is inside the zip: shown as a placeholder; `bubbles import` writes them beside the transcript"])
    }

    @Test func anEntryLeadingOutOfTheArchiveRefusesIt() throws {
        let archive = try zip("evil.zip", [.text("_chat.txt", Self.iosChat), .text("../evil", "x")])
        #expect(error(archive) == "\(archive): ../evil: leads outside the archive, which an import does not read")
        let absolute = try zip("absolute.zip", [.text("_chat.txt", Self.iosChat), .text("/tmp/evil", "x")])
        #expect(error(absolute) == "\(absolute): /tmp/evil: leads outside the archive, which an import does not read")
        #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent("evil").path))
    }

    @Test func aSymbolicLinkEntryRefusesTheArchive() throws {
        let archive = try zip("link.zip", [.text("_chat.txt", Self.iosChat), .link("00000012-PHOTO-2024-02-03-21-41-00.jpg", to: "/etc/passwd")])
        #expect(error(archive) == "\(archive): 00000012-PHOTO-2024-02-03-21-41-00.jpg: \(FileProblem.link)")
    }

    @Test func aZipWithoutAChatSaysWhatItLooksFor() throws {
        let archive = try zip("photos.zip", [.file("IMG-20240203-WA0001.jpg", Self.photo), .text("notes.md", "x"),
                                             .text("a.txt", "x"), .text("b.txt", "y")])
        #expect(error(archive) == "\(archive): no chat in the archive: expected _chat.txt (iOS) or 'WhatsApp Chat with NAME.txt' (Android)")
    }

    @Test func aDamagedZipIsOneErrorNamingIt() throws {
        let archive = try zip("ios.zip", [.text("_chat.txt", Self.iosChat)])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: archive))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path("cut.zip")))
        #expect(error(path("cut.zip"))?.hasPrefix("\(path("cut.zip")): not a readable zip archive") == true)
        try Data("not a zip at all".utf8).write(to: URL(fileURLWithPath: path("text.zip")))
        #expect(error(path("text.zip"))?.hasPrefix("\(path("text.zip")): not a readable zip archive") == true)
    }

    @Test func damagedDataNamesTheEntry() throws {
        let text = String(repeating: "[13/02/2024, 21:40:12] Ann Lee: Look where we are, and how green it is\n", count: 200)
        let archive = try zip("ios.zip", [.text("_chat.txt", text)])
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: archive)))
        // The deflated text starts after the local header (30 bytes and the name); spoil its middle.
        for index in 60..<90 { bytes[index] ^= 0x5A }
        try Data(bytes).write(to: URL(fileURLWithPath: archive))
        #expect(error(archive)?.hasPrefix("\(archive): _chat.txt: ") == true, "\(error(archive) ?? "read")")
    }

    @Test func anEntryThatUnpacksFarBeyondItsSizeIsRefusedEarly() throws {
        let bomb = [UInt8](repeating: 0x41, count: 32 << 20)
        let archive = try zip("bomb.zip", [.text("_chat.txt", Self.iosChat), .file("00000012-PHOTO-2024-02-03-21-41-00.jpg", bomb)])
        #expect(error(archive) == "\(archive): 00000012-PHOTO-2024-02-03-21-41-00.jpg: unpacks to more than 100 times its compressed "
            + "size (a zip bomb?), which an import does not read")
        #expect(!FileManager.default.fileExists(atPath: path("chat-media")))
    }

    @Test func entriesPastTheLimitsAreRefused() throws {
        let archive = try zip("big.zip", [.text("_chat.txt", Self.iosChat), .file("00000012-PHOTO-2024-02-03-21-41-00.jpg", Self.photo)])
        let small = ArchiveLimits(maxEntries: 100, maxEntrySize: 1000, maxTotalSize: 1 << 20, maxRatio: 100, ratioFloor: 1 << 20)
        let media = [ArchiveMedia(archive: archive, entry: "00000012-PHOTO-2024-02-03-21-41-00.jpg", path: "photo.jpg")]
        #expect(throws: Diagnostic(kind: .file, file: archive, message: "00000012-PHOTO-2024-02-03-21-41-00.jpg: is larger than the 0 MiB allowed")) {
            try WhatsAppArchive.extract(media, from: archive, into: folder.path, stage: StagedOutput(), limits: small)
        }
        let few = ArchiveLimits(maxEntries: 1)
        #expect(throws: Diagnostic(kind: .file, file: archive, message: "more than 1 entries, which an import does not read")) {
            try WhatsAppArchive(path: archive, limits: few)
        }
        let little = ArchiveLimits(maxTotalSize: 100)
        #expect(throws: Diagnostic(kind: .file, file: archive, message: "_chat.txt: unpacks to more than 0 MiB with the entries read "
            + "before it, which an import does not read")) {
            try WhatsAppArchive(path: archive, limits: little).forEachLine { _, _ in }
        }
    }

    @Test func aChatInAFolderOfTheZipTakesItsPhotosFromThere() throws {
        let archive = try zip("nested.zip", [.text("Trip/_chat.txt", Self.iosChat),
                                             .file("Trip/00000012-PHOTO-2024-02-03-21-41-00.jpg", Self.photo)])
        let result = try imported(archive)
        #expect(result.media.map(\.entry) == ["Trip/00000012-PHOTO-2024-02-03-21-41-00.jpg"])
        #expect(FileManager.default.fileExists(atPath: path("chat-media/00000012-PHOTO-2024-02-03-21-41-00.jpg")))
    }

    @Test func aSyntaxErrorNamesTheArchiveAndTheEntry() throws {
        let archive = try zip("ios.zip", [.text("_chat.txt", "hello\n" + Self.iosChat)])
        #expect(error(archive)?.hasPrefix("\(archive): _chat.txt:1: expected a WhatsApp message line") == true, "\(error(archive) ?? "")")
    }

    @Test func aMediaFolderThatIsALinkIsRefused() throws {
        let archive = try zip("ios.zip", [.text("_chat.txt", Self.iosChat), .file("00000012-PHOTO-2024-02-03-21-41-00.jpg", Self.photo)])
        try FileManager.default.createSymbolicLink(atPath: path("chat-media"), withDestinationPath: "/tmp")
        #expect(error(archive) == "\(path("chat-media")): \(FileProblem.link)")
    }
}
