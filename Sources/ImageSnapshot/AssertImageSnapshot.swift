import PixelDiff
import PNGCodec
import Raster

/// Asserts that any PNG bytes (an image rendered in memory, say) match their reference image,
/// stored under `__Snapshots__/<TestFile>/<test>.<name>.png` beside the test file (unnamed
/// assertions are numbered: `<test>.1`, `<test>.2`). A failure is recorded at this line, with
/// the numbers, the limits, the paths of the expected, actual and diff images and the command
/// that accepts the change, and the test goes on (Swift Testing issue or XCTest failure); a
/// `reporter` of your own gets the failure instead.
///
/// `masks` (pixels of the image) are left out of the comparison; `configuration` nil means
/// the one set by `.snapshots(...)` or `withSnapshotConfiguration`, else the defaults.
public func assertBubbleSnapshot(
    ofPNG png: [UInt8], named name: String? = nil, masks: [PixelRegion] = [], configuration: SnapshotConfiguration? = nil,
    reporter: SnapshotReporter = .testFramework,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: StaticString = #function
) {
    let source = SnapshotSource(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    SnapshotAssertion(source: source, name: name, masks: masks, configuration: configuration,
                      reporter: reporter).check { () throws(SnapshotFailure) in png }
}

/// Asserts that an image in memory matches its reference image (see
/// `assertBubbleSnapshot(ofPNG:named:masks:configuration:...)`); it is compared as the PNG
/// `PNGEncoder` makes of it.
public func assertBubbleSnapshot(
    of image: RGBAImage, named name: String? = nil, masks: [PixelRegion] = [], configuration: SnapshotConfiguration? = nil,
    reporter: SnapshotReporter = .testFramework,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: StaticString = #function
) {
    let source = SnapshotSource(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    SnapshotAssertion(source: source, name: name, masks: masks, configuration: configuration,
                      reporter: reporter).check { () throws(SnapshotFailure) in
        do {
            return try PNGEncoder.encode(image)
        } catch {
            throw SnapshotFailure("cannot encode the image: \(error)")
        }
    }
}
