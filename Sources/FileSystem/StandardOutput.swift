#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Binary output to the process's standard output.
enum StandardOutput {
    /// Writes all of `bytes` to file descriptor 1; errors are named `<stdout>`.
    static func write(_ bytes: [UInt8]) throws(FileError) {
        guard !StandardStreams.wasClosed(STDOUT_FILENO) else {
            throw FileError(path: StagedOutput.standardOutputName, problem: .closed("standard output"))
        }
        let failure = bytes.withUnsafeBytes { buffer -> FileProblem? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return SystemError.current }
                offset += written
            }
            return nil
        }
        if let failure { throw FileError(path: StagedOutput.standardOutputName, problem: failure) }
    }
}
