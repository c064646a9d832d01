import Foundation
import Testing
@testable import FileSystem

@Suite("reading regular files only")
struct RegularFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func problem(reading path: String) -> FileProblem? {
        do {
            _ = try RegularFile.contents(of: path)
            return nil
        } catch {
            return error.problem
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let path = folder.appendingPathComponent("x.png").path
        #expect(mkfifo(path, 0o644) == 0)
        #expect(problem(reading: path) == .special("a FIFO"))
        #expect(problem(reading: path)?.description == "is a FIFO, not a regular file")
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom", "/dev/null"])
    func devicesAreRefusedByKind(_ path: String) {
        #expect(problem(reading: path) == .special("a character device"))
    }

    @Test func directoriesMissingFilesAndEmptyNames() throws {
        #expect(problem(reading: folder.path) == .directory)
        #expect(problem(reading: folder.appendingPathComponent("nope").path) == .missing)
        #expect(problem(reading: "") == .emptyName)
    }

    @Test func aRegularFileIsReadWhole() throws {
        let path = folder.appendingPathComponent("a.json").path
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path))
        #expect(try RegularFile.contents(of: path) == [1, 2, 3])
        #expect(throws: FileError(path: path, problem: .tooLarge(limit: 2))) { try RegularFile.contents(of: path, limit: 2) }
    }
}
