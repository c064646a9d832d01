import Synchronization
import TextOutput

/// What `GET /metrics` reports, in Prometheus' text format: requests by route and status,
/// their durations as a histogram by route, the connections cut off by the client timeout,
/// and the time renders spent in each phase.
final class ServiceMetrics: Sendable {
    /// The upper bounds of the duration histogram's buckets, in seconds.
    static let buckets: [Double] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
    /// The phases renders report, in the order listed.
    static let phases = ["parse", "layout", "drawing", "encoding"]

    private struct Histogram {
        var counts = [Int](repeating: 0, count: ServiceMetrics.buckets.count)
        var count = 0
        var sum = 0.0
    }

    private struct Counts {
        var requests: [String: [Int: Int]] = [:]
        var durations: [String: Histogram] = [:]
        var phases: [String: (seconds: Double, count: Int)] = [:]
    }

    private let counts = Mutex(Counts())
    private let clientTimeouts = Atomic<Int>(0)

    /// Counts a finished request to `route` answered with `status` after `seconds`.
    func request(route: String, status: Int, seconds: Double) {
        counts.withLock { counts in
            counts.requests[route, default: [:]][status, default: 0] += 1
            var histogram = counts.durations[route] ?? Histogram()
            for (index, bound) in Self.buckets.enumerated() where seconds <= bound { histogram.counts[index] += 1 }
            histogram.count += 1
            histogram.sum += seconds
            counts.durations[route] = histogram
        }
    }

    /// Adds `milliseconds` spent in `phase` (one of ``phases``).
    func phase(_ phase: String, milliseconds: Double) {
        counts.withLock { counts in
            let known = counts.phases[phase] ?? (0, 0)
            counts.phases[phase] = (known.seconds + milliseconds / 1000, known.count + 1)
        }
    }

    /// Counts a connection shut down for not bringing its request in time.
    func clientTimedOut() {
        clientTimeouts.add(1, ordering: .relaxed)
    }

    /// The requests answered with `status` on `route` so far.
    func requests(route: String, status: Int) -> Int {
        counts.withLock { $0.requests[route]?[status] ?? 0 }
    }

    /// The text of `GET /metrics`, with the gauges `inFlight` and `queueDepth`.
    func text(inFlight: Int, queueDepth: Int) -> String {
        let counts = counts.withLock { $0 }
        var lines: [String] = []
        lines.append("# HELP bubbles_requests_total Requests answered, by route and status code.")
        lines.append("# TYPE bubbles_requests_total counter")
        for route in counts.requests.keys.sorted() {
            for (code, count) in (counts.requests[route] ?? [:]).sorted(by: { $0.key < $1.key }) {
                lines.append("bubbles_requests_total{route=\(Self.label(route)),code=\"\(code)\"} \(count)")
            }
        }
        lines.append("# HELP bubbles_request_duration_seconds Time from a request's headers to the end of its response.")
        lines.append("# TYPE bubbles_request_duration_seconds histogram")
        for route in counts.durations.keys.sorted() {
            guard let histogram = counts.durations[route] else { continue }
            for (index, bound) in Self.buckets.enumerated() {
                lines.append("bubbles_request_duration_seconds_bucket{route=\(Self.label(route)),le=\"\(Self.number(bound))\"} \(histogram.counts[index])")
            }
            lines.append("bubbles_request_duration_seconds_bucket{route=\(Self.label(route)),le=\"+Inf\"} \(histogram.count)")
            lines.append("bubbles_request_duration_seconds_sum{route=\(Self.label(route))} \(Self.number(histogram.sum))")
            lines.append("bubbles_request_duration_seconds_count{route=\(Self.label(route))} \(histogram.count)")
        }
        lines.append("# HELP bubbles_in_flight Requests received and not yet answered.")
        lines.append("# TYPE bubbles_in_flight gauge")
        lines.append("bubbles_in_flight \(inFlight)")
        lines.append("# HELP bubbles_queue_depth Renders waiting for a worker.")
        lines.append("# TYPE bubbles_queue_depth gauge")
        lines.append("bubbles_queue_depth \(queueDepth)")
        lines.append("# HELP bubbles_client_timeouts_total Connections shut down for not sending a whole request within --client-timeout.")
        lines.append("# TYPE bubbles_client_timeouts_total counter")
        lines.append("bubbles_client_timeouts_total \(clientTimeouts.load(ordering: .relaxed))")
        lines.append("# HELP bubbles_phase_seconds Time renders spent in each phase.")
        lines.append("# TYPE bubbles_phase_seconds summary")
        for phase in Self.phases {
            let known = counts.phases[phase] ?? (0, 0)
            lines.append("bubbles_phase_seconds_sum{phase=\"\(phase)\"} \(Self.number(known.seconds))")
            lines.append("bubbles_phase_seconds_count{phase=\"\(phase)\"} \(known.count)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A label value, quoted and escaped as the text format wants.
    private static func label(_ value: String) -> String {
        "\"" + value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n") + "\""
    }

    /// A number as Prometheus reads it.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
