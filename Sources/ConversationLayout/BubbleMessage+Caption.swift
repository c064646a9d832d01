import Transcript

extension BubbleMessage {
    /// A photo with text as the two messages a look that makes a photo a bubble of its own
    /// shows: the photo, with what goes at the top of a message ("Forwarded"), and the text,
    /// with what goes at its end (the time, "Edited", the receipt).
    package func splitCaption() -> (photo: BubbleMessage, caption: BubbleMessage) {
        var photo = self
        photo.text = nil
        photo.entities = []
        photo.time = nil
        photo.status = nil
        photo.edited = false
        var caption = self
        caption.image = nil
        caption.forwarded = false
        caption.forwardedFrom = nil
        return (photo, caption)
    }
}
