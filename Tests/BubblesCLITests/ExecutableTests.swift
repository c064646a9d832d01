import Foundation
import Testing

/// Runs the built `bubbles` binary as a user would.
@Suite("bubbles executable")
struct ExecutableTests {
    /// The `bubbles` binary beside the test bundle in the build folder.
    static let binary = Bundle.main.bundleURL.appendingPathComponent("bubbles")

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test func versionExitsZero() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("bubbles "))
    }

    @Test func badUsageExitsTwoWithOneErrorLine() throws {
        let result = try run(["bubble", "--style", "nope", "--text", "x", "-o", "/tmp/never.png"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("error: "))
        #expect(result.err.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
    }
}
