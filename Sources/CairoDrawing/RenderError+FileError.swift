import FileSystem

extension RenderError {
    /// A file that could not be written, as a render error naming it.
    package init(_ error: FileError) {
        self = .write(path: error.path, reason: error.problem.description)
    }
}
