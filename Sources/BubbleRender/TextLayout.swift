internal import CCairoPango
import BubbleGeometry

/// Owns a `PangoLayout` holding one message's text, wrapped at a maximum width.
///
/// The text is set with `pango_layout_set_text`, never as markup: `<b>` shows as typed.
final class TextLayout {
    /// The `PangoLayout *`, owned: released with `g_object_unref`.
    let pointer: OpaquePointer
    let context: TextContext

    /// Lays out `text` in `font`, wrapping by word (falling back to characters) at
    /// `maxWidth` points, in language `language` (a BCP 47 tag such as `ja` or `zh-Hant`).
    init(text: String, font: FontDescription, maxWidth: Double?, language: String?, context: TextContext) throws(RenderError) {
        guard let layout = pango_layout_new(context.pointer) else {
            throw .fontSetup("pango_layout_new failed")
        }
        pointer = layout
        self.context = context
        pango_layout_set_font_description(pointer, font.pointer)
        pango_layout_set_wrap(pointer, PANGO_WRAP_WORD_CHAR)
        if let maxWidth {
            pango_layout_set_width(pointer, Int32(clamping: Int((maxWidth * Double(PANGO_SCALE)).rounded(.down))))
        }
        if let language, let attributes = pango_attr_list_new() {
            pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string(language)))
            pango_layout_set_attributes(pointer, attributes)
            pango_attr_list_unref(attributes)
        }
        let utf8 = Array(Self.displayable(text).utf8)
        utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                pango_layout_set_text(pointer, $0.baseAddress, Int32(clamping: $0.count))
            }
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// The logical and ink rectangles of the whole layout in points, relative to the layout's
    /// origin (`pango_layout_get_extents`). For right-to-left paragraphs in a layout with a
    /// width, `logical.minX` is not zero: lines are aligned to the right of that width.
    var extents: (logical: Rect, ink: Rect) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(pointer, &ink, &logical)
        return (Self.rect(logical), Self.rect(ink))
    }

    /// The number of lines after wrapping (`pango_layout_get_line_count`).
    var lineCount: Int {
        Int(pango_layout_get_line_count(pointer))
    }

    /// Glyphs no font could draw, counted over the layout (`PANGO_GLYPH_UNKNOWN_FLAG`).
    var unknownGlyphCount: Int {
        Int(pango_layout_get_unknown_glyphs_count(pointer))
    }

    private static func rect(_ r: PangoRectangle) -> Rect {
        let scale = Double(PANGO_SCALE)
        return Rect(x: Double(r.x) / scale, y: Double(r.y) / scale,
                    width: Double(r.width) / scale, height: Double(r.height) / scale)
    }

    /// The text with NUL, which Pango cannot hold, shown as U+FFFD.
    private static func displayable(_ text: String) -> String {
        text.contains("\u{0}") ? text.replacingNUL : text
    }
}

private extension String {
    var replacingNUL: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 }))
    }
}
