import Foundation

/// The sample files in `Samples/`, found from this source file's path (never the working
/// directory).
enum SampleFiles {
    /// `Tests/LocalizationTests/Samples`.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Samples", isDirectory: true)

    /// The absolute path of a sample, e.g. `path("de.lproj/Localizable.strings")`.
    static func path(_ relative: String) -> String {
        directory.appendingPathComponent(relative).path
    }

    /// The bytes of a sample.
    static func data(_ relative: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(relative))
    }

    /// A fresh temporary folder, removed after `body`.
    static func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("LocalizationTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }
}
