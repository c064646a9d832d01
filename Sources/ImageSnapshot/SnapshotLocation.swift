import Foundation
#if canImport(Testing)
import Testing
#endif

/// Where references live: `__Snapshots__/<TestFile>/<test>[.<arguments>].<name or number>.png`
/// beside the test file. Unnamed assertions are numbered in the order they run within their
/// test (`welcome.1`, `welcome.2`); the cases of a parameterized Swift Testing test get their
/// arguments in the name. Each part is a ``ReferenceName``: its Unicode kept, a hash added
/// where the file system needed a change, so different arguments and names make different files.
enum SnapshotLocation {
    /// The reference of the assertion `name` (nil: the next number) at `source` in `run`.
    static func reference(source: SnapshotSource, name: String?, run: SnapshotRun = .shared) -> URL {
        reference(source: source, name: name, arguments: currentArguments, run: run)
    }

    /// The reference of the assertion `name` at `source` in the test case of `arguments`
    /// (nil outside a parameterized test), in `folder` (nil: `__Snapshots__/<TestFile>` beside
    /// the test file).
    static func reference(source: SnapshotSource, name: String?, arguments: [String]?, run: SnapshotRun, folder: URL? = nil,
                          fileExtension: String = "png") -> URL {
        var base = ReferenceName.part(source.testName)
        if let arguments { base += "." + arguments.map(ReferenceName.part).joined(separator: "-") }
        base += "." + (name.map(ReferenceName.part) ?? "\(run.nextNumber(in: testKey(source: source, arguments: arguments)))")
        return (folder ?? Self.folder(of: source)).appendingPathComponent(base + "." + fileExtension)
    }

    /// `__Snapshots__/<TestFile>` beside the test file.
    static func folder(of source: SnapshotSource) -> URL {
        URL(fileURLWithPath: source.filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(source.fileName)
    }

    /// What tells one test (case) from another in a run.
    static func testKey(source: SnapshotSource, arguments: [String]?) -> String {
        "\(source.filePath)|\(source.function)|\(arguments?.joined(separator: "\u{1F}") ?? "")"
    }

    /// The running parameterized test case's arguments, each as text; nil outside one.
    static var currentArguments: [String]? {
        #if canImport(Testing)
        guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
        // Swift Testing keeps the arguments to itself; its stored properties name them.
        let arguments = child(labelled: "arguments", of: testCase, depth: 4)
        let values = arguments.map { Mirror(reflecting: $0).children.compactMap { argument in
            Mirror(reflecting: argument.value).children.first { $0.label == "value" }.map { String(describing: $0.value) }
        } } ?? []
        return values.isEmpty ? [fingerprint(String(describing: testCase))] : values
        #else
        return nil
        #endif
    }

    /// A stable name for `text` (FNV-1a, all of it in base 36), where the arguments cannot be read.
    private static func fingerprint(_ text: String) -> String {
        String(text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }, radix: 36)
    }

    /// The first stored property named `label` in `value` or, `depth` levels down, inside it.
    private static func child(labelled label: String, of value: Any, depth: Int) -> Any? {
        for child in Mirror(reflecting: value).children {
            if child.label == label { return child.value }
            if depth > 0, let found = Self.child(labelled: label, of: child.value, depth: depth - 1) { return found }
        }
        return nil
    }
}
