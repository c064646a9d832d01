import Foundation

/// Where references live: `__Snapshots__/<TestFile>/<test>[.<name>].png` beside the test file.
enum SnapshotLocation {
    static func reference(filePath: StaticString, function: StaticString, name: String?) -> URL {
        let file = URL(fileURLWithPath: "\(filePath)")
        let testFile = file.deletingPathExtension().lastPathComponent
        let test = sanitized(String("\(function)".prefix { $0 != "(" }))
        let base = name.map { "\(test).\(sanitized($0))" } ?? test
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile)
            .appendingPathComponent(base + ".png")
    }

    /// Letters, digits, `-` and `_` kept; anything else becomes `-`.
    static func sanitized(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }
}
