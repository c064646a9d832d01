import Synchronization

/// Counts of the work done inside one scope, so that a test bounds what a hostile input costs
/// (bytes read, text laid out, pixels allocated) rather than the wall-clock time, which a
/// loaded machine stretches at will.
///
/// The code doing the work adds to the meter of the running scope (`WorkMeter.add`): outside
/// `WorkMeter.measure` that is one task-local read and nothing is counted. Work handed to other
/// threads is counted only where the hand-off binds the meter there too (`BubblesCLI`'s
/// `WorkerThreads` does).
package final class WorkMeter: Sendable {
    /// What is counted.
    package enum Work: Int, CaseIterable, Sendable {
        /// Bytes read from files (`RegularFile.read`).
        case fileBytes
        /// UTF-8 bytes of text handed to Pango to lay out (`pango_layout_set_text`).
        case laidOutText
        /// UTF-8 bytes of text Pango lays out (itemizes, shapes and breaks into lines), once
        /// for each time it lays a text out: a text laid out again counts again.
        case layoutPasses
        /// Pixels of the Cairo image surfaces made.
        case surfacePixels
        /// Pixels of the JPEG images decompressed.
        case jpegPixels
        /// Pixels of the WebP images decoded (an animation's whole canvas).
        case webpPixels
        /// Characters of the texts built from `.xcstrings` substitutions.
        case substitutionCharacters
        /// Entity declarations libxml2 reported before the parser stopped.
        case xmlEntityDeclarations
        /// Characters an import's markup reader looked through for a closing marker.
        case markupSearched
    }

    /// The meter of the running scope, if any.
    @TaskLocal package static var current: WorkMeter?

    private let counts = Mutex([Int](repeating: 0, count: Work.allCases.count))

    package init() {}

    /// Adds `amount` of `work` to the meter of the running scope, if there is one.
    package static func add(_ amount: Int, of work: Work) {
        current?.add(amount, of: work)
    }

    /// Adds `amount` of `work`.
    package func add(_ amount: Int, of work: Work) {
        counts.withLock { $0[work.rawValue] += amount }
    }

    /// How much of `work` has been counted.
    package subscript(work: Work) -> Int {
        counts.withLock { $0[work.rawValue] }
    }

    /// Runs `body` with a fresh meter as the running scope's and returns both.
    package static func measure<Result>(_ body: () throws -> Result) rethrows -> (result: Result, work: WorkMeter) {
        let meter = WorkMeter()
        let result = try $current.withValue(meter, operation: body)
        return (result, meter)
    }
}
