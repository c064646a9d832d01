import FileSystem
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where a failed snapshot assertion goes. By default (``testFramework``) it is recorded where
/// the assertion was written and the test goes on: a Swift Testing issue at the assertion's
/// source location, or an XCTest failure at its file and line.
///
/// A test of a helper built on the assertions can pass its own reporter to see the failures
/// as values instead of as failures of the test:
///
/// ```swift
/// let failures = Mutex<[SnapshotFailure]>([])
/// assertBubbleSnapshot(ofPNG: png, reporter: SnapshotReporter { failure, _ in
///     failures.withLock { $0.append(failure) }
/// })
/// ```
public struct SnapshotReporter: Sendable {
    private let body: @Sendable (SnapshotFailure, SnapshotSource) -> Void

    /// A reporter that hands each failure, with the place of its assertion, to `report`.
    public init(_ report: @escaping @Sendable (_ failure: SnapshotFailure, _ source: SnapshotSource) -> Void) {
        body = report
    }

    /// Reports `failure` of the assertion written at `source`.
    public func report(_ failure: SnapshotFailure, at source: SnapshotSource) {
        body(failure, source)
    }

    /// Records a failure in the running test: `Issue.record` at the assertion's source location
    /// inside a Swift Testing test, with the failure's images as attachments
    /// (``SnapshotFailure/attachments``), `XCTFail` at its file and line otherwise
    /// (swift-corelibs-xctest has no attachments).
    public static let testFramework = SnapshotReporter { failure, source in
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: source.fileID, filePath: source.filePath, line: Int(source.line), column: Int(source.column))
            for url in failure.attachments {
                guard let bytes = try? RegularFile.contents(of: url.path) else { continue }
                Attachment.record(bytes, named: url.lastPathComponent, sourceLocation: location)
            }
            Issue.record(Comment(rawValue: failure.description), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(failure.description, file: source.staticFilePath, line: source.line)
        #endif
    }
}
