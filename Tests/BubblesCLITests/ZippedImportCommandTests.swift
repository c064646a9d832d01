import Foundation
import Testing
import BubblesCLI

/// `bubbles import whatsapp EXPORT.zip`: photos written in a folder beside the transcript, and a
/// hostile zip one error line with nothing written.
@Suite("bubbles import of a zip")
struct ZippedImportCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-zip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    }

    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChatImportTests/Samples")
    static let chat = "13/02/2024, 21:40 - Ann Lee: Look where we are\n"
        + "13/02/2024, 21:41 - Ann Lee: IMG-20240203-WA0001.jpg (file attached)\n"
        + "13/02/2024, 21:42 - Bo Sample: Wow!\n"

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// An Android export with its photo, and `extra` entries.
    private func export(_ name: String, extra: [(name: String, bytes: [UInt8])] = []) throws -> String {
        let photo = Array(try Data(contentsOf: Self.samples.appendingPathComponent("whatsapp/00000004-PHOTO-2023-01-13-14-06-00.jpg")))
        try TestZip.write([("WhatsApp Chat with Ann Lee.txt", Array(Self.chat.utf8)), ("IMG-20240203-WA0001.jpg", photo)] + extra,
                          to: path(name))
        return path(name)
    }

    @Test func theZipsPhotoIsWrittenBesideTheTranscriptAndDrawn() throws {
        let archive = try export("chat.zip")
        let io = CapturedConsole()
        #expect(io.run(["import", "whatsapp", archive, "-o", path("out/trip.json")]) == 0, "\(io.err)")
        #expect(io.err.isEmpty)
        let json = try String(contentsOfFile: path("out/trip.json"), encoding: .utf8)
        #expect(json.contains(#""image": "trip-media/IMG-20240203-WA0001.jpg""#))
        #expect(exists("out/trip-media/IMG-20240203-WA0001.jpg"))
        let render = CapturedConsole()
        #expect(render.run(["render", path("out/trip.json"), "-o", path("trip.png")]) == 0, "\(render.err)")
    }

    @Test func onStandardOutputThePhotosGoToAFolderNamedAfterTheZip() throws {
        _ = try export("Ann.zip")
        let run = try BubblesProcess.run([], shell: "cd '\(folder.path)' && \"$BUBBLES\" import whatsapp Ann.zip -o -")
        #expect(run.status == 0, "\(run.err)")
        #expect(String(decoding: run.out, as: UTF8.self).contains(#""image": "Ann-media/IMG-20240203-WA0001.jpg""#))
        #expect(exists("Ann-media/IMG-20240203-WA0001.jpg"))
    }

    @Test func anEntryLeadingOutIsOneErrorAndNothingIsWritten() throws {
        let archive = try export("evil.zip", extra: [("../evil.jpg", [1, 2, 3])])
        let io = CapturedConsole()
        #expect(io.run(["import", "whatsapp", archive, "-o", path("out/trip.json")]) == 2)
        #expect(io.err == "error: \(archive): ../evil.jpg: leads outside the archive, which an import does not read\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("out")).isEmpty)
        #expect(!exists("evil.jpg"))
    }

    @Test func renderFromAZipDrawsItsPhotosAsPlaceholdersAndSaysSo() throws {
        let archive = try export("chat.zip")
        let io = CapturedConsole()
        #expect(io.run(["render", archive, "--from", "whatsapp", "-o", path("chat.png")]) == 0, "\(io.err)")
        #expect(io.err == "note: 1 image is inside the zip: shown as a placeholder; `bubbles import` writes them beside the transcript\n")
        #expect(exists("chat.png"))
    }
}
