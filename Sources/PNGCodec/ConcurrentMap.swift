import Dispatch

/// Runs independent pieces of one encode on all cores.
enum ConcurrentMap {
    /// `body(0) ... body(count - 1)`, run concurrently with `DispatchQueue.concurrentPerform`,
    /// in index order. `body` must be safe to call from several threads at once.
    static func map<Result>(count: Int, _ body: (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(body) }
        let slots = UnsafeMutablePointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
        defer {
            slots.deinitialize(count: count)
            slots.deallocate()
        }
        withoutActuallyEscaping(body) { body in
            // Each index is written by exactly one iteration, and read only after all ended.
            let shared = UncheckedSendable(value: (body: body, slots: slots))
            DispatchQueue.concurrentPerform(iterations: count) { index in
                shared.value.slots[index] = shared.value.body(index)
            }
        }
        return (0..<count).compactMap { slots[$0] }
    }

    private struct UncheckedSendable<Value>: @unchecked Sendable {
        let value: Value
    }
}
