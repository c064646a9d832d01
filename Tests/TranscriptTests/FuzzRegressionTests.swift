import Foundation
import Testing
import Transcript

/// Inputs the transcript fuzzer failed on while decoding, kept in `FuzzCrashes/` by
/// `scripts/fuzz`. Each goes through the same code as in `Fuzz/TranscriptFuzzer.swift` (decoding
/// with the fuzzer's limits) and must come out as a transcript or an error, never a crash.
@Suite("Fuzz regressions: decoding")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("FuzzCrashes", isDirectory: true)

    /// The saved inputs' file names (the folder's README is not one).
    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()

    /// `Fuzz/TranscriptFuzzer.swift`'s limits.
    static let limits = TranscriptLimits(maxMessages: 24, maxTextLength: 600)

    @Test func theFolderHoldsRealInputs() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test("a saved input decodes or is an error", arguments: inputs)
    func decodesOrFails(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        do {
            _ = try Transcript.decode(from: bytes, file: "fuzz.json", limits: Self.limits)
        } catch {
            #expect(!error.description.isEmpty)
        }
    }
}
