import Foundation
import Testing
@testable import BubblesCLI

@Suite("render --shard")
struct ShardTests {
    static let inputs = (1...7).map { "t\($0).json" }

    private func inputs(_ arguments: [String], environment: [String: String] = [:]) throws -> [String] {
        try RenderCommand(Self.inputs + ["-o", "out/"] + arguments, environment: environment).inputs
    }

    @Test func autoTakesTheShardOfTheJobCompletionIndex() throws {
        var seen: [String] = []
        for index in 0..<3 {
            let environment = ["JOB_COMPLETION_INDEX": String(index), "JOB_COMPLETIONS": "3"]
            let shard = try inputs(["--shard", "auto"], environment: environment)
            #expect(shard == (try inputs(["--shard", "\(index + 1)/3"])))
            seen += shard
        }
        #expect(seen.sorted() == Self.inputs.sorted())
        #expect(try inputs(["--shard", "auto"], environment: ["JOB_COMPLETION_INDEX": "0", "JOB_COMPLETIONS": "3"])
                    == ["t1.json", "t4.json", "t7.json"])
    }

    @Test(arguments: [
        ([:], "--shard auto reads JOB_COMPLETIONS (the number of shards: a Kubernetes Job's spec.completions) from the environment, and it is not set"),
        (["JOB_COMPLETIONS": "4"],
         "--shard auto reads JOB_COMPLETION_INDEX (this shard's index from 0, which a Kubernetes Indexed Job sets) from the environment, and it is not set"),
        (["JOB_COMPLETIONS": "4", "JOB_COMPLETION_INDEX": ""],
         "--shard auto reads JOB_COMPLETION_INDEX (this shard's index from 0, which a Kubernetes Indexed Job sets) from the environment, and it is not set"),
        (["JOB_COMPLETIONS": "0", "JOB_COMPLETION_INDEX": "0"], "JOB_COMPLETIONS must be a whole number of at least 1, not '0'"),
        (["JOB_COMPLETIONS": "four", "JOB_COMPLETION_INDEX": "0"], "JOB_COMPLETIONS must be a whole number of at least 1, not 'four'"),
        (["JOB_COMPLETIONS": "4", "JOB_COMPLETION_INDEX": "4"],
         "JOB_COMPLETION_INDEX must be a whole number from 0 to 3 (JOB_COMPLETIONS is 4), not '4'"),
        (["JOB_COMPLETIONS": "4", "JOB_COMPLETION_INDEX": "-1"],
         "JOB_COMPLETION_INDEX must be a whole number from 0 to 3 (JOB_COMPLETIONS is 4), not '-1'"),
        (["JOB_COMPLETIONS": "4", "JOB_COMPLETION_INDEX": "1.5"],
         "JOB_COMPLETION_INDEX must be a whole number from 0 to 3 (JOB_COMPLETIONS is 4), not '1.5'"),
    ])
    func autoRefusesMissingOrInvalidVariables(environment: [String: String], message: String) throws {
        #expect(throws: CommandLineError.usage(message, command: "render")) {
            try inputs(["--shard", "auto"], environment: environment)
        }
    }

    @Test(arguments: ["3/2", "0/2", "1/0", "1//2", "half", "AUTO"])
    func aSpecThatIsNeitherKOverNNorAutoIsRefused(spec: String) throws {
        #expect(throws: CommandLineError.usage("--shard needs K/N with 1 ≤ K ≤ N, like 2/4, or auto, not '\(spec)'", command: "render")) {
            try inputs(["--shard", spec], environment: ["JOB_COMPLETION_INDEX": "0", "JOB_COMPLETIONS": "2"])
        }
    }

    @Test func theCommandReadsItsOwnEnvironment() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-shard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let chat = #"{"participants": {"ann": {}}, "messages": [{"from": "ann", "text": "Hi"}]}"#
        for name in ["a", "b", "c"] {
            try Data(chat.utf8).write(to: folder.appendingPathComponent("\(name).json"))
        }
        let outcome = try BubblesProcess.run([], shell: "cd '\(folder.path)' && JOB_COMPLETION_INDEX=1 JOB_COMPLETIONS=2 "
                                             + "\"$BUBBLES\" render a.json b.json c.json -o out/ --shard auto --format svg --quiet")
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == ["b.svg"])
    }
}
