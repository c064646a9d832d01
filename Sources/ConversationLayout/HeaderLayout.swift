/// How a look's app arranges the chat's header on one platform (the back chevron or arrow
/// and the unread count come first on every one).
package struct HeaderLayout: Sendable, Hashable {
    /// Where the avatar, the title and the subtitle go.
    package enum Arrangement: Sendable, Hashable {
        /// The avatar centred above the name and a small chevron, no subtitle (iMessage).
        case avatarAboveName
        /// The avatar (when `avatar`) and the title over the subtitle, after the back button
        /// (WhatsApp, Android).
        case leading(avatar: Bool)
        /// The title over the subtitle, centred, with the avatar before the buttons when
        /// `trailingAvatar` (iOS).
        case centred(trailingAvatar: Bool)
    }

    /// A button at the header's trailing end and the space after it.
    package struct Button: Sendable, Hashable {
        /// What a button shows.
        package enum Icon: Sendable, Hashable {
            /// A video camera.
            case video
            /// A phone receiver.
            case phone
            /// Android's overflow menu: three dots.
            case menu
            /// A magnifying glass: search the chat (LINE).
            case search
            /// A menu of three lines (LINE's).
            case lines
        }

        /// The button's icon.
        package var icon: Icon
        /// The space between this button and the next one in, in points.
        package var gap: Double

        /// `icon`, then `gap` points to the next button in.
        package init(_ icon: Icon, gap: Double = 0) {
            self.icon = icon
            self.gap = gap
        }
    }

    /// Where the avatar and texts go.
    package var arrangement: Arrangement
    /// The avatar's side in points.
    package var avatarSide: Double
    /// Whether the unread count is in a capsule of the accent colour (iMessage) rather than
    /// plain text beside the back button.
    package var unreadInCapsule: Bool
    /// The buttons from the trailing edge in.
    package var buttons: [Button]
    /// The back button's word after the chevron when there is no unread count ("Chats" in
    /// Telegram); nil: the chevron alone.
    package var backLabel: String? = nil
    /// The subtitle of a one-to-one chat when the screen gives none ("last seen recently" in
    /// Telegram); nil: none.
    package var subtitle: String? = nil
    /// Whether the back button is iOS's chevron on Android too (LINE's own, not Material's
    /// arrow); on iOS it always is.
    package var chevronOnAndroid = false
}
