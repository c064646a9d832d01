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
    ///   - connectionTimeout: seconds a connection may stay silent (`.CONNECTION_TIMEOUT`).
    ///   - connectionLimit: most connections at once (`.CONNECTION_LIMIT`).
    ///   - maxBody: the largest body read; a larger `Content-Length` gets
    ///     ``HTTPHandler/bodyTooLarge(_:limit:)`` without the body being read, and a body
    ///     without one is cut off once it grows larger.
    init(socket: Int32, threads: Int, connectionTimeout: Int, connectionLimit: Int, maxBody: Int,
         handler: any HTTPHandler) throws(ServeError) {
        self.socket = socket
        callbacks = HTTPCallbacks(handler: handler, maxBody: maxBody)
        let flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_AUTO.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
        let closure = Unmanaged.passUnretained(callbacks).toOpaque()
        var options = [
            MHD_OptionItem(option: .LISTEN_SOCKET, value: Int(socket), ptr_value: nil),
            MHD_OptionItem(option: .THREAD_POOL_SIZE, value: max(1, threads), ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: max(1, connectionTimeout), ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_LIMIT, value: max(1, connectionLimit), ptr_value: nil),
            MHD_OptionItem(option: .NOTIFY_COMPLETED, value: unsafeBitCast(completedCallback, to: Int.self), ptr_value: closure),
            MHD_OptionItem(option: .END, value: 0, ptr_value: nil),
        ]
        guard let started = bubbles_mhd_start_daemon(UInt32(flags), accessCallback, closure, &options) else {
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

/// What the callbacks reach: the handler and the body limit.
fileprivate final class HTTPCallbacks: Sendable {
    let handler: any HTTPHandler
    let maxBody: Int

    init(handler: any HTTPHandler, maxBody: Int) {
        self.handler = handler
        self.maxBody = maxBody
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
                return queue(answer, on: connection)
            }
            return .YES
        }
        let exchange = Unmanaged<HTTPExchange>.fromOpaque(current).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            let count = uploadSize.pointee
            uploadSize.pointee = 0
            guard exchange.request.body.count + count <= maxBody else {
                // No Content-Length said so; a response cannot be queued while the body
                // is arriving, so the connection is closed.
                exchange.bodyTooLarge = true
                return .NO
            }
            if let upload {
                upload.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
                    exchange.request.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
                }
            }
            return .YES
        }
        if let answer = exchange.answer { return queue(answer, on: connection) }
        guard !exchange.dispatched else { return .YES }
        exchange.dispatched = true
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

    /// The exchange is over: the handler hears how it went, and it is released.
    func completed(_ state: UnsafeMutablePointer<UnsafeMutableRawPointer?>, completed: Bool) {
        guard let current = state.pointee else { return }
        state.pointee = nil
        let exchange = Unmanaged<HTTPExchange>.fromOpaque(current).takeRetainedValue()
        handler.finished(exchange.request, response: exchange.answer, completed: completed && !exchange.bodyTooLarge,
                         started: exchange.started)
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
private let completedCallback: MHD_RequestCompletedCallback = { closure, _, state, termination in
    guard let closure, let state else { return }
    // MHD_REQUEST_TERMINATED_COMPLETED_OK, 0: all of the response went out.
    Unmanaged<HTTPCallbacks>.fromOpaque(closure).takeUnretainedValue().completed(state, completed: termination.rawValue == 0)
}
