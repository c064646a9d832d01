/// Where an assertion was written: the test file, line and column its failures point at, and
/// the test function its reference images are named after.
public struct SnapshotSource: Sendable {
    /// `#fileID` of the assertion: `Module/File.swift`.
    public let fileID: String
    /// `#filePath` of the assertion; references are stored beside this file.
    public let filePath: String
    /// The assertion's line.
    public let line: UInt
    /// The assertion's column.
    public let column: UInt
    /// The test function, as `#function` names it.
    public let function: String
    /// `filePath` as XCTest takes it.
    let staticFilePath: StaticString

    /// The place of the call; leave the defaults to take the caller's.
    public init(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                column: UInt = #column, function: StaticString = #function) {
        self.init(fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column, function: "\(function)",
                  staticFilePath: filePath)
    }

    init(fileID: String, filePath: String, line: UInt, column: UInt, function: String, staticFilePath: StaticString = #filePath) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.function = function
        self.staticFilePath = staticFilePath
    }

    /// The module the test is in, from `#fileID` (`Module/File.swift`).
    var moduleName: String {
        String(fileID.prefix { $0 != "/" })
    }

    /// The test function's name without its parameter list: `welcome` for `welcome()`.
    var testName: String {
        String(function.prefix { $0 != "(" })
    }

    /// The test file's name without `.swift`.
    var fileName: String {
        let name = filePath.split(separator: "/").last.map(String.init) ?? filePath
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}
