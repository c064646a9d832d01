import Foundation
import Testing
@testable import BubblesCLI
import BubbleGeometry
import BubbleRender

@Suite("bubbles serve: the playground page")
struct ServePlaygroundTests {
    /// The nonce a Content-Security-Policy gives its scripts.
    private func scriptNonce(_ policy: String) -> String? {
        policy.split(separator: ";").lazy.map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("script-src ") }
            .flatMap { $0.split(separator: " ").first { $0.hasPrefix("'nonce-") } }
            .map { String($0.dropFirst(7).dropLast()) }
    }

    @Test func thePageIsHTMLConfinedByItsPolicy() throws {
        let server = try TestServer()
        let page = try server.client.send("GET", "/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        let policy = page.headers["content-security-policy"] ?? ""
        for directive in ["default-src 'none'", "connect-src 'self'", "img-src blob: data:", "base-uri 'none'", "form-action 'none'",
                          "frame-ancestors 'none'"] {
            #expect(policy.contains(directive), "\(directive) in \(policy)")
        }
        let nonce = try #require(scriptNonce(policy))
        #expect(nonce.count == 32)
        #expect(policy.contains("style-src 'nonce-\(nonce)'"))
        #expect(page.text.hasPrefix("<!DOCTYPE html>"))
        #expect(page.text.contains("<script nonce=\"\(nonce)\">\"use strict\";"))
        #expect(page.text.contains("<style nonce=\"\(nonce)\">:root {"))
        #expect(!page.text.contains("{{"))
        #expect(page.headers["x-content-type-options"] == "nosniff")
        #expect(page.headers["cache-control"] == "no-store")
    }

    @Test func eachPageHasANonceOfItsOwn() throws {
        let server = try TestServer()
        let first = try server.client.send("GET", "/").headers["content-security-policy"] ?? ""
        let second = try server.client.send("GET", "/").headers["content-security-policy"] ?? ""
        #expect(scriptNonce(first) != nil)
        #expect(scriptNonce(first) != scriptNonce(second))
    }

    @Test func thePageLinksToNothingElsewhere() throws {
        let server = try TestServer()
        let text = try server.client.send("GET", "/").text.lowercased()
        for scheme in ["http://", "https://", "//cdn", "src=\"//", "href=\"//"] {
            #expect(!text.contains(scheme), "\(scheme)")
        }
    }

    @Test func headAnswersTheHeadersWithoutTheBody() throws {
        let server = try TestServer()
        let get = try server.client.send("GET", "/")
        let head = try server.client.send("HEAD", "/")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.headers["content-type"] == "text/html; charset=utf-8")
        #expect(head.headers["content-length"] == String(get.body.count))
        #expect(head.headers["content-security-policy"]?.hasPrefix("default-src 'none'") == true)
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
    func otherMethodsAre405(method: String) throws {
        let server = try TestServer()
        let response = try server.client.send(method, "/", body: method == "POST" || method == "PUT" ? Array("{}".utf8) : nil)
        #expect(response.status == 405)
        #expect(response.headers["allow"] == "GET, HEAD")
        #expect(response.json["error"] as? String == "/ takes GET or HEAD, not \(method)")
    }

    @Test func theLooksRouteListsWhatRenderTakes() throws {
        let server = try TestServer()
        let response = try server.client.send("GET", "/v1/looks")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(response.json["looks"] as? [String] == ChatLook.names.map(\.rawValue))
        #expect(response.json["appearances"] as? [String] == ["light", "dark"])
        let devices = response.json["devices"] as? [[String: Any]] ?? []
        #expect(devices.compactMap { $0["name"] as? String } == DevicePreset.allCases.map(\.rawValue))
        let phone = devices.first { $0["name"] as? String == "iphone-6.1" } ?? [:]
        #expect(phone["width"] as? Int == 1170 && phone["height"] as? Int == 2532 && phone["scale"] as? Double == 3)
        #expect(try server.client.send("POST", "/v1/looks", text: "{}").status == 405)
    }
}
