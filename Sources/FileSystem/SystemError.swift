#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's words for an `errno` value (`strerror`).
enum SystemError {
    static func text(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The problem `errno` names, read right after a failed call.
    static var current: FileProblem {
        .system(text(errno))
    }
}
