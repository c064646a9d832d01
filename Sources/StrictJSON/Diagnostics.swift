/// The problems found in one input, in the order they were found: the first ``limit`` are
/// kept, the rest only counted, so hostile input cannot make the list (or the report) large.
public struct Diagnostics: Sendable, Hashable {
    /// How many problems are kept.
    public let limit: Int
    /// The first ``limit`` problems, in the order found.
    public private(set) var kept: [Diagnostic] = []
    /// How many more problems were found than were kept.
    public private(set) var omitted = 0

    /// An empty list keeping at most `limit` problems (at least one).
    public init(limit: Int = Diagnostics.defaultLimit) {
        self.limit = max(1, limit)
    }

    /// The limit `bubbles validate` reports.
    public static let defaultLimit = 100

    /// Records `diagnostic`: kept while there is room, counted otherwise (then it is not even
    /// made, so a document with a million problems costs little more than one with a hundred).
    public mutating func append(_ diagnostic: @autoclosure () -> Diagnostic) {
        if kept.count < limit {
            kept.append(diagnostic())
        } else {
            omitted += 1
        }
    }

    /// True when no problem was found.
    public var isEmpty: Bool { kept.isEmpty }

    /// How many problems were found, kept or not.
    public var count: Int { kept.count + omitted }

    /// The first problem found.
    public var first: Diagnostic? { kept.first }
}
