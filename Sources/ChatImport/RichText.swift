import Transcript

/// A message's text as an app's markup gives it, built a character at a time: the text shown,
/// the spans of it drawn differently (in UTF-16 code units of the text, as entities count), and
/// how many runs of formatting had no transcript entity (a mention, a link, a quote).
struct RichText: Sendable, Hashable {
    /// The text shown.
    private(set) var text = ""
    /// The length of ``text`` in UTF-16 code units.
    private(set) var utf16Count = 0
    /// Runs of formatting the text had that a transcript cannot hold.
    var unmapped = 0
    private var spans: [TextEntity] = []

    /// The spans, longest first where two start together, so the same markup always gives the
    /// same entities.
    var entities: [TextEntity] {
        let order = TextEntity.Kind.allCases
        return spans.sorted {
            ($0.offset, -$0.length, order.firstIndex(of: $0.type) ?? 0) < ($1.offset, -$1.length, order.firstIndex(of: $1.type) ?? 0)
        }
    }

    /// Adds `scalar` to the text.
    mutating func append(_ scalar: Unicode.Scalar) {
        text.unicodeScalars.append(scalar)
        utf16Count += UTF16.width(scalar)
    }

    /// Adds `scalars` to the text.
    mutating func append(contentsOf scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars { append(scalar) }
    }

    /// Marks the text from UTF-16 offset `start` to its end as `kind`; nothing when that is empty.
    /// Past the entities a transcript's message may have, the span is counted in ``unmapped``.
    mutating func mark(_ kind: TextEntity.Kind, from start: Int, language: String? = nil) {
        guard utf16Count > start else { return }
        guard spans.count < TranscriptLimits.default.maxEntitiesPerMessage else {
            unmapped += 1
            return
        }
        spans.append(TextEntity(type: kind, offset: start, length: utf16Count - start, language: language))
    }
}
