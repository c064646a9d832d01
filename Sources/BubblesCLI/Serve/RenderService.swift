import Dispatch
import Synchronization
import BubbleRender
import StrictJSON

/// The HTTP service of `bubbles serve`: its routes, answered on the library's threads when
/// they need no drawing (health, readiness, metrics, refusals) and by ``RenderWorkers``
/// otherwise; the counts of `/metrics`, one access-log line per request, and draining.
final class RenderService: HTTPHandler {
    /// What the service is started with.
    struct Configuration: Sendable {
        var workers = 1
        /// Most requests waiting for a worker; more get 503.
        var queue = 64
        /// Seconds from a request's arrival to its answer; later gets 504.
        var timeout = 30.0
        /// The font files every worker's renderer admits.
        var fontFiles: [FontFile] = []
        /// Where each request's folder for its `data:` URLs goes (``RequestFolder``).
        var scratch = RequestFolder.defaultBase
        /// Called on the worker before each job: tests hold a worker with it.
        var beforeJob: @Sendable () -> Void = {}
    }

    let configuration: Configuration
    let metrics = ServiceMetrics()
    let workers: RenderWorkers
    private let log: @Sendable (String) -> Void
    private let draining = Atomic<Bool>(false)
    /// Requests whose headers arrived and that are not over.
    private let inFlight = Atomic<Int>(0)
    /// Requests handed to the workers and not answered yet, by number, to answer them all if
    /// the drain runs out of time.
    private let pending = Locked<(next: Int, replies: [Int: @Sendable (HTTPResponse) -> Void])>((0, [:]))
    private let workerFailure = Locked<String?>(nil)
    /// Where the deadlines of requests fire: a queue of its own, which work on the global
    /// queues (PNG bands) cannot hold up.
    private let deadlines = DispatchQueue(label: "bubbles.serve.deadlines")

    /// The routes, with the methods each takes.
    static let routes: [String: [String]] = [
        "/v1/render": ["POST"], "/v1/bubble": ["POST"], "/v1/validate": ["POST"],
        "/healthz": ["GET", "HEAD"], "/readyz": ["GET", "HEAD"], "/metrics": ["GET", "HEAD"],
        "/": ["GET", "HEAD"], "/v1/looks": ["GET", "HEAD"],
    ]

    /// Starts the workers; `log` takes each access-log line.
    init(_ configuration: Configuration, log: @escaping @Sendable (String) -> Void) {
        self.configuration = configuration
        self.log = log
        let failure = workerFailure
        workers = RenderWorkers(count: configuration.workers, capacity: configuration.queue, fontFiles: configuration.fontFiles) { reason in
            failure.withLock { $0 = $0 ?? reason }
        }
    }

    /// Why a worker could not set up its fonts, if one could not.
    var failure: String? {
        workerFailure.withLock { $0 }
    }

    /// Whether `/readyz` answers 200: every worker has its fonts and the service is not
    /// draining.
    var isReady: Bool {
        !isDraining && workers.allReady
    }

    var isDraining: Bool {
        draining.load(ordering: .acquiring)
    }

    /// Stops taking work: `/readyz` answers 503 from now on, and so does every new request
    /// that needs drawing; those in flight go on.
    func beginDrain() {
        draining.store(true, ordering: .releasing)
    }

    /// Requests received and not over.
    var requestsInFlight: Int {
        inFlight.load(ordering: .acquiring)
    }

    /// Answers every request still waiting for a worker or drawing with 503, for a drain that
    /// ran out of time.
    func abandonPending() {
        let replies = pending.withLock { state in
            defer { state.replies = [:] }
            return Array(state.replies.values)
        }
        for reply in replies {
            reply(ServiceError(status: 503, "the server is shutting down", retryAfter: 1).response)
        }
    }

    // MARK: HTTPHandler

