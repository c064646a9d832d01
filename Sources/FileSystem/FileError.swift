/// A file that could not be read or written, and why.
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    public var problem: FileProblem

    public init(path: String, problem: FileProblem) {
        self.path = path
        self.problem = problem
    }

    /// `path: problem`, or only the problem when the path is empty.
    public var description: String {
        path.isEmpty ? problem.description : "\(path): \(problem)"
    }
}
