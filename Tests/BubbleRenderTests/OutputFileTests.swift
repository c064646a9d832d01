import Foundation
import Testing
@testable import BubbleRender

@Suite("atomic output files")
struct OutputFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func writesAndReplaces() throws {
        let path = folder.appendingPathComponent("a.png").path
        try OutputFile.write([1, 2, 3], to: path)
        try OutputFile.write([4, 5], to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([4, 5]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.png"])
    }

    @Test func aMissingFolderIsAnErrorAndLeavesNothing() throws {
        let path = folder.appendingPathComponent("missing/a.png").path
        #expect { try OutputFile.write([1], to: path) } throws: { "\($0)".contains("missing does not exist") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aDirectoryIsNotReplaced() throws {
        let path = folder.appendingPathComponent("dir").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: RenderError.self) { try OutputFile.write([1], to: path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["dir"])
        #expect(throws: RenderError.self) { try OutputFile.write([1], to: path + "/") }
    }
}
