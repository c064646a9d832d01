/// Why `bubbles serve` cannot start: the address cannot be listened on, or the HTTP library
/// refuses the socket.
enum ServeError: Error, Equatable, CustomStringConvertible {
    case listen(String)

    var description: String {
        switch self {
        case .listen(let reason): reason
        }
    }
}
