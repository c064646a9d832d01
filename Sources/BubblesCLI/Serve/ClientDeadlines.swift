import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The client timeout of ``HTTPDaemon``'s connections: each must bring a whole request
/// (headers and body) within that many seconds of opening, or of its previous response
/// going out. A connection past its deadline is shut down (`shutdown(2)`), which the library
/// then sees as the client leaving. The library's own timeout only ends connections that
/// stay silent, so a client sending a byte a second would otherwise hold one forever.
final class ClientDeadlines: Sendable {
    /// A connection by the library's pointer to it, as a number.
    typealias Key = Int

    private struct Connection {
        let socket: Int32
        /// Since when it has been waiting for its request to arrive whole; nil while the
        /// request is answered.
        var since: ContinuousClock.Instant?
    }

    private let timeout: Duration
    /// The connections open. A connection leaves before the library closes its socket
    /// (``closed(_:)``), and sockets are shut down under the same lock, so a socket shut
    /// down is always still that connection's.
    private let connections = Mutex<[Key: Connection]>([:])
    private let stopped = Atomic<Bool>(false)
    private let queue = DispatchQueue(label: "bubbles.serve.client-deadlines")
    private let interval: Double
    private let cutOff: @Sendable () -> Void

    /// Starts checking, a few times per `seconds`; `cutOff` hears each connection shut down
    /// (under a lock: it must be quick and must not call back).
    init(seconds: Double, cutOff: @escaping @Sendable () -> Void) {
        timeout = .milliseconds(Int64((seconds * 1000).rounded()))
        interval = min(1, seconds / 4)
        self.cutOff = cutOff
        schedule()
    }

    /// Stops checking.
    func stop() {
        stopped.store(true, ordering: .releasing)
    }

    /// `connection` opened on `socket`; its first request is due.
    func opened(_ connection: Key, socket: Int32) {
        connections.withLock { $0[connection] = Connection(socket: socket, since: .now) }
    }

    /// The request on `connection` arrived whole (or was answered before its body came).
    func arrived(_ connection: Key) {
        connections.withLock { $0[connection]?.since = nil }
    }

    /// The response on `connection` went out; its next request is due.
    func answered(_ connection: Key) {
        connections.withLock { $0[connection]?.since = .now }
    }

    /// The library is closing `connection`.
    func closed(_ connection: Key) {
        _ = connections.withLock { $0.removeValue(forKey: connection) }
    }

    /// Shuts down every connection waiting longer than the timeout at `now`, each counted
    /// (`cutOff`) before its client can see it closed; how many.
    @discardableResult
    func sweep(now: ContinuousClock.Instant = .now) -> Int {
        connections.withLock { connections in
            var count = 0
            for (key, connection) in connections {
                guard let since = connection.since, now - since > timeout else { continue }
                cutOff()
                shutdown(connection.socket, Int32(SHUT_RDWR))
                connections[key]?.since = nil
                count += 1
            }
            return count
        }
    }

    private func schedule() {
        queue.asyncAfter(deadline: .now() + interval) { [weak self] in
            guard let self, !self.stopped.load(ordering: .acquiring) else { return }
            self.sweep()
            self.schedule()
        }
    }
}
