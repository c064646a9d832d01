import Foundation
import BubbleRender
import ImageSnapshot
import Transcript

/// Asserts that a transcript's layout (the rows of its first page: each row's entry and
/// frame, its bubbles, texts, avatars, pills and reactions, each text's lines and runs)
/// matches its reference JSON, stored as
/// `__Snapshots__/<TestFile>/<test>.<name>.json` beside the test file (named, numbered and
/// recorded as the image assertions are). Cheap to compare, readable in a code review, and
/// independent of the fonts' pixels; a failure names the lines that differ and writes the
/// expected and actual text under the artifacts folder.
public func assertLayoutSnapshot(
    of transcript: Transcript, named name: String? = nil, configuration: SnapshotConfiguration? = nil,
    reporter: SnapshotReporter = .testFramework,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: StaticString = #function
) {
    let source = SnapshotSource(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let page = Result { () throws(SnapshotFailure) in try SnapshotRendering.laidOut(transcript, file: nil) }
    let environment = (try? page.get()).map { SnapshotEnvironment.bubbleRender(fontFiles: $0.fontFiles) } ?? .bubbleRender
    SnapshotAssertion(source: source, name: name, masks: [], configuration: configuration, environment: environment,
                      reporter: reporter).checkText { () throws(SnapshotFailure) in
        LayoutText.json(try page.get())
    }
}
