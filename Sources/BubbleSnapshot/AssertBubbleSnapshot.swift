import Foundation
import BubbleRender
import ImageSnapshot
import PixelDiff
import Transcript

/// Asserts that `text` drawn as one bubble matches its reference image, stored under
/// `__Snapshots__/<TestFile>/<test>.<name>.png` beside the test file (unnamed assertions are
/// numbered: `<test>.1`, `<test>.2`). A failure is recorded at this line, with the numbers,
/// the limits, the paths of the expected, actual and diff images and the command that
/// accepts the change, and the test goes on (Swift Testing issue or XCTest failure); a
/// `reporter` of your own gets the failure instead.
///
/// `masks` (pixels of the image) are left out of the comparison; `configuration` nil means
/// the one set by `.snapshots(...)` or `withSnapshotConfiguration`, else the defaults. The
/// render environment (``ImageSnapshot/SnapshotEnvironment/bubbleRender(fontFiles:)``) is recorded beside the
/// reference unless the configuration names another. `fontFiles` are user fonts whose
/// families `options.font` may name; the recorded environment lists them.
public func assertBubbleSnapshot(
    of text: String, options: BubbleOptions = BubbleOptions(), fontFiles: [FontFile] = [], named name: String? = nil,
    masks: [PixelRegion] = [], configuration: SnapshotConfiguration? = nil,
    reporter: SnapshotReporter = .testFramework,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: StaticString = #function
) {
    let source = SnapshotSource(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let environment = SnapshotEnvironment.bubbleRender(fontFiles: fontFiles)
    SnapshotAssertion(source: source, name: name, masks: masks, configuration: configuration, environment: environment,
                      reporter: reporter).check { () throws(SnapshotFailure) in
        do {
            return try BubbleRenderer(fontFiles: fontFiles).render(text: text, options: options).bytes
        } catch {
            throw SnapshotFailure("cannot render the bubble: \(error)")
        }
    }
}

/// Asserts that a transcript, built in code or decoded, rendered as one PNG matches its
/// reference image (see `assertBubbleSnapshot(of:options:named:masks:configuration:...)`).
/// Image and font paths resolve against the transcript's `baseDirectory`; the transcript's
/// `fonts` join the recorded environment. `masks` name parts of the conversation to leave out
/// (``SnapshotMask``: `.times`, `.avatars`, `.statusBar`, `.messages(["m3"])`), found where
/// the layout put them.
public func assertBubbleSnapshot(
    of transcript: Transcript, named name: String? = nil, masks: [SnapshotMask] = [], configuration: SnapshotConfiguration? = nil,
    reporter: SnapshotReporter = .testFramework,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: StaticString = #function
) {
    let source = SnapshotSource(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    assertRendered(Result { () throws(SnapshotFailure) in transcript }, file: nil, name: name, masks: masks, configuration: configuration,
                   reporter: reporter, source: source)
}

/// Asserts that a transcript file rendered as one PNG matches its reference image (see
/// `assertBubbleSnapshot(of:named:masks:configuration:...)`). `contentsOf:` takes the file's
/// URL, as Foundation's initialisers do; `of:` takes values.
public func assertBubbleSnapshot(
    contentsOf url: URL, named name: String? = nil, masks: [SnapshotMask] = [], configuration: SnapshotConfiguration? = nil,
    reporter: SnapshotReporter = .testFramework,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: StaticString = #function
) {
    let source = SnapshotSource(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let transcript = Result { () throws(SnapshotFailure) in
        do {
            return try Transcript.load(contentsOf: url, limits: .default.withBuiltInLooks)
        } catch {
            throw SnapshotFailure("cannot read \(url.path): \(error)")
        }
    }
    assertRendered(transcript, file: url.path, name: name, masks: masks, configuration: configuration, reporter: reporter, source: source)
}

/// Renders `transcript`, resolves `masks` in its layout, and compares.
private func assertRendered(_ transcript: Result<Transcript, SnapshotFailure>, file: String?, name: String?, masks: [SnapshotMask],
                            configuration: SnapshotConfiguration?, reporter: SnapshotReporter, source: SnapshotSource) {
    let image = Result { () throws(SnapshotFailure) in try SnapshotRendering.image(of: transcript.get(), file: file) }
    let regions = Result { () throws(SnapshotFailure) -> [PixelRegion] in
        guard !masks.isEmpty else { return [] }
        let page = try SnapshotRendering.laidOut(transcript.get(), file: file)
        return masks.flatMap { $0.regions(in: page) }
    }
    let environment = (try? image.get())?.environment ?? .bubbleRender
    SnapshotAssertion(source: source, name: name, masks: (try? regions.get()) ?? [], configuration: configuration, environment: environment,
                      reporter: reporter).check { () throws(SnapshotFailure) in
        _ = try regions.get()
        return try image.get().png
    }
}
