import Dispatch
import Foundation
import Synchronization
@testable import BubblesCLI

/// A `bubbles serve` started in-process on 127.0.0.1 and a port of the system's choosing,
/// with its access log kept; drained when the test lets go of it.
final class TestServer: Sendable {
    let server: RenderServer
    let client: HTTPTestClient
    private let lines = Locked<[String]>([])

    init(workers: Int = 2, queue: Int = 16, timeout: Double = 30, maxBody: Int = 1 << 20, clientTimeout: Double = 30,
         scratch: String? = nil, beforeJob: @escaping @Sendable () -> Void = {}) throws {
        var configuration = RenderService.Configuration()
        configuration.workers = workers
        configuration.queue = queue
        configuration.timeout = timeout
        configuration.beforeJob = beforeJob
        if let scratch { configuration.scratch = scratch }
        var limits = RenderServer.Limits()
        limits.maxBody = maxBody
        limits.clientTimeout = clientTimeout
        let lines = lines
        server = try RenderServer(address: ListenAddress(host: "127.0.0.1", port: 0), service: configuration, limits: limits) { line in
            lines.withLock { $0.append(line) }
        }
        client = HTTPTestClient(port: server.port)
        while !server.service.workers.allReady, server.service.failure == nil {
            usleep(1_000)
        }
    }

    deinit {
        server.drain(timeout: 5)
    }

    /// The access-log lines so far.
    var log: [String] {
        lines.withLock { $0 }
    }

    /// Waits until `condition` holds (checked every millisecond): for events on other threads.
    func wait(until condition: () -> Bool) {
        while !condition() { usleep(1_000) }
    }
}

/// Holds every render job at its start until the test lets it go: `entered` counts the jobs
/// that reached a worker.
final class WorkerGate: Sendable {
    private let release = DispatchSemaphore(value: 0)
    private let count = Atomic<Int>(0)

    var entered: Int { count.load(ordering: .acquiring) }

    var hold: @Sendable () -> Void {
        { [self] in
            count.add(1, ordering: .acquiringAndReleasing)
            release.wait()
        }
    }

    /// Lets `jobs` held jobs (and as many later ones) go.
    func open(_ jobs: Int = 64) {
        for _ in 0..<jobs { release.signal() }
    }
}
