import BubbleGeometry
import Transcript

extension AppLabels {
    /// The words of a deleted message of `sender` on `side`: ``deleted`` (or ``youDeleted``
    /// on the user's side) when given, else the `look`'s ("This message was deleted", "You
    /// deleted this message"; Messages' "Ann unsent a message."), with `{name}` in them
    /// replaced by the sender's name; and whether the labels gave them.
    package func deletedWords(side: BubbleSide, sender: Participant, look: ChatLook) -> (words: String, given: Bool) {
        let given = side == .outgoing ? youDeleted : deleted
        let words = given ?? (side == .outgoing ? look.youDeletedWord : look.deletedWord)
        return (words.replacing("{name}", with: sender.displayName), given != nil)
    }
}
