/// The problems found in one input, in the order they were found: the first ``limit`` are
/// kept, the rest only counted, so hostile input cannot make the list (or the report) large.
///
/// It is a collection of the kept problems: `count` is how many are listed, ``total`` how
/// many were found.
public struct Diagnostics: RandomAccessCollection, Sendable, Hashable {
    /// How many problems are kept.
    public let limit: Int
    /// The first ``limit`` problems, in the order found: the elements of the collection.
    public private(set) var kept: [Diagnostic] = []
    /// How many more problems were found than were kept.
    public private(set) var omitted = 0

    /// An empty list keeping at most `limit` problems (at least one).
    public init(limit: Int = Diagnostics.defaultLimit) {
        self.limit = Swift.max(1, limit)
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

    /// How many problems were found, kept or not: `count` and ``omitted``.
    public var total: Int { kept.count + omitted }

    /// The position of the first kept problem, 0.
    public var startIndex: Int { kept.startIndex }

    /// The position after the last kept problem: how many are kept.
    public var endIndex: Int { kept.endIndex }

    /// The kept problem at `position`.
    public subscript(position: Int) -> Diagnostic { kept[position] }
}
