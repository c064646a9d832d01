import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A folder of one request's own, which holds the files its transcript brought as `data:`
/// URLs and nothing else: the render is confined to it, so a transcript sent over HTTP
/// reads none of the server's files. Only the server's user may enter it (mode 0700, as
/// `mkdtemp` makes it; its files 0600). It is made when the first file is written, so a
/// request without files costs no folder (making and removing one took a tenth of the
/// server's CPU time); removed with everything in it when released, which the route does
/// however the request ends; a process killed before that leaves its folders to the next
/// server's ``removeLeftovers(in:)``.
final class RequestFolder {
    /// Where the folder goes.
    let base: String
    /// The folder, once a file is written.
    private var made: String?
    /// The names written so far, which errors then call "the data: URL".
    private(set) var names: [String] = []

    /// The folder request folders go in by default: `$TMPDIR`, else `/tmp`.
    static var defaultBase: String {
        ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// The start of a request folder's name, before the process id that made it.
    static let prefix = "bubbles-serve-"

    /// Where a request that wrote no files is confined: beneath a device, which nobody can
    /// make a folder of, so no path beneath it opens.
    static let nowhere = "/dev/null/no-files"

    /// A folder to be made in `base` (`mkdtemp`, named `bubbles-serve-<pid>.XXXXXX`) when
    /// the first file is written.
    init(in base: String = RequestFolder.defaultBase) {
        self.base = base
    }

    /// The folder's path: ``nowhere`` until a file is written.
    var path: String {
        made ?? Self.nowhere
    }

    /// Removes the request folders in `base`, and the files in them, of processes no longer
    /// running, and those named with this process's id, for a server about to start: it has
    /// made none yet, so they are a killed process's whose id it took (pid 1 in a restarted
    /// container). Only folders of this user's; how many.
    @discardableResult
    static func removeLeftovers(in base: String) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) {
            guard let dot = name.firstIndex(of: "."), let pid = Int32(name[name.index(name.startIndex, offsetBy: prefix.count)..<dot]),
                  pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH) else { continue }
            let folder = (base.hasSuffix("/") ? base : base + "/") + name
            var status = stat()
            guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid() else { continue }
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] { unlink(folder + "/" + file) }
            if rmdir(folder) == 0 { removed += 1 }
        }
        return removed
    }

    deinit {
        guard let made else { return }
        for name in names { unlink(made + "/" + name) }
        rmdir(made)
    }

    /// The folder, made now if no file was written yet.
    private func folder() throws(ServiceError) -> String {
        if let made { return made }
        let name = "\(Self.prefix)\(getpid()).XXXXXX"
        var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array(name.utf8CString)
        guard let folder = mkdtemp(&template) else {
            throw ServiceError(status: 500, "cannot make a folder for the request's files: \(String(cString: strerror(errno)))")
        }
        let path = String(cString: folder)
        made = path
        return path
    }

    /// Writes `bytes` as a new file named after `number` with `suffix` (`.png`); its name.
    func write(_ bytes: [UInt8], number: Int, suffix: String) throws(ServiceError) -> String {
        let name = "data-\(number)\(suffix)"
        let descriptor = open(try folder() + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
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