    func head(_ request: HTTPRequest) -> HTTPResponse? {
        inFlight.add(1, ordering: .acquiringAndReleasing)
        guard let methods = Self.routes[request.path] else {
            return ServiceError(status: 404, "no such route: \(request.path) (routes: \(Self.routes.keys.sorted().joined(separator: ", ")))").response
        }
        guard methods.contains(request.method) else {
            var response = ServiceError(status: 405, "\(request.path) takes \(methods.joined(separator: " or ")), not \(request.method)").response
            response.headers.append(("Allow", methods.joined(separator: ", ")))
            return response
        }
        switch request.path {
        case "/":
            return PlaygroundPage.response()
        case "/v1/looks":
            return LooksRoute.response
        case "/healthz":
            return Self.json(200, "{\"status\": \"alive\"}")
        case "/readyz":
            if isReady { return Self.json(200, "{\"ready\": true}") }
            let reason = isDraining ? "draining" : failure.map { "fonts failed: \($0)" } ?? "setting up fonts"
            return Self.json(503, JSONValue.object([("ready", .bool(false)), ("reason", .string(reason))]).compactText)
        case "/metrics":
            let text = metrics.text(inFlight: requestsInFlight, queueDepth: workers.depth)
            return HTTPResponse(status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8", body: Array(text.utf8))
        default:
            break
        }
        if let type = request.contentType, !Self.isJSON(type) {
            return ServiceError(status: 415, "the body must be JSON (Content-Type: application/json), not \(type)").response
        }
        do throws(ServiceError) {
            _ = try settings(for: request)
        } catch {
            return error.response
        }
        if isDraining { return ServiceError(status: 503, "the server is shutting down", retryAfter: 1).response }
        return nil
    }

    func bodyTooLarge(_ request: HTTPRequest, limit: Int) -> HTTPResponse {
        let size = request.contentLength.map { "\($0) bytes, " } ?? ""
        return ServiceError(status: 413, "the body is \(size)more than the \(limit) bytes the server reads (--max-body)").response
    }

    func handle(_ request: HTTPRequest, reply: @escaping @Sendable (HTTPResponse) -> Void) {
        let number = pending.withLock { state in
            state.next += 1
            state.replies[state.next] = reply
            return state.next
        }
        // The first answer wins; the others find no reply left. Only `pending` holds the
        // reply (and through it the request), so a timer still waiting holds nothing large.
        let answer: @Sendable (HTTPResponse) -> Void = { [pending] response in
            guard let reply = pending.withLock({ $0.replies.removeValue(forKey: number) }) else { return }
            reply(response)
        }
        let deadline = DispatchTime.now() + configuration.timeout
        let beforeJob = configuration.beforeJob
        let scratch = configuration.scratch
        let metrics = metrics
        let accepted = workers.submit { renderer in
            beforeJob()
            guard DispatchTime.now() < deadline else { return }
            do throws(ServiceError) {
                answer(try Self.work(request, renderer: renderer, scratch: scratch, metrics: metrics))
            } catch {
                answer(error.response)
            }
        }
        guard accepted else {
            answer(ServiceError(status: 503, "the server is busy: \(workers.capacity) requests are waiting already", retryAfter: 1).response)
            return
        }
        deadlines.asyncAfter(deadline: deadline) { [configuration] in
            answer(ServiceError(status: 504, "the request took longer than the \(Self.seconds(configuration.timeout)) s the server allows (--timeout)").response)
        }
    }

    func finished(_ request: HTTPRequest, response: HTTPResponse?, completed: Bool, started: ContinuousClock.Instant) {
        let seconds = Double((ContinuousClock.now - started).milliseconds) / 1000
        let status = response?.status ?? 0
        let route = Self.routes[request.path] == nil ? "other" : request.path
        metrics.request(route: route, status: status, seconds: seconds)
        log(AccessLog.line(request, status: status, bytes: response?.body.count ?? 0, seconds: seconds, completed: completed))
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
    }

    func clientTimedOut() {
        metrics.clientTimedOut()
    }

    // MARK: Work

    /// The settings of a request to draw, from its query.
    private func settings(for request: HTTPRequest) throws(ServiceError) -> RenderSettings {
        switch request.path {
        case "/v1/render": try QueryOptions.settings(request.query, names: QueryOptions.renderNames)
        case "/v1/bubble": try QueryOptions.settings(request.query, names: QueryOptions.bubbleNames)
        default: try QueryOptions.settings(request.query, names: [])
        }
    }

    /// The answer to a whole request, on a worker with its `renderer`; request folders go in
    /// `scratch`.
    private static func work(_ request: HTTPRequest, renderer: BubbleRenderer, scratch: String,
                             metrics: ServiceMetrics) throws(ServiceError) -> HTTPResponse {
        switch request.path {
        case "/v1/render":
            return try RenderRoute.answer(request.body, settings: QueryOptions.settings(request.query, names: QueryOptions.renderNames),
                                          renderer: renderer, scratch: scratch, metrics: metrics)
        case "/v1/bubble":
            return try BubbleRoute.answer(request.body, settings: QueryOptions.settings(request.query, names: QueryOptions.bubbleNames),
                                          renderer: renderer)
        default:
            return try ValidateRoute.answer(request.body, scratch: scratch)
        }
    }

    /// Whether `type` (a `Content-Type`) is JSON: `application/json` or `+json`, any parameters.
    private static func isJSON(_ type: String) -> Bool {
        let essence = type.split(separator: ";").first.map { String($0).trimmingScalars(where: \.isSpaceOrTab).lowercased() } ?? ""
        return essence == "application/json" || essence.hasSuffix("+json")
    }

    private static func json(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: ServiceError.jsonType, body: Array((text + "\n").utf8))
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
