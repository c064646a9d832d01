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
    /// No initials: a person's silhouette in `figure` on a `disc`, per appearance (WhatsApp's
    /// default avatar).
    case silhouette(disc: ByAppearance<RGBAColor>, figure: ByAppearance<RGBAColor>)
    /// A vertical gradient per sender: the one at the place of the sender's colour in
    /// ``Participant/senderPalette`` (so near that colour), one for each of its colours
    /// (Telegram's two-colour gradients, lighter at the top).
    case senderGradient([AvatarFill])

    /// The grey silhouette (WhatsApp's): a white figure on light grey; in the dark, a lighter
    /// grey on slate.
    package static let greySilhouette = MonogramFill.silhouette(disc: ByAppearance(light: .rgb(0xDFE5E7), dark: .rgb(0x6A7175)),
                                                                    figure: ByAppearance(light: .white, dark: .rgb(0xCFD4D6)))
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
    /// The avatar of `participant` without a picture in `appearance`: `letters` (made only
    /// when drawn) on the fill, or the silhouette.
    package func avatar<Text, Failure: Error>(for participant: Participant, in appearance: Appearance,
                                              letters: () throws(Failure) -> TextBlock<Text>) throws(Failure) -> Avatar<Text> {
        switch self {
        case .senderColor: .initials(try letters(), fill: AvatarFill(participant.senderColor))
        case .gradient(let top, let bottom): .initials(try letters(), fill: AvatarFill(top: top, bottom: bottom))
        case .silhouette(let disc, let figure): .silhouette(disc: disc[appearance], figure: figure[appearance])
        case .senderGradient(let fills):
            .initials(try letters(), fill: fills.isEmpty ? AvatarFill(participant.senderColor) : fills[participant.senderColorIndex % fills.count])
        }
    }
}
