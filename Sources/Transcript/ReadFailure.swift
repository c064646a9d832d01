#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// Why reading a file failed, for messages like `cannot read the file (Input/output error)`,
/// shared by the package's file loaders.
package enum ReadFailure {
    /// The system's text (`strerror`) for the POSIX error underneath `error`, as thrown by
    /// `Data(contentsOf:)`; the error's own description when it carries none.
    package static func reason(for error: any Error) -> String {
        guard let posix = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
        return String(cString: strerror(posix.code.rawValue))
    }
}
