#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One lock, for the whole process, around everything that can open or close a font file's
/// FreeType face: laying out and measuring text, drawing it, finishing vector files (font
/// subsetting), and releasing layouts, contexts and font maps.
///
/// Cairo 1.16 keeps at most ten FreeType faces open. Opening another closes an unused one,
/// and it decides which one is unused by reading the other fonts' use counts without their
/// locks, so with more than ten font files in use on several threads a face can be closed
/// while another thread draws with it: a crash inside FreeType, seen in about one full test
/// run in four once every Noto script was admitted. No face is opened or closed outside this
/// lock, so that cannot happen. A thread rendering alone never waits.
///
/// `@unchecked Sendable`: the only state is the pthread mutex, which is made for sharing.
package final class FontFaceLock: @unchecked Sendable {
    package static let shared = FontFaceLock()

    /// The mutex, recursive (a locked call may make another), owned: destroyed in `deinit`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock; every call is paired with ``unlock()`` (for bodies a closure cannot
    /// hold, such as an initializer's).
    package func lock() {
        pthread_mutex_lock(mutex)
    }

    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` holding the lock.
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
