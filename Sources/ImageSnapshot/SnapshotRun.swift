import Foundation
import Synchronization

/// What the snapshot assertions of one test process have done so far: how many unnamed
/// assertions each test (case) has made, and which assertion each reference belongs to, so
/// that a repeated `named:` or two names that come out as one file are errors, not one
/// reference overwritten by turns.
package final class SnapshotRun: Sendable {
    /// The run every assertion joins unless told otherwise.
    package static let shared = SnapshotRun()

    private struct Owner {
        /// The test (case) and the assertion's name or number, as written.
        let test: String
        let label: String
        let line: UInt
    }

    private let numbers = Mutex<[String: Int]>([:])
    private let owners = Mutex<[String: Owner]>([:])

    package init() {}

    /// The next number of an unnamed assertion in `test`: 1, 2, ...
    func nextNumber(in test: String) -> Int {
        numbers.withLock { counts in
            counts[test, default: 0] += 1
            return counts[test, default: 1]
        }
    }

    /// Gives `reference` to the assertion `label` of `test` written at `line`; the reason it
    /// cannot have it when another assertion (or this one, named the same before) has it.
    func claim(_ reference: URL, test: String, label: String, line: UInt) -> String? {
        let owner = Owner(test: test, label: label, line: line)
        let earlier = owners.withLock { owners in
            if let earlier = owners[reference.path] { return Optional(earlier) }
            owners[reference.path] = owner
            return nil
        }
        guard let earlier else { return nil }
        let file = reference.lastPathComponent
        if earlier.test == test && earlier.label == label {
            return "\(label) is used twice in this test (first at line \(earlier.line)); each assertion needs its own name, "
                + "or its reference \(file) would hold whichever image came last"
        }
        return "this assertion's reference \(file) is already the one of \(earlier.label) at line \(earlier.line)\(earlier.test == test ? "" : " in another case of the test"); "
            + "their names differ only in characters a file name cannot keep: rename one"
    }
}
