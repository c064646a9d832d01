import Foundation
import Synchronization
#if canImport(Testing)
import Testing
#endif

/// Where references live: `__Snapshots__/<TestFile>/<test>[.<arguments>].<name or number>.png`
/// beside the test file. Unnamed assertions are numbered in the order they run within their
/// test (`welcome.1`, `welcome.2`); the cases of a parameterized Swift Testing test get their
/// arguments in the name, so no two share a reference.
enum SnapshotLocation {
    /// How many unnamed assertions each running test (case) has made.
    private static let counters = Mutex<[String: Int]>([:])

    static func reference(source: SnapshotSource, name: String?) -> URL {
        var base = sanitized(source.testName)
        let arguments = currentArguments
        if let arguments { base += "." + sanitized(arguments) }
        if let name {
            base += "." + sanitized(name)
        } else {
            let key = "\(source.filePath)|\(source.function)|\(arguments ?? "")"
            let number = counters.withLock { counts in
                counts[key, default: 0] += 1
                return counts[key, default: 1]
            }
            base += ".\(number)"
        }
        let file = URL(fileURLWithPath: source.filePath)
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(source.fileName)
            .appendingPathComponent(base + ".png")
    }

    /// The running parameterized test case's arguments, comma-separated; nil outside one.
    private static var currentArguments: String? {
        #if canImport(Testing)
        guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
        // Swift Testing keeps the arguments to itself; its stored properties name them.
        let arguments = child(labelled: "arguments", of: testCase, depth: 4)
        let values = arguments.map { Mirror(reflecting: $0).children.compactMap { argument in
            Mirror(reflecting: argument.value).children.first { $0.label == "value" }.map { String(describing: $0.value) }
        } } ?? []
        return values.isEmpty ? fingerprint(String(describing: testCase)) : values.joined(separator: ",")
        #else
        return nil
        #endif
    }

    /// The first stored property named `label` in `value` or, `depth` levels down, inside it.
    private static func child(labelled label: String, of value: Any, depth: Int) -> Any? {
        for child in Mirror(reflecting: value).children {
            if child.label == label { return child.value }
            if depth > 0, let found = Self.child(labelled: label, of: child.value, depth: depth - 1) { return found }
        }
        return nil
    }

    /// A short stable name for `text` (FNV-1a), where the arguments cannot be read.
    private static func fingerprint(_ text: String) -> String {
        String(text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }, radix: 36)
    }

    /// Letters, digits, `-` and `_` kept, anything else `-`, at most 60 characters.
    static func sanitized(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" }.prefix(60))
    }
}
