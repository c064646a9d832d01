/// The fixed distances of a conversation canvas, in points.
package enum ConversationMetrics {
    /// Space between the canvas edge and the bubbles.
    package static let margin = 8.0
    /// Space above and below the rows of every page.
    package static let padding = 12.0
    /// The gap between an avatar's circle (``ChatLook/avatarSize``) and the bubbles.
    package static let avatarGap = 6.0
    /// The widest a photo in a bubble may be.
    package static let maxImageWidth = 240.0
    /// The diameter of a failed message's mark, and the space between it and the bubble.
    package static let failedMarkSize = 18.0
    package static let failedMarkGap = 6.0
    /// The space between a quoted bubble (iMessage) and its reply, the width of the thread
    /// joining them, how far inside the quoted bubble's edge it leaves it, and the radius of
    /// its turns.
    package static let quoteGap = 10.0
    package static let connectorWidth = 1.5
    package static let connectorInset = 18.0
    package static let connectorRadius = 10.0
}
