import Foundation
import BubbleRender
import FileSystem
import ImageSnapshot
import Transcript

/// Transcripts rendered to one PNG for a snapshot.
enum SnapshotRendering {
    /// The tallest page a snapshot takes, in pixels: Cairo's largest image.
    static let maxPageHeight = 32767

    /// The page the snapshot shows, laid out (for masks by meaning and layout snapshots).
    static func laidOut(_ transcript: Transcript, file: String?) throws(SnapshotFailure) -> LaidOutConversation {
        do {
            return try BubbleRenderer().laidOut(transcript, file: file, maxPageHeight: maxPageHeight)
        } catch {
            throw SnapshotFailure("cannot lay out \(file ?? "the transcript"): \(error)")
        }
    }

    static func png(of transcript: Transcript, file: String?) throws(SnapshotFailure) -> [UInt8] {
        try image(of: transcript, file: file).png
    }

    /// The PNG, and the user font files the render admitted.
    static func image(of transcript: Transcript, file: String?) throws(SnapshotFailure) -> SnapshotImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let output = folder.appendingPathComponent("snapshot.png").path
            let result = try BubbleRenderer().render(transcript: transcript, file: file, to: output, maxPageHeight: maxPageHeight)
            guard result.paths.count == 1 else {
                throw SnapshotFailure("the transcript renders to \(result.paths.count) pages; snapshots take one")
            }
            return SnapshotImage(png: try RegularFile.contents(of: output), fontFiles: result.fontFiles)
        } catch let failure as SnapshotFailure {
            throw failure
        } catch {
            throw SnapshotFailure("cannot render \(file ?? "the transcript"): \(error)")
        }
    }
}
