/// One HTTP request as ``HTTPDaemon`` hands it to its ``HTTPHandler``: what the library
/// parsed, and the body once it has all arrived.
struct HTTPRequest: Sendable {
    var method: String
    /// The path without the query (`/v1/render`).
    var path: String
    /// The query's parameters in order, decoded; a value is nil for a name without `=`.
    var query: [QueryParameter]
    /// The `Content-Type` header, if any.
    var contentType: String?
    /// The `Content-Length` header as a number, if it is one.
    var contentLength: Int?
    /// The body: empty until the whole of it is read.
    var body: [UInt8] = []

    /// One `name=value` of the query.
    struct QueryParameter: Sendable, Hashable {
        var name: String
        var value: String?
    }
}
