internal import CCairoPango

/// Owns a Pango context set up for exact, repeatable layout: 72 dpi (a font size in points
/// is that many user units, as on iOS), no hinting, unhinted metrics, greyscale antialiasing
/// and unrounded glyph positions. Layout happens in points with the identity matrix, so it is
/// the same at every scale; Cairo rasterises the glyphs at the drawing context's scale.
///
/// Text without a language of its own is English, whatever the process's locale (Pango would
/// take it from `LANG`), so output does not depend on the environment, and layouts share their
/// fonts with the line-height measurement, which asks for English: each font and language
/// costs fontconfig one sort of every admitted font.
package final class TextContext {
    /// The `PangoContext *`, owned: released with `g_object_unref`.
    let pointer: OpaquePointer
    package let fontMap: FontMap

    /// `pango_font_map_create_context`, then `pango_cairo_context_set_resolution`,
    /// `pango_cairo_context_set_font_options`, `pango_context_set_round_glyph_positions` and
    /// `pango_context_set_language`.
    package init(fontMap: FontMap) throws(RenderError) {
        guard let context = pango_font_map_create_context(fontMap.pointer) else {
            throw .fontSetup("pango_font_map_create_context failed")
        }
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
        pointer = context
        self.fontMap = fontMap
    }

    deinit {
        FontFaceLock.shared.withLock {
            g_object_unref(UnsafeMutableRawPointer(pointer))
        }
    }
}
