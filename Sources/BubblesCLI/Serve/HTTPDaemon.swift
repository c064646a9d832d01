#if canImport(Glibc)
import Glibc
#endif
internal import CMicroHTTPD
import StrictJSON
import Synchronization

/// An HTTP/1.1 server on a listening socket: GNU libmicrohttpd's daemon, which parses the
/// requests on a few threads of its own and hands each to an ``HTTPHandler``. A request
/// waiting for its answer is suspended (`MHD_suspend_connection`), so those threads keep
/// serving other connections, and resumed (`MHD_resume_connection`) when the handler replies.
///
/// Each connection must bring a whole request within the client timeout (``ClientDeadlines``),
/// and an escaped NUL (`%00`) is left escaped in the path and query, so `/v1/render%00.png`
/// is not read as `/v1/render`.
///
/// The one owner of the `MHD_Daemon`: stopped (`MHD_stop_daemon`) in `deinit`, after which
/// the listening socket is closed.
final class HTTPDaemon: Sendable {
    /// The daemon (`struct MHD_Daemon *`), ours from `MHD_start_daemon`.
    private let daemon: Pointer
    private let socket: Int32
    /// What the library's callbacks reach through their closure pointer; it lives as long
    /// as the daemon.
    private let callbacks: HTTPCallbacks
    /// Whether ``stopAccepting()`` ran.
    private let quiesced = Atomic<Bool>(false)
    /// Whether ``stop()`` ran.
    private let stopped = Atomic<Bool>(false)

    /// Serves `socket` (bound and listening; closed when the daemon goes) on `threads`
    /// threads of the library's.
    ///
    /// - Parameters:
    ///   - clientTimeout: seconds a connection has to bring a whole request from its opening
    ///     or its previous response (``ClientDeadlines``), and may stay silent while its
    ///     response goes out (`.CONNECTION_TIMEOUT`, whole seconds).
    ///   - connectionLimit: most connections at once (`.CONNECTION_LIMIT`).
    ///   - maxBody: the largest body read; a larger `Content-Length` gets
    ///     ``HTTPHandler/bodyTooLarge(_:limit:)`` without the body being read. A body without
    ///     one that grows larger is read on and dropped, to answer the same once it ends; one
    ///     that grows past twice the limit is cut off.
    init(socket: Int32, threads: Int, clientTimeout: Double, connectionLimit: Int, maxBody: Int,
         handler: any HTTPHandler) throws(ServeError) {
        self.socket = socket
        let deadlines = ClientDeadlines(seconds: clientTimeout) { handler.clientTimedOut() }
        callbacks = HTTPCallbacks(handler: handler, maxBody: maxBody, deadlines: deadlines)
        let flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_AUTO.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
        let closure = Unmanaged.passUnretained(callbacks).toOpaque()
        var options = [
            MHD_OptionItem(option: .LISTEN_SOCKET, value: Int(socket), ptr_value: nil),
            MHD_OptionItem(option: .THREAD_POOL_SIZE, value: max(1, threads), ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: max(1, Int(clientTimeout.rounded(.up))), ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_LIMIT, value: max(1, connectionLimit), ptr_value: nil),
            MHD_OptionItem(option: .NOTIFY_COMPLETED, value: unsafeBitCast(completedCallback, to: Int.self), ptr_value: closure),
            MHD_OptionItem(option: .NOTIFY_CONNECTION, value: unsafeBitCast(connectionCallback, to: Int.self), ptr_value: closure),
            MHD_OptionItem(option: .UNESCAPE_CALLBACK, value: unsafeBitCast(unescapeCallback, to: Int.self), ptr_value: nil),
            MHD_OptionItem(option: .END, value: 0, ptr_value: nil),
        ]
        guard let started = bubbles_mhd_start_daemon(UInt32(flags), accessCallback, closure, &options) else {
            deadlines.stop()
            throw .listen("the HTTP library could not start serving the socket")
        }
        daemon = Pointer(started)
    }

