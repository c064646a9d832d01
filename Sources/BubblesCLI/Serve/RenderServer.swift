import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A running `bubbles serve`: the service and the HTTP daemon on its socket, stopped by
/// draining.
final class RenderServer: Sendable {
    let service: RenderService
    private let daemon: HTTPDaemon
    /// The port listened on (the one the system chose for port 0).
    let port: Int

    /// What the server is started with, beyond the service's own settings.
    struct Limits: Sendable {
        /// The largest body read, in bytes.
        var maxBody = 16 << 20
        /// Seconds a connection has to bring a whole request, from its opening or its previous
        /// response, and may stay silent while its response goes out.
        var clientTimeout = 30.0
        /// Most connections at once.
        var connectionLimit = 1024
        /// The library's threads, which parse requests and hand them on.
        var httpThreads = 2
    }

    /// Listens on `address` and serves; `log` takes each access-log line.
    init(address: ListenAddress, service configuration: RenderService.Configuration, limits: Limits = Limits(),
         log: @escaping @Sendable (String) -> Void) throws(ServeError) {
        let (socket, port) = try address.bind()
        service = RenderService(configuration, log: log)
        do throws(ServeError) {
            daemon = try HTTPDaemon(socket: socket, threads: limits.httpThreads, clientTimeout: limits.clientTimeout,
                                    connectionLimit: limits.connectionLimit, maxBody: limits.maxBody, handler: service)
        } catch {
            close(socket)
            service.workers.stop()
            throw error
        }
        self.port = port
    }

    /// Drains and stops: `/readyz` and new requests that need drawing answer 503 at once, the
    /// requests in flight get up to `timeout` seconds to finish (those still unanswered then
    /// get 503), then the daemon and the workers stop.
    func drain(timeout: Double) {
        service.beginDrain()
        let deadline = DispatchTime.now() + timeout
        while service.requestsInFlight > 0, DispatchTime.now() < deadline {
            usleep(2_000)
        }
        daemon.stopAccepting()
        service.abandonPending()
        // The answers just given still have to go out.
        let sent = DispatchTime.now() + 1
        while service.requestsInFlight > 0, DispatchTime.now() < sent {
            usleep(2_000)
        }
        daemon.stop()
        service.workers.stop()
    }
}
