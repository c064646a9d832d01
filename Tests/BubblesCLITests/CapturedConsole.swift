import Synchronization
import BubblesCLI

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
}
