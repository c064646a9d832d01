#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Removes the process's temporary files when it is interrupted (`SIGINT`, `SIGTERM`,
/// `SIGHUP`), then lets the signal end the process as it would have.
///
/// Rather than work inside a signal handler, where only async-signal-safe calls are allowed,
/// the signals are blocked in every thread and one thread waits for them with `sigwait`; it
/// removes the files under the same lock that creating and renaming them take, so none is
/// half made or missed, and re-raises the signal with its default action.
public enum SignalCleanup {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Starts watching. Call it first thing in `main`, before any other thread exists: threads
    /// inherit the blocked signals from the thread that creates them. Also makes a write past
    /// the file size limit (`SIGXFSZ`) an error (`EFBIG`) instead of the end of the process.
    public static func install() {
        signal(SIGXFSZ, SIG_IGN)
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        var thread = pthread_t()
        pthread_create(&thread, nil, { _ in
            SignalCleanup.waitAndClean()
        }, nil)
    }

    /// What ``divert(_:)`` hands `SIGINT` and `SIGTERM` to, if anything.
    private static let diverted = Mutex<(@Sendable (Int32) -> Void)?>(nil)

    /// Hands each later `SIGINT` and `SIGTERM` to `handler` (on the thread that waits for
    /// signals) instead of ending the process: for a server that finishes its requests before
    /// it exits. `SIGHUP` still ends the process.
    public static func divert(_ handler: @escaping @Sendable (Int32) -> Void) {
        diverted.withLock { $0 = handler }
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    private static func waitAndClean() -> Never {
        var set = signalSet()
        var received: Int32 = 0
        while true {
            while sigwait(&set, &received) != 0 {}
            guard received != SIGHUP, let handler = diverted.withLock({ $0 }) else { break }
            handler(received)
        }
        TemporaryFiles.removeAll {
            signal(received, SIG_DFL)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, received)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(received)
        }
        _exit(128 + received)
    }
}
