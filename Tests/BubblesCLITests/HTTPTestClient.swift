import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Just enough HTTP/1.1 client for the service's tests, over a POSIX socket to 127.0.0.1:
/// one request per connection (`Connection: close`), the response read to the end.
struct HTTPTestClient {
    let port: Int

    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]

        var text: String { String(decoding: body, as: UTF8.self) }

        /// The body as a JSON object.
        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
        }
    }

    /// Sends a request; `headers` besides Host and Connection (a body gets Content-Length and
    /// Content-Type: application/json unless they are given).
    func send(_ method: String, _ path: String, body: [UInt8]? = nil, headers: [String: String] = [:]) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        var headers = headers
        if let body {
            if headers["Content-Length"] == nil { headers["Content-Length"] = String(body.count) }
            if headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
        }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        let descriptor = try connect()
        defer { close(descriptor) }
        try write(Array(head.utf8) + (body ?? []), to: descriptor)
        return try parse(read(descriptor))
    }

    /// `send` of the UTF-8 of `text`.
    func send(_ method: String, _ path: String, text: String, headers: [String: String] = [:]) throws -> Response {
        try send(method, path, body: Array(text.utf8), headers: headers)
    }

    /// A connected socket, for tests that write by hand.
    func connect() throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ClientError.system("socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw ClientError.system("connect")
        }
        return descriptor
    }

    func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw ClientError.system("send") }
            offset += written
        }
    }

    /// Everything until the server closes the connection.
    func read(_ descriptor: Int32) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw ClientError.system("recv") }
            if count == 0 { return bytes }
            bytes += buffer[0..<count]
        }
    }

    /// Everything until the server closes or resets the connection.
    func readUntilClosed(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }

    func parse(_ bytes: [UInt8]) throws -> Response {
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: [13, 10, 13, 10]) }) else { throw ClientError.malformed }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw ClientError.malformed }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
    }

    enum ClientError: Error {
        case system(String)
        case malformed
    }
}
