import FileSystem

/// Where a ``VectorSurface`` sends its bytes: a staged file, or memory. The first error is
/// kept, because Cairo's write callback can only answer "failed".
package final class VectorSink {
    /// The file written to, or nil when the bytes are kept in `bytes`.
    package let file: StagedFile?
    /// What was written, when there is no file.
    private(set) var bytes: [UInt8] = []
    private(set) var error: FileError?

    /// A sink writing to `file`, or keeping the bytes in memory when it is nil.
    package init(file: StagedFile?) {
        self.file = file
    }

    /// Appends `bytes`; false once anything has failed.
    package func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard error == nil else { return false }
        guard let file else {
            self.bytes.append(contentsOf: bytes)
            return true
        }
        do {
            try file.write(bytes)
            return true
        } catch {
            self.error = error
            return false
        }
    }
}
