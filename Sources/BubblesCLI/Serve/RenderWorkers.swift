import Dispatch
import FoundationEssentials
import Synchronization
import BubbleRender

/// A fixed pool of render workers, each on a thread of its own with its own
/// ``BubbleRenderer`` (Pango and fontconfig objects are not shared between threads, as in
/// `render --jobs`), taking jobs in order from a bounded queue.
final class RenderWorkers: Sendable {
    /// A piece of work for whichever worker is free, given that worker's renderer.
    typealias Job = @Sendable (BubbleRenderer) -> Void

    let count: Int
    /// The most jobs that wait for a worker.
    let capacity: Int
    private let waiting = Mutex<Queue>(Queue())
    private let available = DispatchSemaphore(value: 0)
    private let ready = Atomic<Int>(0)
    /// The workers doing a job now.
    private let busy = Atomic<Int>(0)
    private let stopped = DispatchGroup()

    /// The jobs waiting, oldest first, and whether the pool is stopping.
    private struct Queue {
        var jobs: [Job] = []
        var head = 0
        var stopping = false

        var depth: Int { jobs.count - head }

        mutating func take() -> Job? {
            guard head < jobs.count else { return nil }
            let job = jobs[head]
            head += 1
            if head > 64, head * 2 > jobs.count {
                jobs.removeFirst(head)
                head = 0
            }
            return job
        }
    }

    /// Starts `count` workers, each setting up a renderer with `fontFiles` first;
    /// `failed` hears a worker whose fonts could not be set up (it then takes no jobs).
    /// `cores` decides where a job's PNG bands are compressed: while fewer jobs than cores
    /// run, on the other cores as they are drawn (as one `bubbles render` does, for the
    /// shortest wait); once every core has a job, each by the worker that drew them (as
    /// `render --jobs` does, for the most images a second).
    init(count: Int, capacity: Int, fontFiles: [FontFile], cores: Int = ProcessInfo.processInfo.activeProcessorCount,
         failed: @escaping @Sendable (String) -> Void) {
        self.count = count
        self.capacity = capacity
        for index in 0..<count {
            DispatchQueue(label: "bubbles.serve.worker.\(index)").async(group: stopped) { [self] in
                let renderer: BubbleRenderer
                do throws(RenderError) {
                    renderer = try BubbleRenderer(fontFiles: fontFiles)
                } catch {
                    failed(error.description)
                    return
                }
                ready.add(1, ordering: .acquiringAndReleasing)
                while true {
                    available.wait()
                    guard let job = waiting.withLock({ $0.take() }) else { return }
                    let working = busy.add(1, ordering: .acquiringAndReleasing).newValue
                    renderer.compressesBandsWhereDrawn = working >= cores
                    job(renderer)
                    busy.subtract(1, ordering: .acquiringAndReleasing)
                }
            }
        }
    }

    /// Whether every worker has its renderer (its fonts set up).
    var allReady: Bool {
        ready.load(ordering: .acquiring) == count
    }

    /// The jobs being done now.
    var running: Int {
        busy.load(ordering: .acquiring)
    }

    /// The jobs waiting for a worker.
    var depth: Int {
        waiting.withLock { $0.depth }
    }

    /// Queues `job`; false, leaving it out, when ``capacity`` jobs wait already or the pool
    /// is stopping.
    func submit(_ job: @escaping Job) -> Bool {
        let queued = waiting.withLock { queue in
            guard !queue.stopping, queue.depth < capacity else { return false }
            queue.jobs.append(job)
            return true
        }
        if queued { available.signal() }
        return queued
    }

    /// Drops the jobs waiting and lets the workers end once their current job is done;
    /// returns when they have.
    func stop() {
        waiting.withLock { queue in
            queue.stopping = true
            queue.jobs = []
            queue.head = 0
        }
        for _ in 0..<count { available.signal() }
        stopped.wait()
    }
}
