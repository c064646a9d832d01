import Foundation
import Testing
import FileSystem
import ChatImport

/// The zip files of `FuzzCrashes/`, imported as `Fuzz/ZipFuzzer.swift` imports its inputs: read,
/// made a transcript, the photos written to a stage that is not committed. Each must import or
/// be an error, never crash.
@Suite("Fuzz regressions: zip exports")
struct ZipFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzCrashes", isDirectory: true)

    static let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0 != "README.md" && !$0.hasPrefix(".") }.sorted()

    @Test func theFolderHoldsRealInputs() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test("a saved zip imports or is an error", arguments: inputs)
    func importsOrFails(_ name: String) throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("zip-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let archive = work.appendingPathComponent("export.zip")
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent(name), to: archive)
        do {
            let chat = try ChatImporter.read(.whatsapp, at: archive.path)
            let result = try ChatImporter.transcript(from: chat, format: .whatsapp, source: archive.path, imagesRelativeTo: work.path,
                                                     options: ImportOptions(), mediaFolder: "media")
            try ChatImporter.writeMedia(result.media, relativeTo: work.path, to: StagedOutput())
        } catch {
            #expect(!"\(error)".isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("media").path), "nothing left behind")
    }
}
