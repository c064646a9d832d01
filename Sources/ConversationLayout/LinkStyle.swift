import BubbleGeometry
import Transcript

/// How one bubble of a look draws link-like entities (links, mentions, hashtags...), after the
/// app the look imitates (``ChatLook/links``). Kinds the app does not link (hashtags in
/// iMessage) stay plain text.
package struct LinkStyle: Sendable, Hashable {
    /// How one kind is drawn.
    package struct Look: Sendable, Hashable {
        /// The text colour; nil keeps the bubble's.
        package var color: RGBAColor?
        /// Whether the span is underlined.
        package var underline = false
        /// Whether the span is bold.
        package var bold = false
    }

    /// The look of each kind drawn as a link; kinds not here are plain text.
    package var looks: [TextEntity.Kind: Look]
}

extension LinkStyle {
    /// The kinds that address something: links, text links, e-mail addresses, phone numbers.
    package static let addresses: [TextEntity.Kind] = [.link, .textLink, .email, .phone]

    /// `kinds` drawn as `look`.
    package init(_ kinds: [TextEntity.Kind], _ look: Look) {
        looks = Dictionary(uniqueKeysWithValues: kinds.map { ($0, look) })
    }

    /// These looks with `other`'s added, `other`'s winning for a kind both have.
    package func merging(_ other: LinkStyle) -> LinkStyle {
        LinkStyle(looks: looks.merging(other.looks) { $1 })
    }
}
