import Foundation
import Testing
@testable import BubblesCLI

@Suite("bubbles serve: paths")
struct ServePathTests {
    @Test(arguments: [
        ("/v1/render%00", 404), ("/v1/render%00.png", 404), ("/healthz%00", 404), ("/v1/render?format=png%00svg", 400),
        ("/v1/../render", 404), ("/v1/%2e%2e/render", 404), ("//v1/render", 404), ("/v1/render/", 404), ("/V1/RENDER", 404),
        ("/v1/%72ender", 200),
    ])
    func aPathIsTheRouteOnlyWhenItDecodesToIt(path: String, status: Int) throws {
        let server = try TestServer()
        let response = try server.client.send("POST", path, text: ServeRouteTests.chat)
        #expect(response.status == status, "\(response.text)")
        if status == 404 {
            // The escaped NUL is kept as sent, not cut off with what follows.
            let decoded = path.replacingOccurrences(of: "%2e", with: ".").replacingOccurrences(of: "%72", with: "r")
            #expect((response.json["error"] as? String)?.hasPrefix("no such route: \(decoded) ") == true, "\(response.text)")
        }
    }

    @Test func aPathTooLongIs414() throws {
        let server = try TestServer()
        let response = try server.client.send("GET", "/" + String(repeating: "a", count: 70_000))
        #expect(response.status == 414)
    }

    @Test(arguments: [(2_000, 8), (1, 64 << 10)])
    func aHeaderFloodIs431(headers: Int, size: Int) throws {
        let server = try TestServer()
        var fields: [String: String] = [:]
        for index in 0..<headers { fields["X-Flood-\(index)"] = String(repeating: "v", count: size) }
        let response = try server.client.send("GET", "/healthz", headers: fields)
        #expect(response.status == 431)
    }
}
