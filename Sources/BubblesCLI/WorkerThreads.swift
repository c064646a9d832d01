import Dispatch
internal import WorkMeter

/// Runs the workers of `render --jobs` and `preview --jobs`, each on a thread of its own, and
/// waits for all of them.
///
/// Each worker gets a serial queue, which Dispatch serves from outside the global pool of
/// as many threads as cores (it overcommits), so that pool stays free for the PNG bands the
/// workers hand to `DispatchQueue.global()`. Run from `concurrentPerform`, the workers held
/// the pool's threads themselves and their bands waited for one.
enum WorkerThreads {
    /// Calls `body(0) ... body(count - 1)` at once, each on its own thread; returns when all
    /// have, so `body` does not escape (it may use the caller's locks and counters).
    static func run(count: Int, _ body: @Sendable (Int) -> Void) {
        // The caller's work meter (tests bound the work of a run) counts the workers' work too.
        let meter = WorkMeter.current
        withoutActuallyEscaping(body) { body in
            let group = DispatchGroup()
            for index in 0..<count {
                DispatchQueue(label: "bubbles.worker.\(index)").async(group: group) {
                    WorkMeter.$current.withValue(meter) { body(index) }
                }
            }
            group.wait()
        }
    }
}
