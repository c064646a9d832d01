import Transcript

extension StyledText {
    /// Whether the text's last line lies in a `pre` block: a block drawn as wide as the text,
    /// so a time inside the bubble cannot share that line and goes on its own below it.
    package var endsInBlock: Bool {
        let end = text.utf16.count - text.reversed().prefix { $0.isWhitespace }.reduce(0) { $0 + $1.utf16.count }
        return end > 0 && entities.contains { $0.type == .pre && $0.offset < end && $0.range.upperBound >= end }
    }
}
