import Foundation
import ImageSnapshot

/// Former spelling of `assertBubbleSnapshot(contentsOf:named:masks:configuration:...)`:
/// `of...:` labels now take values, `contentsOf:` a file's URL.
@available(*, deprecated, renamed: "assertBubbleSnapshot(contentsOf:named:masks:configuration:reporter:fileID:filePath:line:column:function:)")
public func assertBubbleSnapshot(
    ofTranscript url: URL, named name: String? = nil, masks: [SnapshotMask] = [], configuration: SnapshotConfiguration? = nil,
    reporter: SnapshotReporter = .testFramework,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: StaticString = #function
) {
    assertBubbleSnapshot(contentsOf: url, named: name, masks: masks, configuration: configuration, reporter: reporter,
                         fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}
