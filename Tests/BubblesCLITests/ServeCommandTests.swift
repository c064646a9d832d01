import Foundation
import Testing
@testable import BubblesCLI

@Suite("bubbles serve: arguments")
struct ServeCommandTests {
    @Test(arguments: [
        (["--workers", "0"], "error: --workers must be from 1 to 256, not 0 (see 'bubbles serve --help')\n"),
        (["--listen", "nonsense"], "error: --listen needs HOST:PORT like 127.0.0.1:8080 or [::1]:8080, not 'nonsense' (see 'bubbles serve --help')\n"),
        (["--queue", "1.5"], "error: --queue needs a whole number, not '1.5' (see 'bubbles serve --help')\n"),
        (["--client-timeout", "0"], "error: --client-timeout must be from 0.1 to 86400, not 0 (see 'bubbles serve --help')\n"),
        (["extra"], "error: unexpected argument 'extra' (see 'bubbles serve --help')\n"),
    ])
    func wrongArgumentsAreOneErrorLine(arguments: [String], message: String) {
        let io = CapturedConsole()
        #expect(io.run(["serve"] + arguments) == 2)
        #expect(io.err == message)
    }

    @Test func theClientTimeoutIsAnOption() throws {
        #expect(try ServeCommand(["--client-timeout", "2.5"]).limits.clientTimeout == 2.5)
        #expect(try ServeCommand([]).limits.clientTimeout == 30)
    }

    @Test func aPortInUseIsOneErrorLine() throws {
        let taken = try ListenAddress(host: "127.0.0.1", port: 0).bind()
        defer { close(taken.socket) }
        let io = CapturedConsole()
        #expect(io.run(["serve", "--listen", "127.0.0.1:\(taken.port)"]) == 2)
        #expect(io.err == "error: cannot listen on 127.0.0.1:\(taken.port): Address already in use\n")
    }

    @Test func theHelpNamesEveryRoute() {
        let io = CapturedConsole()
        #expect(io.run(["help", "serve"]) == 0)
        for route in RenderService.routes.keys {
            #expect(io.out.contains(route), "\(route)")
        }
    }
}

@Suite("bubbles serve: the process")
struct ServeProcessTests {
    @Test func theFoldersAKilledServerLeftAreRemovedAtStart() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-leftovers-\(UUID().uuidString)").path
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let leftover = scratch + "/bubbles-serve-\(ended.processIdentifier).x1y2z3"
        try FileManager.default.createDirectory(atPath: leftover, withIntermediateDirectories: true)
        try Data([1]).write(to: URL(fileURLWithPath: leftover + "/data-1.png"))
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let serve = try BubblesProcess([], shell: "TMPDIR='\(scratch)' exec \"$BUBBLES\" serve --listen 127.0.0.1:0 --workers 1")
        let first = serve.readErrorLine()
        _ = serve.readErrorLine()
        kill(serve.process.processIdentifier, SIGTERM)
        #expect(serve.finish().status == 0)
        #expect(first.contains("\"removedLeftoverFolders\": 1"), "\(first)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalDrainsAndExitsZero(signal: Int32) throws {
        let serve = try BubblesProcess(["serve", "--listen", "127.0.0.1:0", "--workers", "1"])
        let first = serve.readErrorLine()
        let listening = (try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])?["listening"] as? String ?? ""
        let port = Int(listening.split(separator: ":").last ?? "") ?? 0
        let client = HTTPTestClient(port: port)
        while (try? client.send("GET", "/readyz"))?.status != 200 { usleep(2_000) }
        #expect(try client.send("POST", "/v1/render", text: ServeRouteTests.chat).status == 200)
        kill(serve.process.processIdentifier, signal)
        let outcome = serve.finish()
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 0)
        let lines = outcome.err.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("\"path\": \"/v1/render\"") && $0.contains("\"status\": 200") })
        #expect(lines.last?.contains("\"draining\"") == true)
    }
}
