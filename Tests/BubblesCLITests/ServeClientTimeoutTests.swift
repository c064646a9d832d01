import Dispatch
import Foundation
import Synchronization
import Testing
@testable import BubblesCLI

@Suite("bubbles serve: the client timeout")
struct ServeClientTimeoutTests {
    /// Sends `head`, then `trickle` a byte at a time, giving the server up to 20 ms between
    /// bytes to close the connection: what it sent before closing, or nil when the bytes ran
    /// out first.
    static func trickle(_ client: HTTPTestClient, head: String, trickle: [UInt8]) throws -> [UInt8]? {
        let descriptor = try client.connect()
        defer { close(descriptor) }
        try client.write(Array(head.utf8), to: descriptor)
        for byte in trickle {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 20) > 0 { return client.readUntilClosed(descriptor) }
            guard (try? client.write([byte], to: descriptor)) != nil else { return client.readUntilClosed(descriptor) }
        }
        return nil
    }

    static let slowHeader = Array(("X-Slow: " + String(repeating: "a", count: 2000)).utf8)

    private func timeouts(_ server: TestServer) throws -> String? {
        try server.client.send("GET", "/metrics").text.split(separator: "\n").first { $0.hasPrefix("bubbles_client_timeouts_total ") }
            .map(String.init)
    }

    @Test func headersSentAByteAtATimeAreCutOff() throws {
        let server = try TestServer(clientTimeout: 0.3)
        let answered = try Self.trickle(server.client, head: "POST /v1/render HTTP/1.1\r\nHost: x\r\n", trickle: Self.slowHeader)
        #expect(answered == [])
        #expect(try timeouts(server) == "bubbles_client_timeouts_total 1")
    }

    @Test func aBodySentAByteAtATimeIsCutOff() throws {
        let server = try TestServer(clientTimeout: 0.3)
        let head = "POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n"
        let answered = try Self.trickle(server.client, head: head, trickle: [UInt8](repeating: 32, count: 2000))
        #expect(answered == [])
        server.wait { server.log.count == 1 }
        #expect(server.log.first?.contains("\"status\": 0") == true)
        #expect(server.log.first?.contains("\"completed\": false") == true)
    }

    @Test func anIdleConnectionIsKeptUntilTheTimeout() throws {
        let server = try TestServer(clientTimeout: 0.3)
        let descriptor = try server.client.connect()
        defer { close(descriptor) }
        let request = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
        try server.client.write(Array((request + request).utf8), to: descriptor)
        // Both answered on one connection, which then ends only when the timeout closes it.
        let answers = String(decoding: server.client.readUntilClosed(descriptor), as: UTF8.self)
        #expect(answers.components(separatedBy: "HTTP/1.1 200 OK").count == 3, "\(answers)")
        #expect(!answers.contains("Connection: close"))
        #expect(try timeouts(server) == "bubbles_client_timeouts_total 1")
    }

    @Test func aRequestBeingDrawnIsNotCutOff() throws {
        let gate = WorkerGate()
        let server = try TestServer(clientTimeout: 0.3, beforeJob: gate.hold)
        let held = Mutex<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        let client = server.client
        DispatchQueue.global().async {
            let status = try? client.send("POST", "/v1/render", text: ServeRouteTests.chat).status
            held.withLock { $0 = status }
            done.signal()
        }
        server.wait { gate.entered == 1 }
        // A slow client that came later is cut off: the held request has waited longer than
        // the timeout, with the deadlines checked since.
        #expect(try Self.trickle(server.client, head: "GET /healthz HTTP/1.1\r\n", trickle: Self.slowHeader) == [])
        gate.open()
        done.wait()
        #expect(held.withLock { $0 } == 200)
    }

    @Test func theDeadlinesShutDownOnlyConnectionsWaitingTooLong() throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { close(pair[0]); close(pair[1]) }
        let cut = Atomic<Int>(0)
        let deadlines = ClientDeadlines(seconds: 1000) { cut.add(1, ordering: .relaxed) }
        defer { deadlines.stop() }
        let later = ContinuousClock.now + .seconds(1001)
        deadlines.opened(7, socket: pair[0])
        deadlines.arrived(7)
        #expect(deadlines.sweep(now: later) == 0)
        deadlines.answered(7)
        #expect(deadlines.sweep(now: .now) == 0)
        #expect(deadlines.sweep(now: later) == 1)
        #expect(cut.load(ordering: .relaxed) == 1)
        var byte: UInt8 = 0
        #expect(recv(pair[1], &byte, 1, 0) == 0)
        // Shut down once; a closed connection is forgotten.
        #expect(deadlines.sweep(now: later) == 0)
        deadlines.answered(7)
        deadlines.closed(7)
        #expect(deadlines.sweep(now: later) == 0)
    }
}
