extension StyledText {
    /// The text with the web addresses, e-mail addresses and phone numbers ``LinkDetector``
    /// finds in it added as entities, as the apps link them in plain text. A detected span
    /// that overlaps a link-like entity already given (a `text_link`, a `mention`...) or
    /// code is left out: what the transcript says wins.
    package func detectingLinks() -> StyledText {
        let found = LinkDetector.entities(in: text)
        guard !found.isEmpty else { return self }
        // The spans taken, merged into sorted disjoint ranges, passed once beside the sorted finds.
        let given = entities.filter { $0.type.isLinkLike || $0.type == .code || $0.type == .pre }.map(\.range)
        var taken: [Range<Int>] = []
        for range in given.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = taken.last, range.lowerBound <= last.upperBound {
                taken[taken.count - 1] = last.lowerBound ..< max(last.upperBound, range.upperBound)
            } else {
                taken.append(range)
            }
        }
        var next = 0
        let added = found.filter { entity in
            while next < taken.count, taken[next].upperBound <= entity.offset { next += 1 }
            return next == taken.count || !taken[next].overlaps(entity.range)
        }
        return StyledText(text: text, entities: entities + added)
    }
}
