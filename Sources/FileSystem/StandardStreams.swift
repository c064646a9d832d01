#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Standard input, output and error as the process found them: a command run with `>&-` has
/// no standard output, and the next file the process opens (a font, Dispatch's event
/// descriptor) would take its number and receive what was meant for standard output.
public enum StandardStreams {
    /// The streams that were closed when ``reserve()`` looked, one bit per descriptor.
    private static let closed = Atomic<UInt8>(0)

    /// Opens `/dev/null` in place of each of descriptors 0, 1 and 2 that is closed, so no
    /// other file takes its number, and remembers which were. Call it first thing in `main`.
    public static func reserve() {
        var found: UInt8 = 0
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // The lowest free number is this one: the ones below it are open by now.
            let opened = open("/dev/null", O_RDWR)
            if opened == descriptor { found |= 1 << UInt8(descriptor) } else if opened >= 0 { close(opened) }
        }
        closed.store(found, ordering: .relaxed)
    }

    /// Whether `descriptor` (0, 1 or 2) was closed when the process started.
    static func wasClosed(_ descriptor: Int32) -> Bool {
        closed.load(ordering: .relaxed) & (1 << UInt8(descriptor)) != 0
    }
}
