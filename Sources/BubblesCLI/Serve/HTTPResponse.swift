/// A whole HTTP response: status, headers and body.
struct HTTPResponse: Sendable {
    var status: Int
    /// Headers besides `Content-Length`, which the library writes.
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response of `body` as `contentType`.
    init(status: Int, contentType: String, body: [UInt8], headers: [(name: String, value: String)] = []) {
        self.init(status: status, headers: [("Content-Type", contentType)] + headers, body: body)
    }
}
