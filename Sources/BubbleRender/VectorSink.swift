import FileSystem

/// Where a ``VectorSurface`` sends its bytes: a staged file, with the first error kept,
/// because Cairo's write callback can only answer "failed".
final class VectorSink {
    let file: StagedFile
    private(set) var error: FileError?

    init(file: StagedFile) {
        self.file = file
    }

    /// Appends `bytes` to the file; false once anything has failed.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard error == nil else { return false }
        do {
            try file.write(bytes)
            return true
        } catch {
            self.error = error
            return false
        }
    }
}
