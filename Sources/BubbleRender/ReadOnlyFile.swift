#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file opened for reading with POSIX `open`, closed with `close` when it goes away.
final class ReadOnlyFile {
    private let descriptor: Int32

    /// Opens `path` for reading; nil when it cannot be opened.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The file's size in bytes (`fstat`), or nil when it cannot be told.
    var size: Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The bytes from `offset` on, at most `limit` of them (`pread`): fewer when the file
    /// ends first, none at or past its end; nil when reading fails.
    func read(from offset: Int, upTo limit: Int = .max) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(limit, 1 << 20))
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let got = chunk.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress, wanted, off_t(offset + bytes.count))
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[..<got])
        }
        return bytes
    }
}
