import Dispatch
import Foundation
import Synchronization
import Testing
@testable import BubblesCLI

@Suite("bubbles serve: queue, deadline and drain")
struct ServeLoadTests {
    /// Sends `POST /v1/render` on another thread; the response arrives in the box.
    private func renderLater(_ server: TestServer) -> Locked<HTTPTestClient.Response?> {
        let box = Locked<HTTPTestClient.Response?>(nil)
        let client = server.client
        // A thread of its own: a client waiting on the global queues would hold up their work.
        Thread {
            let response = try? client.send("POST", "/v1/render", text: ServeRouteTests.chat)
            box.withLock { $0 = response }
        }.start()
        return box
    }

    @Test func aFullQueueIs503WithRetryAfter() throws {
        let gate = WorkerGate()
        let server = try TestServer(workers: 1, queue: 1, beforeJob: gate.hold)
        let first = renderLater(server)
        server.wait { gate.entered == 1 }
        let second = renderLater(server)
        server.wait { server.server.service.workers.depth == 1 }
        let third = try server.client.send("POST", "/v1/render", text: ServeRouteTests.chat)
        #expect(third.status == 503)
        #expect(third.headers["retry-after"] == "1")
        #expect((third.json["error"] as? String)?.hasPrefix("the server is busy") == true)
        gate.open()
        server.wait { first.withLock { $0 } != nil && second.withLock { $0 } != nil }
        #expect(first.withLock { $0?.status } == 200)
        #expect(second.withLock { $0?.status } == 200)
        #expect(server.server.service.metrics.requests(route: "/v1/render", status: 503) == 1)
    }

    @Test func aRequestPastItsDeadlineIs504() throws {
        let gate = WorkerGate()
        let server = try TestServer(workers: 1, queue: 4, timeout: 0.05, beforeJob: gate.hold)
        // The worker is held, so the request can only be answered by its deadline.
        let response = try server.client.send("POST", "/v1/render", text: ServeRouteTests.chat)
        #expect(response.status == 504)
        #expect(response.json["error"] as? String == "the request took longer than the 0.05 s the server allows (--timeout)")
        gate.open()
    }

    @Test func drainingAnswers503ToNewWorkAndFinishesTheRequestsInFlight() throws {
        let gate = WorkerGate()
        let server = try TestServer(workers: 1, queue: 4, beforeJob: gate.hold)
        let inFlight = renderLater(server)
        server.wait { gate.entered == 1 }
        let drained = Locked(false)
        let running = server.server
        Thread {
            running.drain(timeout: 60)
            drained.withLock { $0 = true }
        }.start()
        server.wait { server.server.service.isDraining }
        let ready = try server.client.send("GET", "/readyz")
        #expect(ready.status == 503)
        #expect(ready.json["reason"] as? String == "draining")
        #expect(try server.client.send("GET", "/healthz").status == 200)
        let refused = try server.client.send("POST", "/v1/render", text: ServeRouteTests.chat)
        #expect(refused.status == 503)
        #expect(refused.headers["retry-after"] == "1")
        #expect(!drained.withLock { $0 })
        gate.open()
        server.wait { drained.withLock { $0 } }
        #expect(inFlight.withLock { $0?.status } == 200)
    }

    @Test func aDrainThatRunsOutOfTimeAnswersWhatIsLeft() throws {
        let gate = WorkerGate()
        let server = try TestServer(workers: 1, queue: 4, beforeJob: gate.hold)
        let held = renderLater(server)
        server.wait { gate.entered == 1 }
        let drained = Locked(false)
        let running = server.server
        Thread {
            running.drain(timeout: 0)
            drained.withLock { $0 = true }
        }.start()
        server.wait { held.withLock { $0 } != nil }
        #expect(held.withLock { $0?.status } == 503)
        // The drain ends once the worker is done with the render it holds.
        gate.open()
        server.wait { drained.withLock { $0 } }
    }
}
