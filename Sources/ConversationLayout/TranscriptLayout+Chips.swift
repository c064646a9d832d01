import BubbleGeometry
import Transcript
import StrictJSON

extension TranscriptLayout {
    /// `reactions` as Telegram's chips for a bubble of `colors`, in rows at most `maxWidth`
    /// wide: each emoji and its count (abbreviated as the apps do), or the avatars `faces`
    /// of who gave it (``reactionFaces(_:isGroupChat:)``), the user's own in the chips' own
    /// colours.
    package func reactionChips(_ reactions: [Reaction], faces: [[Avatar<Text>]], colors: ReactionChipColors,
                               maxWidth: Double) throws(Texts.Failure) -> ReactionChips<Text> {
        var emoji: [TextBlock<Text>] = [], counts: [TextBlock<Text>] = []
        for reaction in reactions {
            emoji.append(try self.emoji(reaction, size: 16))
            counts.append(try text(Self.countLabel(reaction.count), size: 11, bold: true, maxWidth: nil, language: nil))
        }
        let faces = faces.count == reactions.count ? faces : reactions.map { _ in [] }
        return ReactionChips(emoji: emoji, counts: counts, faces: faces, own: reactions.map(isOwn), colors: colors, maxWidth: maxWidth)
    }

    /// The most people whose avatars a group chat's chips show; more, and every chip counts.
    package static var maxReactionFaces: Int { 3 }

    /// The avatars Telegram's chips show instead of counts, one list per reaction, when it
    /// knows everyone who reacted: when every reaction names its senders, in a one-to-one chat
    /// always, in a group while they are at most ``maxReactionFaces`` people; else none.
    package func reactionFaces(_ reactions: [Reaction], isGroupChat: Bool) throws(Diagnostic) -> [[Avatar<Text>]] {
        let named = reactions.allSatisfy { !$0.participants.isEmpty }
        let total = reactions.reduce(0) { $0 + $1.count }
        guard named, !isGroupChat || total <= Self.maxReactionFaces else { return reactions.map { _ in [] } }
        var faces: [[Avatar<Text>]] = []
        for reaction in reactions {
            var people: [Avatar<Text>] = []
            for id in reaction.participants {
                let participant = transcript.participants[id: id] ?? Participant(id: id)
                people.append(try avatar(for: participant, lettersSize: 10))
            }
            faces.append(people)
        }
        return faces
    }
}
