#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// How long the process has run, from `/proc/self/stat`: read at the start of a command, it
/// measures process start-up (loading, linking, reaching `main`, parsing arguments).
enum ProcessClock {
    /// Milliseconds between the process's start and now, at the kernel's clock-tick
    /// resolution (10 ms); 0 where `/proc` is not available.
    static var millisecondsSinceStart: Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let uptime = uptimeText.split(separator: " ").first.flatMap({ Double($0) }),
              let close = stat.lastIndex(of: ")") else { return 0 }
        // Fields after the command name start at field 3; starttime is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return 0 }
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return max(0, (uptime - ticks / hertz) * 1000)
    }
}
