import FoundationEssentials
import StrictJSON

extension Transcript {
    /// What validating a transcript found: every problem, and as much of the transcript as
    /// could be read.
    public struct Validation: Sendable, Hashable {
        /// The problems in the order found (the first is what `decode` throws): only one for
        /// an unreadable file or malformed JSON, otherwise every unknown key, wrong type and
        /// value out of range.
        public var problems: Diagnostics
        /// The transcript as far as it could be read: a value with a problem keeps its
        /// default, and a message with one is left out.
        public var transcript: Transcript
        /// For each message of ``transcript``, its index in the file's `"messages"`.
        public var messageIndices: [Int]

        /// Creates a validation result.
        public init(problems: Diagnostics, transcript: Transcript, messageIndices: [Int]) {
            self.problems = problems
            self.transcript = transcript
            self.messageIndices = messageIndices
        }

        /// A file that could not be read or parsed: `problem` and nothing else.
        package init(problem: Diagnostic, maxProblems: Int, baseDirectory: URL?) {
            var problems = Diagnostics(limit: maxProblems)
            problems.append(problem)
            self.init(problems: problems, transcript: Transcript(baseDirectory: baseDirectory), messageIndices: [])
        }
    }
}
