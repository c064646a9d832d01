import Foundation
import Testing
import ChatImport

/// An export is someone else's files: nothing outside its folder is read or referenced, through
/// `..`, an absolute path or a symbolic link, and what is not a regular file is refused by name.
@Suite("exports confined to their folder")
struct ConfinedExportTests {
    /// A scratch folder holding `export/` and, beside it, `outside/` with files an export
    /// must never reach.
    let root: URL
    var export: URL { root.appendingPathComponent("export") }
    var outside: URL { root.appendingPathComponent("outside") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("confined-\(UUID().uuidString)")
        for folder in ["export", "outside"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        // A secret another user's export must not pull in: a Slack day, a users.json, a photo.
        try write(#"[{"type": "message", "user": "U1", "text": "SECRET-DAY", "ts": "1672927389.000200"}]"#, to: "outside/day.json")
        try write(#"[{"id": "U1", "name": "SECRET-USER"}]"#, to: "outside/users.json")
        try write("root:x:0:0:root:/root:/bin/bash\n", to: "outside/passwd")
        try FileManager.default.copyItem(atPath: Samples.path("discord/general.json_Files/cat-5F3A.png"),
                                         toPath: outside.appendingPathComponent("secret.png").path)
    }

    private func write(_ text: String, to name: String) throws {
        let file = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    private func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(name).path, withDestinationPath: target)
    }

    /// The error reading the Slack export at `name` gives; nil when it reads.
    private func slackError(_ name: String) -> String? {
        do {
            let chat = try ChatImporter.read(.slack, at: root.appendingPathComponent(name).path)
            return "read \(chat.entries.count) entries"
        } catch {
            return error.description
        }
    }

    private static let day = #"[{"type": "message", "user": "U2", "text": "hello", "ts": "1672927389.000200"}]"#
    private static let linkRefused = "is or passes through a symbolic link, which is not followed here"

    @Test func aSlackDayFileThatLinksOutIsRefusedByName() throws {
        try write(Self.day, to: "export/general/2023-01-05.json")
        try link("export/general/2023-01-06.json", to: outside.appendingPathComponent("day.json").path)
        for name in ["export", "export/general"] {
            let error = try #require(slackError(name))
            #expect(error.hasSuffix("export/general/2023-01-06.json: \(Self.linkRefused)"), "\(name): \(error)")
            #expect(!error.contains("SECRET"))
        }
    }

    @Test func aSlackDayFileLinkedToATextFileQuotesNothingOfIt() throws {
        try FileManager.default.createDirectory(at: export.appendingPathComponent("general"), withIntermediateDirectories: true)
        try link("export/general/2023-01-05.json", to: outside.appendingPathComponent("passwd").path)
        let error = try #require(slackError("export/general"))
        #expect(error.hasSuffix("2023-01-05.json: \(Self.linkRefused)"), "\(error)")
        #expect(!error.contains("root"))
    }

    @Test func aSlackUsersFileThatLinksOutIsRefusedByName() throws {
        try write(Self.day, to: "export/general/2023-01-05.json")
        try link("export/users.json", to: outside.appendingPathComponent("users.json").path)
        for name in ["export", "export/general"] {
            let error = try #require(slackError(name))
            #expect(error.hasSuffix("export/users.json: \(Self.linkRefused)"), "\(name): \(error)")
            #expect(!error.contains("SECRET"))
        }
    }

    @Test func aSlackChannelFolderThatLinksOutIsRefusedByName() throws {
        try write(Self.day, to: "outside/general/2023-01-05.json")
        try link("export/general", to: outside.appendingPathComponent("general").path)
        let error = try #require(slackError("export"))
        #expect(error.hasSuffix("export/general: \(Self.linkRefused)"), "\(error)")
    }

    @Test func aSlackDayFileOrUsersFileThatIsAFIFOIsRefusedByName() throws {
        try write(Self.day, to: "export/general/2023-01-05.json")
        #expect(mkfifo(export.appendingPathComponent("general/2023-01-06.json").path, 0o644) == 0)
        #expect(try #require(slackError("export")).hasSuffix("export/general/2023-01-06.json: is a FIFO, not a regular file"))
        try FileManager.default.removeItem(at: export.appendingPathComponent("general/2023-01-06.json"))
        #expect(mkfifo(export.appendingPathComponent("users.json").path, 0o644) == 0)
        #expect(try #require(slackError("export")).hasSuffix("export/users.json: is a FIFO, not a regular file"))
    }

    /// The transcript of the export `file` (in `format`), written in `transcriptFolder`.
    private func imported(_ format: ChatFormat, _ file: String, transcriptFolder: URL? = nil) throws -> ImportedTranscript {
        let path = root.appendingPathComponent(file).path
        let chat = try ChatImporter.read(format, at: path)
        return try ChatImporter.transcript(from: chat, format: format, source: path, imagesRelativeTo: (transcriptFolder ?? export).path,
                                           options: ImportOptions())
    }

    @Test func telegramPhotosLeadingOutBecomePlaceholders() throws {
        try FileManager.default.copyItem(atPath: outside.appendingPathComponent("secret.png").path,
                                         toPath: export.appendingPathComponent("inside.png").path)
        try link("export/linked.png", to: outside.appendingPathComponent("secret.png").path)
        try link("export/photos", to: outside.path)
        let photos = ["../outside/secret.png", outside.appendingPathComponent("secret.png").path, "linked.png", "photos/secret.png",
                      "inside.png"]
        let messages = photos.enumerated().map { index, photo in
            #"{"id": \#(index + 1), "type": "message", "date": "2023-01-05T14:0\#(index):00", "from": "Ann", "from_id": "user1", "photo": "\#(photo)", "text": ""}"#
        }
        try write(#"{"name": "Chat", "messages": [\#(messages.joined(separator: ","))]}"#, to: "export/result.json")
        let transcript = try imported(.telegram, "export/result.json")
        #expect(transcript.transcript.messages.compactMap(\.bubble?.image) == ["inside.png"])
        #expect(transcript.notes == ["4 attached files are outside the export (an absolute path, `..` or a symbolic link), "
            + "which an import does not read: shown as placeholders"])
        #expect(!transcript.notes.joined().contains("allow-outside-files"))
    }

    @Test func aWhatsAppAttachmentThatIsALinkBecomesAPlaceholder() throws {
        try link("export/00000001-PHOTO-2023-01-05-14-03-00.jpg", to: outside.appendingPathComponent("secret.png").path)
        try write("[1/5/23, 2:03:00 PM] Ann: \u{200E}<attached: 00000001-PHOTO-2023-01-05-14-03-00.jpg>\n", to: "export/_chat.txt")
        let transcript = try imported(.whatsapp, "export/_chat.txt")
        #expect(transcript.transcript.messages.compactMap(\.bubble?.image).isEmpty)
        #expect(transcript.notes.contains { $0.hasPrefix("1 attached file is outside the export") })
    }

    @Test func discordAttachmentsLeadingOutBecomePlaceholders() throws {
        try FileManager.default.createDirectory(at: export.appendingPathComponent("general_Files"), withIntermediateDirectories: true)
        let attachments = ["../outside/secret.png", "general_Files/../../outside/secret.png"].map { #"{"url": "\#($0)", "fileName": "cat.png"}"# }
        try write(#"{"messages": [{"timestamp": "2023-01-05T14:03:09+00:00", "author": {"id": "1", "name": "a"}, "attachments": [\#(attachments[0])]}, {"timestamp": "2023-01-05T14:04:09+00:00", "author": {"id": "1", "name": "a"}, "attachments": [\#(attachments[1])]}]}"#,
                  to: "export/general.json")
        let transcript = try imported(.discord, "export/general.json")
        #expect(transcript.transcript.messages.compactMap(\.bubble?.image).isEmpty)
        #expect(transcript.notes.contains { $0.hasPrefix("2 attached files are outside the export") })
    }

    @Test func imagesOutsideTheTranscriptsFolderBecomePlaceholdersWithoutAskingForOutsideFiles() throws {
        try FileManager.default.copyItem(atPath: outside.appendingPathComponent("secret.png").path,
                                         toPath: export.appendingPathComponent("photo.png").path)
        try write(#"{"name": "Chat", "messages": [{"id": 1, "type": "message", "date": "2023-01-05T14:00:00", "from": "Ann", "from_id": "user1", "photo": "photo.png", "text": ""}]}"#,
                  to: "export/result.json")
        let beside = try imported(.telegram, "export/result.json", transcriptFolder: root)
        #expect(beside.transcript.messages.compactMap(\.bubble?.image) == ["export/photo.png"])
        let elsewhere = try imported(.telegram, "export/result.json", transcriptFolder: outside)
        #expect(elsewhere.transcript.messages.compactMap(\.bubble?.image).isEmpty)
        #expect(elsewhere.notes == ["1 image is outside the transcript's folder: shown as a placeholder; "
            + "write the transcript in the export's folder to draw it"])
    }
}
