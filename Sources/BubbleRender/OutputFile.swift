#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files all at once: the bytes go to a temporary file beside the target, which is
/// then renamed over it. A failed write leaves no file behind and an existing one untouched.
public enum OutputFile {
    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let stage = StagedOutput()
        try stage.write(bytes, to: path)
        try stage.commit()
    }

    /// Creates or truncates `path` and writes all of `bytes` to it; errors name `target`.
    static func writeFully(_ bytes: [UInt8], to path: String, reportingAs target: String) throws(RenderError) {
        let name = target.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard !name.isEmpty, name != ".", name != ".." else {
            throw .write(path: target, reason: "is a directory, not a file name")
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .write(path: target, reason: errorText()) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(fd, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errorText()
                    return
                }
                offset += written
            }
        }
        if close(fd) != 0, failure == nil { failure = errorText() }
        if let failure { throw .write(path: target, reason: failure) }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// `write(2)`, named apart from `OutputFile.write`.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
