#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import WorkMeter

/// A regular file opened for reading, closed when it goes away.
///
/// It is opened with `O_NONBLOCK` and checked with `fstat` before anything is read, so a FIFO,
/// a device such as `/dev/zero` or a socket is refused by name instead of blocking or never
/// ending.
public final class RegularFile {
    private let descriptor: Int32
    /// The file's size in bytes when it was opened.
    public let size: Int

    /// Opens `path` for reading (`open`, then `fstat`), wherever it leads.
    public convenience init(path: String) throws(FileProblem) {
        try self.init(.anywhere(path))
    }

    /// Opens the file at `location` for reading (`open`, or `openat2` beneath its folder,
    /// then `fstat`).
    public init(_ location: FileLocation) throws(FileProblem) {
        let descriptor = try location.open(flags: O_RDONLY | O_NONBLOCK | O_NOCTTY)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let problem = SystemError.current
            close(descriptor)
            throw problem
        }
        if let problem = FileKind(mode: info.st_mode).problemAsFile {
            close(descriptor)
            throw problem
        }
        self.descriptor = descriptor
        size = Int(info.st_size)
    }

    /// The absolute path the kernel opened, symbolic links resolved (`/proc/self/fd`); nil
    /// where the system does not tell.
    public var resolvedPath: String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return -1 }
            return readlink("/proc/self/fd/\(descriptor)", base.assumingMemoryBound(to: CChar.self), raw.count)
        }
        guard count > 0, count < buffer.count, buffer[0] == UInt8(ascii: "/") else { return nil }
        return PathBytes.string(decoding: Array(buffer[..<count]))
    }

    deinit {
        close(descriptor)
    }

    /// The bytes from `offset` on, at most `limit` of them (`pread`): fewer when the file
    /// ends first, none at or past its end.
    ///
    /// Read in chunks of the size `fstat` gave plus a page (to see the end), at most 1 MiB:
    /// a small file costs no megabyte of fresh zeroed memory.
    public func read(from offset: Int = 0, upTo limit: Int = .max) throws(FileProblem) -> [UInt8] {
        var bytes: [UInt8] = []
        let expected = max(0, size - offset)
        bytes.reserveCapacity(min(limit, expected))
        var chunk = [UInt8](repeating: 0, count: max(1, min(limit, 1 << 20, expected + 4096)))
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let got = chunk.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress, wanted, off_t(offset + bytes.count))
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw SystemError.current }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[..<got])
        }
        WorkMeter.add(bytes.count, of: .fileBytes)
        return bytes
    }

    /// All of the regular file at `path`; `limit` bytes at most, else ``FileProblem/tooLarge(limit:)``.
    public static func contents(of path: String, limit: Int = .max) throws(FileError) -> [UInt8] {
        try contents(of: .anywhere(path), limit: limit)
    }

    /// All of the regular file at `location`; `limit` bytes at most, else
    /// ``FileProblem/tooLarge(limit:)``. Errors name the location's path from the current folder.
    public static func contents(of location: FileLocation, limit: Int = .max) throws(FileError) -> [UInt8] {
        do throws(FileProblem) {
            let file = try RegularFile(location)
            guard file.size <= limit else { throw FileProblem.tooLarge(limit: limit) }
            let bytes = try file.read(upTo: limit == .max ? .max : limit + 1)
            guard bytes.count <= limit else { throw FileProblem.tooLarge(limit: limit) }
            return bytes
        } catch {
            throw FileError(path: location.description, problem: error)
        }
    }
}
