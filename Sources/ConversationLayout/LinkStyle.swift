import BubbleGeometry
import Transcript

/// How one bubble of a theme draws link-like entities (links, mentions, hashtags...), after the
/// app the theme imitates: iMessage underlines links, e-mail addresses and phone numbers in the
/// text's own colour and sets mentions in bold; WhatsApp colours links and mentions blue;
/// LINE-style talk bubbles colour them and underline links; the plain theme colours every kind
/// as Telegram does. Kinds the app does not link (hashtags in iMessage) stay plain text.
package struct LinkStyle: Hashable {
    /// How one kind is drawn.
    package struct Look: Hashable {
        /// The text colour; nil keeps the bubble's.
        package var color: RGBAColor?
        /// Whether the span is underlined.
        package var underline = false
        /// Whether the span is bold.
        package var bold = false
    }

    /// The look of each kind drawn as a link; kinds not here are plain text.
    package var looks: [TextEntity.Kind: Look]

    /// The app's look for `style` in `appearance`, in a bubble on `side`.
    package static func standard(_ style: BubbleStyle, appearance: Appearance, side: BubbleSide) -> LinkStyle {
        func hex(_ s: String) -> RGBAColor { RGBAColor(hex: s) ?? .black }
        let dark = appearance == .dark
        let addresses: [TextEntity.Kind] = [.link, .textLink, .email, .phone]
        func looks(_ kinds: [TextEntity.Kind], _ look: Look) -> [TextEntity.Kind: Look] {
            Dictionary(uniqueKeysWithValues: kinds.map { ($0, look) })
        }
        switch style {
        case .imessage:
            return LinkStyle(looks: looks(addresses, Look(underline: true)).merging(looks([.mention], Look(bold: true))) { $1 })
        case .whatsapp:
            return LinkStyle(looks: looks(addresses + [.mention], Look(color: hex(dark ? "#53BDEB" : "#027EB5"))))
        case .talk:
            let color = side == .outgoing ? nil : hex(dark ? "#7AADFF" : "#2F6BE0")
            return LinkStyle(looks: looks(addresses, Look(color: color, underline: true))
                .merging(looks([.mention, .hashtag], Look(color: color, bold: side == .outgoing))) { $1 })
        case .plain:
            let color = switch (side, dark) {
            case (.incoming, false): hex("#168ACD")
            case (.incoming, true): hex("#6AB3F3")
            case (.outgoing, false): hex("#8FD1FF")
            case (.outgoing, true): hex("#B5E0FF")
            }
            return LinkStyle(looks: looks(TextEntity.Kind.allCases.filter(\.isLinkLike), Look(color: color)))
        }
    }
}
