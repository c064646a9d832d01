/// Why an input file could not be read, for messages like `cannot read the file (permission
/// denied)` or `is a FIFO, not a regular file`, shared by the package's file loaders.
package enum ReadFailure {
    /// The words for `problem` after the file's name; a directory is "not a `kind` file".
    package static func message(for problem: FileProblem, kind: String) -> String {
        switch problem {
        case .directory: "is a directory, not a \(kind) file"
        case .system(let reason): "cannot read the file (\(reason.prefix(1).lowercased() + reason.dropFirst()))"
        default: problem.description
        }
    }
}
