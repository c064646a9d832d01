#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command's output goes: the real standard streams, or strings in tests.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// Standard output and standard error.
    public static let standard = Console(
        out: { emit($0, to: STDOUT_FILENO) },
        err: { emit($0, to: STDERR_FILENO) })

    /// Writes all of `text` as UTF-8 to `descriptor` with POSIX `write`, retrying when
    /// interrupted; stops quietly if the stream is closed or fails.
    private static func emit(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
