import Synchronization
import BubblesCLI
import WorkMeter

/// A console that keeps what a command prints.
final class CapturedConsole: Sendable {
    private let outText = Mutex("")
    private let errText = Mutex("")

    var console: Console {
        Console(out: { text in self.outText.withLock { $0 += text } },
                err: { text in self.errText.withLock { $0 += text } })
    }

    var out: String { outText.withLock { $0 } }
    var err: String { errText.withLock { $0 } }

    /// Runs `bubbles` with `arguments` and returns its exit status.
    func run(_ arguments: [String]) -> Int32 {
        BubblesCommandLine.run(arguments, console: console)
    }

    /// Runs `bubbles` with `arguments` and returns its exit status and the work it did: tests
    /// bound that rather than the time it took, which a loaded machine stretches.
    func measuredRun(_ arguments: [String]) -> (status: Int32, work: WorkMeter) {
        let (status, work) = WorkMeter.measure { run(arguments) }
        return (status, work)
    }
}
