import Dispatch

/// Runs a batch's workers, each on a thread of its own, and waits for all of them.
///
/// Each worker gets a serial queue, which Dispatch serves from outside the global pool of
/// as many threads as cores (it overcommits), so that pool stays free for the PNG bands the
/// workers hand to `DispatchQueue.global()`. Run from `concurrentPerform`, the workers held
/// the pool's threads themselves and their bands waited for one.
enum WorkerThreads {
    /// Calls `body(0) ... body(count - 1)` at once, each on its own thread; returns when all have.
    static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for index in 0..<count {
            DispatchQueue(label: "bubbles.worker.\(index)").async(group: group) { body(index) }
        }
        group.wait()
    }
}
