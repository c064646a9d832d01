import ConversationLayout

/// The message font of a conversation in a Pango context: lays out and measures its texts
/// for `ConversationLayout` as ``TextLayout``s, which the drawing then shows.
package struct MessageFonts: TextMeasuring {
    /// The message font; the other texts take its family.
    package let font: FontDescription
    package let context: TextContext

    package init(font: FontDescription, context: TextContext) {
        self.font = font
        self.context = context
    }

    /// `string` laid out (see ``TextLayout/init(text:font:maxWidth:language:context:styling:maxLines:)``) in
    /// `style`, made from the message font; with its lines centred when `centred`.
    package func text(_ string: String, font style: TextFont, maxWidth: Double?, language: String?,
                      centred: Bool) throws(RenderError) -> TextLayout {
        try TextLayout(text: string, font: font(for: style), maxWidth: maxWidth, language: language, context: context,
                       centred: centred)
    }

    /// `string` laid out with the spans of `styling` applied (see
    /// ``TextLayout/init(text:font:maxWidth:language:context:styling:maxLines:)``).
    package func text(_ string: String, styling: TextStyling, font style: TextFont, maxWidth: Double?,
                      language: String?) throws(RenderError) -> TextLayout {
        try TextLayout(text: string, font: font(for: style), maxWidth: maxWidth, language: language, context: context, styling: styling)
    }

    /// `string` laid out in `style` and cut after `maxLines` lines with an ellipsis (see
    /// ``TextLayout/init(text:font:maxWidth:language:context:styling:maxLines:)``).
    package func text(_ string: String, font style: TextFont, maxWidth: Double, maxLines: Int,
                      language: String?) throws(RenderError) -> TextLayout {
        try TextLayout(text: string, font: font(for: style), maxWidth: maxWidth, language: language, context: context, maxLines: maxLines)
    }

    /// `string` laid out in `style` at `maxWidth`, from the start of its `lastLines`-th line
    /// from the end when it has more lines: the lines before are dropped and the rest laid
    /// out again, so it breaks where it broke.
    package func text(_ string: String, font style: TextFont, maxWidth: Double, lastLines: Int,
                      language: String?) throws(RenderError) -> TextLayout {
        let whole = try TextLayout(text: string, font: font(for: style), maxWidth: maxWidth, language: language, context: context)
        let starts = whole.lineStarts
        guard starts.count > max(1, lastLines) else { return whole }
        let shown = Array(TextLayout.displayable(string).utf8)
        let first = min(shown.count, max(0, starts[starts.count - max(1, lastLines)]))
        let rest = String(decoding: shown[first...], as: UTF8.self)
        return try TextLayout(text: rest, font: font(for: style), maxWidth: maxWidth, language: language, context: context)
    }

    /// The message font as `style` asks: itself, scaled for jumbo emoji, or its family at a size.
    package func font(for style: TextFont) -> FontDescription {
        switch style {
        case .message: font
        case .jumbo: font.scaled(by: JumboEmoji.scale)
        case .sized(let size, let weight, let italic): font.variant(size: size, weight: weight, italic: italic)
        }
    }
}
