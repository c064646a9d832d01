/// `render --shard K/N` and `--shard auto`: which of a batch's transcripts this run renders,
/// so that N machines, CI jobs or pods split one list between them deterministically.
enum ShardOption {
    /// The variable `--shard auto` reads this run's 0-based index from: what Kubernetes sets
    /// in each pod of an Indexed Job.
    static let indexVariable = "JOB_COMPLETION_INDEX"
    /// The variable `--shard auto` reads the number of shards from: Kubernetes sets none, so the
    /// Job's manifest sets it to its `spec.completions`.
    static let countVariable = "JOB_COMPLETIONS"

    /// The inputs whose position i satisfies i mod N = K - 1, for `--shard K/N`; for
    /// `--shard auto`, K - 1 and N are `JOB_COMPLETION_INDEX` and `JOB_COMPLETIONS` of
    /// `environment`. All of them without `spec`.
    static func select(_ inputs: [String], spec: String?, environment: [String: String],
                       command: String) throws(CommandLineError) -> [String] {
        guard let spec else { return inputs }
        let (index, count) = spec == "auto" ? try fromEnvironment(environment, command: command) : try parse(spec, command: command)
        return inputs.enumerated().filter { $0.offset % count == index }.map(\.element)
    }

    /// The 0-based index and the count of `K/N`.
    private static func parse(_ spec: String, command: String) throws(CommandLineError) -> (index: Int, count: Int) {
        let parts = spec.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
            throw .usage("--shard needs K/N with 1 ≤ K ≤ N, like 2/4, or auto, not '\(spec)'", command: command)
        }
        return (k - 1, n)
    }

    /// The 0-based index and the count `--shard auto` reads from `environment`.
    private static func fromEnvironment(_ environment: [String: String], command: String) throws(CommandLineError) -> (index: Int, count: Int) {
        func value(_ name: String, meaning: String) throws(CommandLineError) -> String {
            guard let text = environment[name], !text.isEmpty else {
                throw .usage("--shard auto reads \(name) (\(meaning)) from the environment, and it is not set", command: command)
            }
            return text
        }
        let countText = try value(countVariable, meaning: "the number of shards: a Kubernetes Job's spec.completions")
        let indexText = try value(indexVariable, meaning: "this shard's index from 0, which a Kubernetes Indexed Job sets")
        guard let count = Int(countText), count >= 1 else {
            throw .usage("\(countVariable) must be a whole number of at least 1, not '\(countText)'", command: command)
        }
        guard let index = Int(indexText), (0..<count).contains(index) else {
            throw .usage("\(indexVariable) must be a whole number from 0 to \(count - 1) (\(countVariable) is \(count)), "
                         + "not '\(indexText)'", command: command)
        }
        return (index, count)
    }
}
