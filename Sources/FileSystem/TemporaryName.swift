#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of Bubbles' temporary files: `.bubbles-<pid>-<12 random hex digits>.tmp`.
/// Short, whatever the target's name, and never guessable; the process id tells a later run
/// whether the writer is still alive.
struct TemporaryName: Hashable {
    static let prefix = ".bubbles-"
    static let suffix = ".tmp"

    let processID: Int32
    let name: String

    /// A fresh name for this process.
    static func random() -> TemporaryName {
        var generator = SystemRandomNumberGenerator()
        let hex = String(generator.next() & 0xFFFF_FFFF_FFFF, radix: 16)
        let pid = getpid()
        return TemporaryName(processID: pid, name: "\(prefix)\(pid)-\(String(repeating: "0", count: 12 - hex.count))\(hex)\(suffix)")
    }

    /// The name parsed, when `name` has this pattern.
    init?(parsing name: String) {
        guard name.hasPrefix(Self.prefix), name.hasSuffix(Self.suffix) else { return nil }
        let middle = name.dropFirst(Self.prefix.count).dropLast(Self.suffix.count).split(separator: "-")
        guard middle.count == 2, let pid = Int32(middle[0]), pid > 0, middle[1].count == 12,
              middle[1].allSatisfy(\.isHexDigit) else { return nil }
        self.init(processID: pid, name: name)
    }

    private init(processID: Int32, name: String) {
        self.processID = processID
        self.name = name
    }

    /// Whether the process that made this name is gone (`kill(pid, 0)` fails with `ESRCH`).
    var writerIsGone: Bool {
        processID != getpid() && kill(processID, 0) != 0 && errno == ESRCH
    }
}
