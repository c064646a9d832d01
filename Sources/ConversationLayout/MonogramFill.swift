import BubbleGeometry
import Transcript

/// How a look fills the circle behind a participant's initials when they have no picture.
package enum MonogramFill: Sendable, Hashable {
    /// A colour picked from the name shown (``Participant/senderColor``), so one person keeps
    /// one colour (Telegram's habit).
    case senderColor
    /// One vertical gradient for everyone, `top` to `bottom` (the grey monogram of iOS
    /// contacts).
    case gradient(top: RGBAColor, bottom: RGBAColor)
}

/// The fill of an avatar's circle: a vertical gradient, or one colour when `top` and
/// `bottom` are the same.
package struct AvatarFill: Sendable, Hashable {
    package var top: RGBAColor
    package var bottom: RGBAColor

    /// `color` all over.
    package init(_ color: RGBAColor) {
        top = color
        bottom = color
    }

    /// `top` fading into `bottom`.
    package init(top: RGBAColor, bottom: RGBAColor) {
        self.top = top
        self.bottom = bottom
    }
}

extension MonogramFill {
    /// The fill behind `participant`'s initials.
    package func fill(for participant: Participant) -> AvatarFill {
        switch self {
        case .senderColor: AvatarFill(participant.senderColor)
        case .gradient(let top, let bottom): AvatarFill(top: top, bottom: bottom)
        }
    }
}
