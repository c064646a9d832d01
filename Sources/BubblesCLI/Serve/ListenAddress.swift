#if canImport(Glibc)
import Glibc
#endif

/// `--listen HOST:PORT`: where `bubbles serve` listens. HOST is an IPv4 address, an IPv6
/// address in brackets (`[::1]:8080`) or a name; PORT is 0 to 65535, 0 for any free one.
struct ListenAddress: Sendable, Hashable, CustomStringConvertible {
    var host: String
    var port: Int

    /// The default, loopback only: `127.0.0.1:8080`.
    static let `default` = ListenAddress(host: "127.0.0.1", port: 8080)

    init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// `text` read as `HOST:PORT`; nil when it is not one.
    init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65535).contains(port) else {
            return nil
        }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty, !host.contains("/"), host.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 }) else { return nil }
        self.init(host: host, port: port)
    }

    var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// A socket bound to the address and listening (`getaddrinfo`, `bind`, `listen`), with the
    /// port it got; the reason it cannot be had, naming the address.
    func bind() throws(ServeError) -> (socket: Int32, port: Int) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let first = found else {
            throw .listen("cannot listen on \(self): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(first) }
        let info = first.pointee
        let descriptor = socket(info.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .listen("cannot listen on \(self): \(String(cString: strerror(errno)))") }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        guard Glibc.bind(descriptor, info.ai_addr, info.ai_addrlen) == 0, listen(descriptor, 1024) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .listen("cannot listen on \(self): \(reason)")
        }
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard bound == 0 else { return (descriptor, port) }
        let family = address.ss_family
        let port = withUnsafePointer(to: &address) { pointer -> UInt16 in
            if family == sa_family_t(AF_INET6) {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
        }
        return (descriptor, Int(UInt16(bigEndian: port)))
    }
}
