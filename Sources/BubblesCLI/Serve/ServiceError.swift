import StrictJSON

/// A request the service refuses or cannot answer, as the JSON body of its error response:
/// `{"error": "...", "path": "messages[3].from", "line": 5, "column": 15}`, the message as the
/// command line words it, the path and position when there are any.
struct ServiceError: Error, Sendable {
    var status: Int
    var message: String
    /// The JSON path of the offending value in the body.
    var path: String?
    var line: Int?
    var column: Int?
    /// Seconds after which to try again, for a 503.
    var retryAfter: Int?

    init(status: Int, _ message: String, path: String? = nil, line: Int? = nil, column: Int? = nil, retryAfter: Int? = nil) {
        self.status = status
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.retryAfter = retryAfter
    }

    /// `diagnostic` answered with `status`: its message, its path unless it is the root, and
    /// its position.
    init(_ diagnostic: Diagnostic, status: Int) {
        let path = diagnostic.path.flatMap { $0.isRoot ? nil : $0.description }
        self.init(status: status, diagnostic.message, path: path, line: diagnostic.line, column: diagnostic.column)
    }

    /// The members of the JSON object that describes the error.
    var members: [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [("error", .string(message))]
        if let path { members.append(("path", .string(path))) }
        if let line { members.append(("line", .int(line))) }
        if let column { members.append(("column", .int(column))) }
        return members
    }

    /// The response: the JSON object, with `Retry-After` for a 503.
    var response: HTTPResponse {
        HTTPResponse(status: status, contentType: ServiceError.jsonType, body: Array((JSONValue.object(members).compactText + "\n").utf8),
                     headers: retryAfter.map { [("Retry-After", String($0))] } ?? [])
    }

    /// The content type of JSON responses.
    static let jsonType = "application/json"
}
