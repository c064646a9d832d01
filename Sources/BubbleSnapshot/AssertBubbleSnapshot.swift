import Foundation
import BubbleRender
import FileSystem
import Transcript

/// Asserts that `text` drawn as one bubble matches its reference image, stored under
/// `__Snapshots__/<TestFile>/<test>[.<name>].png` beside the test file. Throws
/// `SnapshotFailure` (which fails the test in XCTest and Swift Testing alike) with the
/// numbers, the limits and the paths of the expected, actual and diff images.
///
/// Give each assertion in one test a distinct `name`.
public func assertBubbleSnapshot(
    of text: String, options: BubbleOptions = BubbleOptions(), named name: String? = nil,
    configuration: SnapshotConfiguration = SnapshotConfiguration(),
    filePath: StaticString = #filePath, function: StaticString = #function
) throws(SnapshotFailure) {
    let png: [UInt8]
    do {
        png = try BubbleRenderer().render(text: text, options: options).png
    } catch {
        throw SnapshotFailure("cannot render the bubble: \(error)")
    }
    try Snapshot.verify(png: png, reference: SnapshotLocation.reference(filePath: filePath, function: function, name: name),
                        configuration: configuration)
}

/// Asserts that a transcript file, rendered as one PNG, matches its reference image (see
/// `assertBubbleSnapshot(of:options:named:configuration:filePath:function:)`).
public func assertBubbleSnapshot(
    ofTranscript url: URL, named name: String? = nil, configuration: SnapshotConfiguration = SnapshotConfiguration(),
    filePath: StaticString = #filePath, function: StaticString = #function
) throws(SnapshotFailure) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-snapshot-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let png: [UInt8]
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let transcript = try Transcript.load(contentsOf: url)
        let output = folder.appendingPathComponent("snapshot.png").path
        let pages = try BubbleRenderer().render(transcript: transcript, file: url.path, to: output, maxPageHeight: 32767).paths
        guard pages.count == 1 else {
            throw SnapshotFailure("the transcript renders to \(pages.count) pages; snapshots take one")
        }
        png = try RegularFile.contents(of: output)
    } catch let failure as SnapshotFailure {
        throw failure
    } catch {
        throw SnapshotFailure("cannot render \(url.path): \(error)")
    }
    try Snapshot.verify(png: png, reference: SnapshotLocation.reference(filePath: filePath, function: function, name: name),
                        configuration: configuration)
}

/// Asserts that any PNG bytes match their reference image (see
/// `assertBubbleSnapshot(of:options:named:configuration:filePath:function:)`).
public func assertBubbleSnapshot(
    ofPNG png: [UInt8], named name: String? = nil, configuration: SnapshotConfiguration = SnapshotConfiguration(),
    filePath: StaticString = #filePath, function: StaticString = #function
) throws(SnapshotFailure) {
    try Snapshot.verify(png: png, reference: SnapshotLocation.reference(filePath: filePath, function: function, name: name),
                        configuration: configuration)
}
