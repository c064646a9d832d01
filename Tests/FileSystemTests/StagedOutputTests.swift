import Foundation
import Testing
@testable import FileSystem

@Suite("staged output files")
struct StagedOutputTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-stage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    @Test func temporaryNamesAreShortRandomAndOurs() {
        let names = (0..<1000).map { _ in TemporaryName.random().name }
        #expect(Set(names).count == 1000)
        #expect(names.allSatisfy { $0.utf8.count < 40 && TemporaryName(parsing: $0)?.processID == getpid() })
        #expect(TemporaryName(parsing: ".out.png.123.tmp") == nil)
    }

    @Test func aLongTargetNameIsWritten() throws {
        let target = path(String(repeating: "n", count: 250) + ".png")
        let stage = StagedOutput()
        try stage.write([1], to: target)
        try stage.commit()
        #expect(try contents() == [String(repeating: "n", count: 250) + ".png"])
    }

    @Test func nothingIsLeftWhenTheStageIsNotCommitted() throws {
        do {
            let stage = StagedOutput()
            try stage.createFolder(path("new/deeper"))
            try stage.write([1], to: path("a.png"))
            try stage.write([2], to: path("new/deeper/b.png"))
            #expect(TemporaryFiles.live.count >= 2)
        }
        #expect(try contents().isEmpty)
        #expect(TemporaryFiles.live.allSatisfy { !$0.hasPrefix(folder.path) })
    }

    @Test func writersOnManyThreadsToOneTargetDoNotCollide() throws {
        let target = path("render-fingerprint.txt")
        let failures = DispatchQueue.concurrentPerformCollecting(iterations: 64) { index -> String? in
            do {
                let stage = StagedOutput()
                try stage.write(Array("run \(index)".utf8), to: target)
                try stage.commit()
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(failures.compactMap { $0 }.isEmpty)
        #expect(try contents() == ["render-fingerprint.txt"])
    }

    @Test func errorsNameTheTargetAndTheRealReason() throws {
        try Data().write(to: URL(fileURLWithPath: path("file")))
        #expect(throws: FileError(path: path("file/a.png"), problem: .notAFolder(path("file")))) {
            try StagedOutput().write([1], to: path("file/a.png"))
        }
        #expect(throws: FileError(path: path("missing/a.png"), problem: .missingFolder(path("missing")))) {
            try StagedOutput().write([1], to: path("missing/a.png"))
        }
        #expect(throws: FileError(path: folder.path + "/", problem: .directory)) { try StagedOutput().write([1], to: folder.path + "/") }
        #expect(throws: FileError(path: folder.path, problem: .directory)) { try StagedOutput().write([1], to: folder.path) }
        #expect(throws: FileError(path: "", problem: .emptyName)) { try StagedOutput().write([1], to: "") }
        #expect(try contents() == ["file"])
    }

    @Test func temporariesOfDeadProcessesAreRemovedOnTheNextWrite() throws {
        let dead = ".bubbles-\(Int32.max - 7)-0123456789ab.tmp"
        let alive = ".bubbles-1-0123456789ab.tmp"
        let foreign = ".bubbles-notes.tmp"
        for name in [dead, alive, foreign] { try Data([0]).write(to: URL(fileURLWithPath: path(name))) }
        let stage = StagedOutput()
        try stage.write([1], to: path("out.png"))
        try stage.commit()
        #expect(try contents() == [foreign, alive, "out.png"].sorted())
    }
}

extension DispatchQueue {
    /// `concurrentPerform`, collecting each iteration's result in order.
    static func concurrentPerformCollecting<T: Sendable>(iterations: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: iterations)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let shared = results
        concurrentPerform(iterations: iterations) { shared[$0] = body($0) }
        return results.map { $0! }
    }
}