    deinit {
        stop()
    }

    /// Stops serving (`MHD_stop_daemon`): open connections are closed, the socket too. No
    /// request may be waiting for its answer then (the library requires it).
    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        MHD_stop_daemon(daemon.raw)
        callbacks.deadlines.stop()
        close(socket)
    }

    /// Stops taking new connections (`MHD_quiesce_daemon`); the open ones are served on.
    func stopAccepting() {
        guard !quiesced.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = MHD_quiesce_daemon(daemon.raw)
    }
}

/// A pointer the library made, passed between its threads and ours (the library allows
/// resuming a connection from any thread).
fileprivate struct Pointer: @unchecked Sendable {
    let raw: OpaquePointer
    init(_ raw: OpaquePointer) { self.raw = raw }
}

/// What the callbacks reach: the handler, the body limit and the connections' deadlines.
fileprivate final class HTTPCallbacks: Sendable {
    let handler: any HTTPHandler
    let maxBody: Int
    let deadlines: ClientDeadlines

    init(handler: any HTTPHandler, maxBody: Int, deadlines: ClientDeadlines) {
        self.handler = handler
        self.maxBody = maxBody
        self.deadlines = deadlines
    }

    /// `connection` as ``ClientDeadlines`` knows it.
    static func key(_ connection: OpaquePointer) -> ClientDeadlines.Key {
        Int(bitPattern: UnsafeRawPointer(connection))
    }

    /// The request whose headers `connection` just read.
    func request(_ connection: OpaquePointer, url: String, method: String) -> HTTPRequest {
        func header(_ name: String) -> String? {
            MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
        }
        var query: [HTTPRequest.QueryParameter] = []
        withUnsafeMutablePointer(to: &query) { list in
            _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, { closure, _, key, value in
                guard let closure, let key else { return .YES }
                closure.assumingMemoryBound(to: [HTTPRequest.QueryParameter].self).pointee
                    .append(HTTPRequest.QueryParameter(name: String(cString: key), value: value.map { String(cString: $0) }))
                return .YES
            }, list)
        }
        let length = header("Content-Length").flatMap { Int($0.trimmingScalars(where: \.isSpaceOrTab)) }
        return HTTPRequest(method: method, path: url, query: query, contentType: header("Content-Type"), contentLength: length)
    }

    /// One call of the access handler: see `MHD_AccessHandlerCallback`.
    func access(_ connection: OpaquePointer, url: String, method: String, upload: UnsafePointer<CChar>?,
                uploadSize: UnsafeMutablePointer<Int>, state: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        guard let current = state.pointee else {
            let request = request(connection, url: url, method: method)
            let exchange = HTTPExchange(request: request, started: .now)
            state.pointee = Unmanaged.passRetained(exchange).toOpaque()
            if let answer = handler.head(request) ?? request.contentLength.flatMap({ length in
                length > maxBody ? handler.bodyTooLarge(request, limit: maxBody) : nil
            }) {
                _ = exchange.reply(answer)
                // The library closes a connection whose response is queued before its body is
                // read; without a body announced, the answer waits for the call that follows
                // (at once, or once a chunked body is in) and the connection stays open.
                guard (request.contentLength ?? 0) > 0 else { return .YES }
                deadlines.arrived(Self.key(connection))
                return queue(answer, on: connection)
            }
            return .YES
        }
        let exchange = Unmanaged<HTTPExchange>.fromOpaque(current).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            let count = uploadSize.pointee
            uploadSize.pointee = 0
            exchange.received += count
            guard exchange.received <= maxBody else {
                // No Content-Length said so. The library takes a response only once the body
                // is in, so the rest is read and dropped to answer 413 then; past twice the
                // limit the connection is closed instead.
                exchange.bodyTooLarge = true
                exchange.request.body = []
                return exchange.received <= 2 * maxBody ? .YES : .NO
            }
            if let upload {
                upload.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
                    exchange.request.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
                }
            }
            return .YES
        }
        if let answer = exchange.answer {
            deadlines.arrived(Self.key(connection))
            return queue(answer, on: connection)
        }
        guard !exchange.dispatched else { return .YES }
        exchange.dispatched = true
        deadlines.arrived(Self.key(connection))
        if exchange.bodyTooLarge {
            let answer = handler.bodyTooLarge(exchange.request, limit: maxBody)
            _ = exchange.reply(answer)
            return queue(answer, on: connection)
        }
        MHD_suspend_connection(connection)
        let resumable = Pointer(connection)
        handler.handle(exchange.request) { answer in
            guard exchange.reply(answer) else { return }
            MHD_resume_connection(resumable.raw)
        }
        return .YES
    }

    /// Sends `answer` (`MHD_queue_response`); the response is the library's copy.
    private func queue(_ answer: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let response = answer.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let response else { return .NO }
        defer { MHD_destroy_response(response) }
        for (name, value) in answer.headers where MHD_add_response_header(response, name, value) != .YES {
            return .NO
        }
        return MHD_queue_response(connection, UInt32(answer.status), response)
    }

    /// The exchange on `connection` is over: the handler hears how it went, it is released,
    /// and the connection's next request is due.
    func completed(_ connection: OpaquePointer, state: UnsafeMutablePointer<UnsafeMutableRawPointer?>, completed: Bool) {
        deadlines.answered(Self.key(connection))
        guard let current = state.pointee else { return }
        state.pointee = nil
        let exchange = Unmanaged<HTTPExchange>.fromOpaque(current).takeRetainedValue()
        handler.finished(exchange.request, response: exchange.answer, completed: completed, started: exchange.started)
    }
}

