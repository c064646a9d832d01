// libFuzzer target: WhatsApp's "Export chat" zip, read directly. Each input is written to a
// file `export.zip` and imported as `bubbles import` does: libarchive's zip reader over the
// confined file (ZipArchive's read and seek callbacks, the limits on entries, sizes and the
// compression ratio), the search for the chat beside its photos, the chat's lines, the
// transcript, and the photos written from the zip into a staged folder that is never
// committed (so nothing is left behind).
//
// Not a target of the package: scripts/fuzz builds it like the others.
// `Tests/ChatImportTests/FuzzRegressionTests.swift` replays saved inputs the same way; keep
// the two in step.
import Foundation
import ChatImport
import FileSystem

enum ZipFuzz {
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("bubbles-fuzz-zip-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    static func run(_ bytes: [UInt8]) {
        let archive = folder.appendingPathComponent("export.zip")
        do {
            try Data(bytes).write(to: archive)
        } catch {
            fatalError("cannot write \(archive.path): \(error)")
        }
        do {
            let chat = try ChatImporter.read(.whatsapp, at: archive.path)
            let result = try ChatImporter.transcript(from: chat, format: .whatsapp, source: archive.path, imagesRelativeTo: folder.path,
                                                     options: ImportOptions(), mediaFolder: "media")
            let stage = StagedOutput()
            try ChatImporter.writeMedia(result.media, relativeTo: folder.path, to: stage)
            _ = result.transcript.jsonText
        } catch {
            _ = error.description
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    ZipFuzz.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
