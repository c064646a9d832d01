#if canImport(Glibc)
import Glibc
#endif
import StrictJSON

/// The access log of `bubbles serve`: one JSON object per request, on one line.
enum AccessLog {
    /// `{"time": "2026-12-05T09:41:00.123Z", "method": "POST", "path": "/v1/render",
    /// "status": 200, "bytes": 48213, "seconds": 0.041, "completed": true}`; status 0 for a
    /// request that got no response, `completed` false when the connection ended before all
    /// of the response went out.
    static func line(_ request: HTTPRequest, status: Int, bytes: Int, seconds: Double, completed: Bool) -> String {
        JSONValue.object([
            ("time", .string(now())), ("method", .string(request.method)), ("path", .string(request.path)), ("status", .int(status)),
            ("bytes", .int(bytes)), ("seconds", .double((seconds * 1_000_000).rounded() / 1_000_000)), ("completed", .bool(completed)),
        ]).compactText + "\n"
    }

    /// The time now in UTC, to the millisecond, as ISO 8601.
    static func now() -> String {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var parts = tm()
        var seconds = spec.tv_sec
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let millis = Int(spec.tv_nsec / 1_000_000)
        let fraction = String(repeating: "0", count: 3 - String(millis).count) + String(millis)
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):"
            + "\(two(parts.tm_sec)).\(fraction)Z"
    }
}