/// `MHD_AccessHandlerCallback`: hands the call to the daemon's ``HTTPCallbacks``.
private let accessCallback: MHD_AccessHandlerCallback = { closure, connection, url, method, _, upload, uploadSize, state in
    guard let closure, let connection, let uploadSize, let state else { return .NO }
    return Unmanaged<HTTPCallbacks>.fromOpaque(closure).takeUnretainedValue()
        .access(connection, url: url.map { String(cString: $0) } ?? "/", method: method.map { String(cString: $0) } ?? "",
                upload: upload, uploadSize: uploadSize, state: state)
}

/// `MHD_RequestCompletedCallback`: the exchange on `state` is over.
private let completedCallback: MHD_RequestCompletedCallback = { closure, connection, state, termination in
    guard let closure, let connection, let state else { return }
    // MHD_REQUEST_TERMINATED_COMPLETED_OK, 0: all of the response went out.
    Unmanaged<HTTPCallbacks>.fromOpaque(closure).takeUnretainedValue()
        .completed(connection, state: state, completed: termination.rawValue == 0)
}

/// `MHD_NotifyConnectionCallback`: a connection opened or is closing, for its deadlines.
private let connectionCallback: MHD_NotifyConnectionCallback = { closure, connection, _, code in
    guard let closure, let connection else { return }
    let deadlines = Unmanaged<HTTPCallbacks>.fromOpaque(closure).takeUnretainedValue().deadlines
    // MHD_CONNECTION_NOTIFY_STARTED, 0; MHD_CONNECTION_NOTIFY_CLOSED, 1, before the socket closes.
    if code.rawValue == 0 {
        deadlines.opened(HTTPCallbacks.key(connection), socket: bubbles_mhd_connection_socket(connection))
    } else {
        deadlines.closed(HTTPCallbacks.key(connection))
    }
}

/// The unescape callback (`MHD_OPTION_UNESCAPE_CALLBACK`) of paths, query names and values:
/// the library's own (`MHD_http_unescape`), except that a text with an escaped NUL stays as
/// sent, since the decoded text would end at the NUL.
private let unescapeCallback: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int = { _, _, text in
    guard let text else { return 0 }
    if strstr(text, "%00") != nil { return strlen(text) }
    return MHD_http_unescape(text)
}
