import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A folder of one request's own, which holds the files its transcript brought as `data:`
/// URLs and nothing else: the render is confined to it, so a transcript sent over HTTP
/// reads none of the server's files. Removed with everything in it when released.
final class RequestFolder {
    let path: String
    /// The names written so far, which errors then call "the data: URL".
    private(set) var names: [String] = []

    /// A new empty folder in the temporary folder (`mkdtemp`).
    init() throws(ServiceError) {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("bubbles-serve.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ServiceError(status: 500, "cannot make a folder for the request's files: \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
    }

    deinit {
        for name in names { unlink(path + "/" + name) }
        rmdir(path)
    }

    /// Writes `bytes` as a new file named after `number` with `suffix` (`.png`); its name.
    func write(_ bytes: [UInt8], number: Int, suffix: String) throws(ServiceError) -> String {
        let name = "data-\(number)\(suffix)"
        let descriptor = open(path + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw ServiceError(status: 500, "cannot write the request's files: \(String(cString: strerror(errno)))")
        }
        names.append(name)
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                throw ServiceError(status: 500, "cannot write the request's files: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
        return name
    }

    /// The folder as a file URL, for the transcript's `baseDirectory`.
    var url: URL {
        URL(fileURLWithPath: path, isDirectory: true)
    }

    /// `message` with the names of this folder's files, which the user never wrote, taken out:
    /// `data-1.png: truncated PNG file` reads `truncated PNG file`.
    func userText(_ message: String) -> String {
        names.reduce(message) { text, name in
            text.replacing(name + ": ", with: "").replacing(name, with: "the data: URL")
        }
    }
}
