import FoundationEssentials
import Synchronization
import BubbleRender
import FileSystem

/// Renders many transcripts in one process: `jobs` workers, each with its own renderer (fonts
/// set up once per worker), taking the next transcript until none are left. Warnings about
/// characters no font has, then errors, are printed one line each, in input order, after the
/// run; progress goes to stderr once the run takes longer than a second, unless `--quiet`.
struct BatchRun {
    let command: RenderCommand
    /// The `--font-file` and `--emoji-font` fonts, already read, for every worker's renderer.
    let fontFiles: [FontFile]
    let console: Console

    private final class State: Sendable {
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let removedStalePages = Atomic<Int>(0)
        let errors = Mutex<[(index: Int, message: String)]>([])
        let missingGlyphs = Mutex<[(index: Int, missing: [MissingGlyphs])]>([])
        let lastReport = Mutex<ContinuousClock.Instant>(ContinuousClock.now)
    }

    func run() -> Int32 {
        let inputs = command.inputs
        do {
            try Folder.create(command.output)
        } catch {
            console.err("error: \(PathBytes.displayed(command.output)): cannot create the output folder: \(error.problem)\n")
            return 2
        }
        let state = State()
        let start = ContinuousClock.now
        let command = command
        let fontFiles = fontFiles
        let console = console
        let workers = max(1, min(command.jobs, inputs.count))
        // As many workers as cores keep the cores busy: each compresses its own bands.
        let compressesWhereDrawn = workers >= ProcessInfo.processInfo.activeProcessorCount
        WorkerThreads.run(count: workers) { _ in
            let renderer: BubbleRenderer
            do throws(RenderError) {
                renderer = try BubbleRenderer(fontFiles: fontFiles)
            } catch {
                state.errors.withLock { $0.append((-1, error.description)) }
                return
            }
            renderer.compressesBandsWhereDrawn = compressesWhereDrawn
            while true {
                let index = state.next.add(1, ordering: .relaxed).oldValue
                guard index < inputs.count else { return }
                do throws(CommandLineError) {
                    let result = try command.render(inputs[index], to: command.outputPath(for: inputs[index]), with: renderer) { note in
                        if !command.quiet { console.err("note: \(PathBytes.displayed(inputs[index])): \(PathBytes.displayed(note))\n") }
                    }
                    state.removedStalePages.add(result.removedStalePages, ordering: .relaxed)
                    if !result.missingGlyphs.isEmpty { state.missingGlyphs.withLock { $0.append((index, result.missingGlyphs)) } }
                } catch {
                    state.errors.withLock { $0.append((index, error.description)) }
                }
                let done = state.done.add(1, ordering: .relaxed).newValue
                guard !command.quiet else { continue }
                let now = ContinuousClock.now
                let report = state.lastReport.withLock { last -> Bool in
                    guard now - start > .seconds(1), now - last > .seconds(1) else { return false }
                    last = now
                    return true
                }
                if report { console.err("bubbles: \(done) of \(inputs.count) transcripts rendered\n") }
            }
        }
        var status: Int32 = 0
        for (index, missing) in state.missingGlyphs.withLock({ $0 }).sorted(by: { $0.index < $1.index }) {
            status = max(status, command.warn(missing, input: inputs[index], console: console))
        }
        let errors = state.errors.withLock { $0 }.sorted { $0.index < $1.index }
        for error in errors {
            console.err("error: \(PathBytes.displayed(error.message))\n")
        }
        let removed = state.removedStalePages.load(ordering: .relaxed)
        if !command.quiet, removed > 0 {
            console.err("bubbles: removed \(removed) stale page\(removed == 1 ? "" : "s") left by earlier renders in \(command.output)\n")
        }
        if !command.quiet, ContinuousClock.now - start > .seconds(1) {
            console.err("bubbles: \(inputs.count - errors.count) of \(inputs.count) transcripts rendered into \(command.output)\n")
        }
        return errors.isEmpty ? status : 2
    }
}
