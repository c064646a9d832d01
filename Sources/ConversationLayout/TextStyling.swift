import BubbleGeometry
import Transcript

/// Spans of a text drawn differently, a message's entities, and how the theme draws links in
/// its bubble: what layout asks the text engine to apply (see ``TextMeasuring``).
package struct TextStyling: Hashable {
    /// The spans, in UTF-16 code units of the text.
    package let entities: [TextEntity]
    /// How the theme draws links in this bubble.
    package let links: LinkStyle
    /// Seeds the spoilers' particles: the message's index, so a message looks the same run
    /// after run and two messages with the same text differ.
    package let seed: UInt64
    /// Whether `pre` spans are tinted, padded blocks (``ChatLook/codeBlocks``); false:
    /// monospaced text in the line.
    package let codeBlocks: Bool
    /// Whether `code` spans sit on a tinted rounded chip (``ChatLook/codeChips``).
    package let codeChips: Bool
    /// The colour of a `pre` block's bar and of its language's name above its code
    /// (``ChatLook/codeBlockHeaders``); nil: neither.
    package let codeAccent: RGBAColor?

    /// Styles `entities` with the theme's `links`; `seed` places spoilers' particles;
    /// `codeBlocks`, `codeChips` and `codeAccent` say how code is set off.
    package init(entities: [TextEntity], links: LinkStyle, seed: UInt64, codeBlocks: Bool = true, codeChips: Bool = false,
                 codeAccent: RGBAColor? = nil) {
        self.entities = entities
        self.links = links
        self.seed = seed
        self.codeBlocks = codeBlocks
        self.codeChips = codeChips
        self.codeAccent = codeAccent
    }
}
