import BubbleGeometry
import Transcript

extension TranscriptLayout {
    /// `reactions` as Telegram's chips for a bubble of `colors`, in rows at most `maxWidth`
    /// wide: each emoji and its count (abbreviated as the apps do), the user's own in the
    /// chips' own colours.
    package func reactionChips(_ reactions: [Reaction], colors: ReactionChipColors, maxWidth: Double) throws(Texts.Failure) -> ReactionChips<Text> {
        var emoji: [TextBlock<Text>] = [], counts: [TextBlock<Text>] = []
        for reaction in reactions {
            emoji.append(try self.emoji(reaction, size: 16))
            counts.append(try text(Self.countLabel(reaction.count), size: 11, bold: true, maxWidth: nil, language: nil))
        }
        return ReactionChips(emoji: emoji, counts: counts, own: reactions.map(isOwn), colors: colors, maxWidth: maxWidth)
    }
}
