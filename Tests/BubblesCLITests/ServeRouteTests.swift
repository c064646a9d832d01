import Foundation
import Testing
@testable import BubblesCLI
import BubbleRender
import PNGCodec
import Raster

@Suite("bubbles serve: routes")
struct ServeRouteTests {
    static let chat = """
        {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}},
         "messages": [{"from": "ann", "text": "Hi"}, {"from": "me", "text": "Hello!", "time": "09:41"}]}
        """

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// What `bubbles ARGUMENTS -o out.EXT` writes.
    private func cli(_ arguments: [String], ext: String) throws -> [UInt8] {
        let io = CapturedConsole()
        #expect(io.run(arguments + ["-o", path("out.\(ext)")]) == 0, "\(io.err)")
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("out.\(ext)"))))
    }

    @Test(arguments: [("", "png", [String]()), ("?format=webp&theme=whatsapp", "webp", ["--theme", "whatsapp"]),
                      ("?format=svg&appearance=dark&scale=3", "svg", ["--appearance", "dark", "--scale", "3"]),
                      ("?format=pdf&device=iphone-6.1-island", "pdf", ["--device", "iphone-6.1-island"])])
    func aRenderIsTheBytesTheCommandWrites(query: String, ext: String, options: [String]) throws {
        let server = try TestServer()
        let response = try server.client.send("POST", "/v1/render" + query, text: Self.chat)
        #expect(response.status == 200, "\(response.text)")
        #expect(response.headers["content-type"] == RequestBody.mediaType(OutputFormat(rawValue: ext) ?? .png))
        try Data(Self.chat.utf8).write(to: URL(fileURLWithPath: path("chat.json")))
        #expect(response.body == (try cli(["render", path("chat.json")] + options, ext: ext)))
    }

    @Test(arguments: ["theme", "style"])
    func aBubbleIsTheBytesTheCommandWrites(themeKey: String) throws {
        let server = try TestServer()
        let response = try server.client.send("POST", "/v1/bubble", text: #"{"text": "Hi there", "\#(themeKey)": "whatsapp", "side": "outgoing", "scale": 3}"#)
        #expect(response.status == 200, "\(response.text)")
        #expect(response.headers["content-type"] == "image/png")
        #expect(response.body == (try cli(["bubble", "--text", "Hi there", "--theme", "whatsapp", "--side", "outgoing", "--scale", "3"], ext: "png")))
        let both = try server.client.send("POST", "/v1/bubble", text: #"{"text": "Hi", "theme": "talk", "style": "talk"}"#)
        #expect(both.status == 422)
        #expect(both.json["error"] as? String == #"give "theme" or "style" (its former name), not both"#)
    }

    @Test func healthReadinessAndMetrics() throws {
        let server = try TestServer()
        #expect(try server.client.send("GET", "/healthz").json["status"] as? String == "alive")
        let ready = try server.client.send("GET", "/readyz")
        #expect(ready.status == 200)
        #expect(ready.json["ready"] as? Bool == true)
        _ = try server.client.send("POST", "/v1/render", text: Self.chat)
        _ = try server.client.send("GET", "/nowhere")
        let metrics = try server.client.send("GET", "/metrics")
        #expect(metrics.status == 200)
        #expect(metrics.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
        let text = metrics.text
        for line in [#"bubbles_requests_total{route="/v1/render",code="200"} 1"#, #"bubbles_requests_total{route="other",code="404"} 1"#,
                     #"bubbles_request_duration_seconds_bucket{route="/v1/render",le="+Inf"} 1"#,
                     #"bubbles_request_duration_seconds_count{route="/v1/render"} 1"#, "bubbles_in_flight 1", "bubbles_queue_depth 0", "bubbles_client_timeouts_total 0",
                     #"bubbles_phase_seconds_count{phase="parse"} 1"#, #"bubbles_phase_seconds_count{phase="drawing"} 1"#,
                     "# TYPE bubbles_request_duration_seconds histogram"] {
            #expect(text.contains(line + "\n"), "\(line)")
        }
    }

    @Test func everyRequestHasOneAccessLogLine() throws {
        let server = try TestServer()
        _ = try server.client.send("GET", "/healthz")
        _ = try server.client.send("POST", "/v1/render", text: "{")
        server.wait { server.log.count == 2 }
        let entries = server.log.map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(server.log.allSatisfy { $0.hasSuffix("}\n") && $0.filter { $0 == "\n" }.count == 1 })
        #expect(entries.map { $0?["path"] as? String } == ["/healthz", "/v1/render"])
        #expect(entries.map { $0?["status"] as? Int } == [200, 400])
        #expect(entries.allSatisfy { $0?["method"] != nil && $0?["seconds"] != nil && $0?["time"] != nil })
    }

    @Test func unknownRoutesAndWrongMethods() throws {
        let server = try TestServer()
        let missing = try server.client.send("GET", "/v2/render")
        #expect(missing.status == 404)
        #expect((missing.json["error"] as? String)?.hasPrefix("no such route: /v2/render") == true)
        let wrong = try server.client.send("GET", "/v1/render")
        #expect(wrong.status == 405)
        #expect(wrong.headers["allow"] == "POST")
        #expect(try server.client.send("POST", "/healthz", text: "{}").status == 405)
    }

    @Test func aBodyThatIsNotJSONIs415() throws {
        let server = try TestServer()
        let response = try server.client.send("POST", "/v1/render", text: Self.chat, headers: ["Content-Type": "text/plain"])
        #expect(response.status == 415)
        #expect(response.json["error"] as? String == "the body must be JSON (Content-Type: application/json), not text/plain")
        #expect(try server.client.send("POST", "/v1/render", text: Self.chat, headers: ["Content-Type": "application/json; charset=utf-8"]).status == 200)
    }

    @Test func aBodyTooLargeIsRefusedFromItsContentLengthBeforeItIsRead() throws {
        let server = try TestServer(maxBody: 1000)
        // Only the headers go out: the answer cannot have waited for the body.
        let descriptor = try server.client.connect()
        defer { close(descriptor) }
        try server.client.write(Array("POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n".utf8),
                                to: descriptor)
        let response = try server.client.parse(server.client.read(descriptor))
        #expect(response.status == 413)
        #expect(response.json["error"] as? String == "the body is 5000 bytes, more than the 1000 bytes the server reads (--max-body)")
    }

    @Test func aChunkedBodyThatGrowsTooLargeIs413OnceItEnds() throws {
        let server = try TestServer(maxBody: 1000)
        let descriptor = try server.client.connect()
        defer { close(descriptor) }
        let chunk = String(repeating: " ", count: 1500)
        try server.client.write(Array(("POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n"
                                       + "Transfer-Encoding: chunked\r\n\r\n5DC\r\n\(chunk)\r\n0\r\n\r\n").utf8), to: descriptor)
        let response = try server.client.parse(server.client.read(descriptor))
        #expect(response.status == 413)
        #expect(response.json["error"] as? String == "the body is more than the 1000 bytes the server reads (--max-body)")
        server.wait { server.log.count == 1 }
        #expect(server.log.first?.contains("\"status\": 413") == true)
        #expect(server.log.first?.contains("\"completed\": true") == true)
    }

    @Test func aChunkedBodyPastTwiceTheLimitIsCutOff() throws {
        let server = try TestServer(maxBody: 1000)
        let descriptor = try server.client.connect()
        defer { close(descriptor) }
        let chunk = String(repeating: " ", count: 2500)
        try server.client.write(Array(("POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                                       + "Transfer-Encoding: chunked\r\n\r\n9C4\r\n\(chunk)\r\n0\r\n\r\n").utf8), to: descriptor)
        #expect(server.client.readUntilClosed(descriptor).isEmpty)
        server.wait { server.log.count == 1 }
        #expect(server.log.first?.contains("\"status\": 0") == true)
        #expect(server.log.first?.contains("\"completed\": false") == true)
    }

    @Test func aBodyWithoutContentTypeIsTakenAsJSON() throws {
        let server = try TestServer()
        let descriptor = try server.client.connect()
        defer { close(descriptor) }
        let body = Array(Self.chat.utf8)
        try server.client.write(Array("POST /v1/render HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body,
                                to: descriptor)
        #expect(try server.client.parse(server.client.read(descriptor)).status == 200)
    }

    @Test func malformedJSONIs400WithItsLineAndColumn() throws {
        let server = try TestServer()
        let response = try server.client.send("POST", "/v1/render", text: "{\n  \"messages\": [,]\n}")
        #expect(response.status == 400)
        #expect(response.json["line"] as? Int == 2)
        #expect(response.json["column"] as? Int == 16)
        #expect(response.json["error"] != nil)
    }

    @Test func anInvalidTranscriptIs422WithItsPathAndPosition() throws {
        let server = try TestServer()
        let response = try server.client.send("POST", "/v1/render", text: """
            {"participants": {"ann": {}},
             "messages": [{"from": "ann", "text": "Hi"},
                          {"from": "bob", "text": "Yo"}]}
            """)
        #expect(response.status == 422)
        #expect(response.json["path"] as? String == "messages[1].from")
        #expect(response.json["line"] as? Int == 3)
        #expect(response.json["column"] as? Int == 24)
        #expect((response.json["error"] as? String)?.hasPrefix("unknown participant \"bob\"") == true)
    }

    @Test func badQueryParametersAre400() throws {
        let server = try TestServer()
        let unknown = try server.client.send("POST", "/v1/render?colour=red", text: Self.chat)
        #expect(unknown.status == 400)
        #expect((unknown.json["error"] as? String)?.hasPrefix("unknown query parameter 'colour'") == true)
        let scale = try server.client.send("POST", "/v1/render?scale=9", text: Self.chat)
        #expect(scale.status == 400)
        #expect(scale.json["error"] as? String == "query parameter scale must be a number from 0.5 to 4, not '9'")
        #expect(try server.client.send("POST", "/v1/render?theme=whatsap", text: Self.chat).status == 400)
    }

    /// A 2 x 2 PNG as a data: URL.
    static var pngURL: String {
        let image = try? RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16))
        return "data:image/png;base64," + Data(image.flatMap { try? PNGEncoder.encode($0) } ?? []).base64EncodedString()
    }

    @Test func imagesComeAsDataURLs() throws {
        let server = try TestServer()
        let transcript = """
            {"participants": {"me": {"side": "outgoing"}, "ann": {"avatar": "\(Self.pngURL)"}},
             "messages": [{"from": "ann", "image": "\(Self.pngURL)", "text": "Look"}]}
            """
        let response = try server.client.send("POST", "/v1/render", text: transcript)
        #expect(response.status == 200, "\(response.text)")
        #expect(response.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aPathIsRefusedNamingItsKey() throws {
        let server = try TestServer()
        let response = try server.client.send("POST", "/v1/render", text: """
            {"participants": {"ann": {}}, "messages": [{"from": "ann", "image": "/etc/passwd"}]}
            """)
        #expect(response.status == 400)
        #expect(response.json["path"] as? String == "messages[0].image")
        #expect((response.json["error"] as? String)?.hasPrefix("the server reads no files") == true)
    }

    @Test func aDataURLThatIsNoImageIs422() throws {
        let server = try TestServer()
        let bytes = Data("not a picture".utf8).base64EncodedString()
        let response = try server.client.send("POST", "/v1/render", text: """
            {"participants": {"ann": {}}, "messages": [{"from": "ann", "image": "data:image/png;base64,\(bytes)"}]}
            """)
        #expect(response.status == 422)
        #expect(response.json["path"] as? String == "messages[0].image")
        #expect(response.json["error"] as? String == "not a PNG, JPEG or WebP file")
    }

    @Test func aDataURLOverThePixelLimitIs422() throws {
        let server = try TestServer()
        // A PNG header claiming 100000 x 100000 pixels is refused before anything is decoded.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        header += [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let response = try server.client.send("POST", "/v1/render", text: """
            {"participants": {"ann": {}}, "messages": [{"from": "ann", "image": "data:image/png;base64,\(Data(header).base64EncodedString())"}]}
            """)
        #expect(response.status == 422)
        #expect(response.json["path"] as? String == "messages[0].image")
    }

    @Test func aConversationOfManyPagesNeedsPDF() throws {
        let server = try TestServer()
        let messages = (0..<40).map { #"{"from": "ann", "text": "Message \#($0)"}"# }.joined(separator: ",")
        let transcript = #"{"participants": {"ann": {}}, "messages": [\#(messages)]}"#
        let refused = try server.client.send("POST", "/v1/render?maxHeight=256", text: transcript)
        #expect(refused.status == 422)
        #expect((refused.json["error"] as? String)?.contains("ask for format=pdf") == true)
        let pdf = try server.client.send("POST", "/v1/render?maxHeight=256&format=pdf", text: transcript)
        #expect(pdf.status == 200)
        #expect(pdf.headers["content-type"] == "application/pdf")
    }

    @Test func validateSaysValidOrListsEveryProblem() throws {
        let server = try TestServer()
        let valid = try server.client.send("POST", "/v1/validate", text: Self.chat)
        #expect(valid.status == 200)
        #expect(valid.json["valid"] as? Bool == true)
        let invalid = try server.client.send("POST", "/v1/validate", text: """
            {"participants": {"ann": {"avatar": "ann.png"}},
             "messages": [{"from": "bob", "text": "Hi"}, {"from": "ann", "txt": "Yo"}]}
            """)
        #expect(invalid.status == 422)
        #expect(invalid.json["valid"] as? Bool == false)
        let problems = invalid.json["problems"] as? [[String: Any]] ?? []
        let paths = problems.compactMap { $0["path"] as? String }
        #expect(paths.contains("participants.ann.avatar"))
        #expect(paths.contains("messages[0].from"))
        #expect(paths.contains("messages[1].txt"))
        #expect(problems.allSatisfy { $0["error"] is String && $0["line"] is Int })
    }

    @Test func aBubbleWithAnUnknownKeyIs422() throws {
        let server = try TestServer()
        let response = try server.client.send("POST", "/v1/bubble", text: ##"{"text": "Hi", "colour": "#FF0000"}"##)
        #expect(response.status == 422)
        #expect(response.json["path"] as? String == "colour")
        #expect(response.json["column"] as? Int == 16)
    }
}
