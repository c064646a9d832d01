import BubblesCore

/// A file that could not be read or written, and why.
public struct FileError: BubblesError, Sendable, Hashable {
    /// The path as the user gave it.
    public var path: String
    public var problem: FileProblem

    public init(path: String, problem: FileProblem) {
        self.path = path
        self.problem = problem
    }

    /// ``path``, or nil when it is empty.
    public var file: String? { path.isEmpty ? nil : path }

    /// The problem's words, e.g. `no such file`.
    public var message: String { problem.description }

    /// `path: problem`, or only the problem when the path is empty.
    public var description: String {
        path.isEmpty ? problem.description : "\(path): \(problem)"
    }
}
