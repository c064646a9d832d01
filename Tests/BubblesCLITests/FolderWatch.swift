import Foundation

/// Names created in (or moved into) one folder, as inotify reports them: a test waits for the
/// event itself instead of polling the folder on a timer.
final class FolderWatch {
    private let descriptor: Int32

    /// Starts watching `folder`; only names created from now on are reported.
    init(_ folder: URL) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard inotify_add_watch(descriptor, folder.path, UInt32(IN_CREATE | IN_MOVED_TO)) >= 0 else {
            let code = errno
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Blocks until a name starting with `prefix` appears (true) or `process` ends first
    /// (false), whichever happens; no timeout, no polling.
    func waitForName(startingWith prefix: String, whileRunning process: BubblesProcess) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: process.endedDescriptor, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                return false
            }
            if fds[0].revents & Int16(POLLIN) != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if Self.names(in: buffer.prefix(max(0, count))).contains(where: { $0.hasPrefix(prefix) }) { return true }
                continue
            }
            if fds[1].revents != 0 { return false }
        }
    }

    /// The names of the `struct inotify_event` records in `bytes`: a 16-byte header (watch,
    /// mask, cookie, name length) and the name, padded with NULs to that length.
    private static func names(in bytes: ArraySlice<UInt8>) -> [String] {
        var names: [String] = []
        var offset = bytes.startIndex
        while offset + 16 <= bytes.endIndex {
            let length = bytes[(offset + 12)..<(offset + 16)].reversed().reduce(0) { $0 << 8 | Int($1) }
            let name = bytes[(offset + 16)..<min(bytes.endIndex, offset + 16 + length)].prefix { $0 != 0 }
            names.append(String(decoding: name, as: UTF8.self))
            offset += 16 + length
        }
        return names
    }
}
