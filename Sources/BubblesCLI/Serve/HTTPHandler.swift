/// What answers the requests ``HTTPDaemon`` receives. The daemon calls it on the library's
/// threads, which must only look at requests and hand work on: anything slow goes elsewhere
/// and answers through `reply`.
protocol HTTPHandler: AnyObject, Sendable {
    /// Called once a request's headers are in (its body not read yet): a response to send at
    /// once (the body is then never read), or nil to read the body and ``handle(_:reply:)`` it.
    func head(_ request: HTTPRequest) -> HTTPResponse?
    /// The response to a body larger than the daemon reads: said by `Content-Length` before
    /// any of it is read, or found while reading a body without one.
    func bodyTooLarge(_ request: HTTPRequest, limit: Int) -> HTTPResponse
    /// Answers a whole request by calling `reply` exactly once, from any thread, now or later.
    func handle(_ request: HTTPRequest, reply: @escaping @Sendable (HTTPResponse) -> Void)
    /// Called when the exchange is over: `response` was sent (nil when none was), `completed`
    /// whether all of it went out, `started` when the headers arrived.
    func finished(_ request: HTTPRequest, response: HTTPResponse?, completed: Bool, started: ContinuousClock.Instant)
    /// Called when a connection is shut down for not bringing its request within the client
    /// timeout.
    func clientTimedOut()
}
