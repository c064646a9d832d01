#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Records a failed assertion where it was written and lets the test go on: a Swift Testing
/// issue at the assertion's source location, or an XCTest failure at its file and line.
enum SnapshotReporter {
    static func report(_ failure: SnapshotFailure, at source: SnapshotSource) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: failure.description),
                         sourceLocation: SourceLocation(fileID: source.fileID, filePath: source.filePath,
                                                        line: Int(source.line), column: Int(source.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(failure.description, file: source.staticFilePath, line: source.line)
        #endif
    }
}
