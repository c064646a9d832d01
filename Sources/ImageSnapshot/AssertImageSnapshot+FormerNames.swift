import PixelDiff
import Raster

/// Former spelling of `assertBubbleSnapshot(of:named:masks:configuration:...)` for an
/// `RGBAImage`: `of:` takes values, as it does for a text and a transcript.
@available(*, deprecated, renamed: "assertBubbleSnapshot(of:named:masks:configuration:reporter:fileID:filePath:line:column:function:)")
public func assertBubbleSnapshot(
    ofImage image: RGBAImage, named name: String? = nil, masks: [PixelRegion] = [], configuration: SnapshotConfiguration? = nil,
    reporter: SnapshotReporter = .testFramework,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: StaticString = #function
) {
    assertBubbleSnapshot(of: image, named: name, masks: masks, configuration: configuration, reporter: reporter,
                         fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}
