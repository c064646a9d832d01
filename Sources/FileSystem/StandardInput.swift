#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard input, read whole for a transcript or catalog given as `-`.
public enum StandardInput {
    /// How standard input is named in messages.
    public static let name = "<stdin>"
    /// The largest transcript or catalog read from standard input: 256 MiB.
    public static let maximumDocument = 256 << 20

    /// Everything on file descriptor 0 until its end; more than `limit` bytes is an error
    /// (`/dev/zero` never ends).
    public static func read(limit: Int) throws(FileError) -> [UInt8] {
        guard !StandardStreams.wasClosed(STDIN_FILENO) else { throw FileError(path: name, problem: .closed("standard input")) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw FileError(path: name, problem: SystemError.current) }
            if got == 0 { return bytes }
            guard bytes.count + got <= limit else { throw FileError(path: name, problem: .tooLarge(limit: limit)) }
            bytes.append(contentsOf: chunk[..<got])
        }
    }
}
