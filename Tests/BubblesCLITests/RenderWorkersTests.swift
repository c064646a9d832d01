import Dispatch
import Foundation
import Testing
@testable import BubblesCLI

@Suite("bubbles serve: the render workers")
struct RenderWorkersTests {
    @Test func aJobAloneHasItsBandsCompressedElsewhereAndAJobOnTheLastFreeCoreCompressesItsOwn() throws {
        let workers = RenderWorkers(count: 2, capacity: 4, fontFiles: [], cores: 2) { _ in }
        defer { workers.stop() }
        while !workers.allReady { usleep(1_000) }
        let seen = Locked<[String: Bool]>([:])
        let done = DispatchSemaphore(value: 0)
        #expect(workers.submit { renderer in
            seen.withLock { $0["alone"] = renderer.compressesBandsWhereDrawn }
            done.signal()
        })
        done.wait()
        // The job signals before its worker counts it done.
        while workers.running > 0 { usleep(1_000) }
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        #expect(workers.submit { renderer in
            seen.withLock { $0["first of two"] = renderer.compressesBandsWhereDrawn }
            entered.signal()
            release.wait()
            done.signal()
        })
        entered.wait()
        #expect(workers.submit { renderer in
            seen.withLock { $0["second of two"] = renderer.compressesBandsWhereDrawn }
            release.signal()
            done.signal()
        })
        done.wait()
        done.wait()
        #expect(seen.withLock { $0 } == ["alone": false, "first of two": false, "second of two": true])
    }
}
