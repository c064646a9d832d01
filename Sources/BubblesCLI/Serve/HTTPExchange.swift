import Synchronization

/// One request on its way through ``HTTPDaemon``: created when its headers arrive, released
/// when the library says the exchange is over.
///
/// `@unchecked Sendable`: the library calls a connection's handler on one thread at a time,
/// so ``request``, ``received``, ``bodyTooLarge`` and ``dispatched`` are touched by one
/// thread at a time; the response, which a worker sets, is behind a lock.
final class HTTPExchange: @unchecked Sendable {
    let started: ContinuousClock.Instant
    var request: HTTPRequest
    /// The bytes of the body received so far, kept or dropped.
    var received = 0
    /// The body grew past the limit without a `Content-Length` saying so: it is dropped.
    var bodyTooLarge = false
    /// The request went to the handler, which answers through ``reply(_:)``.
    var dispatched = false
    /// The response given, before and after it is queued.
    private let response = Mutex<HTTPResponse?>(nil)

    init(request: HTTPRequest, started: ContinuousClock.Instant) {
        self.request = request
        self.started = started
    }

    /// Keeps `answer` as the response; false when one was kept already.
    func reply(_ answer: HTTPResponse) -> Bool {
        response.withLock { kept in
            guard kept == nil else { return false }
            kept = answer
            return true
        }
    }

    /// The response, once there is one.
    var answer: HTTPResponse? {
        response.withLock { $0 }
    }
}
