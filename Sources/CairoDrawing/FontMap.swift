internal import CCairoPango

/// Owns a Pango font map that sees only the fonts of a `FontConfig`.
package final class FontMap {
    /// The `PangoFontMap *`, owned: released with `g_object_unref`.
    let pointer: UnsafeMutablePointer<PangoFontMap>
    /// Kept alive for as long as the map may load fonts from it.
    package let config: FontConfig

    /// `pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)` and
    /// `pango_fc_font_map_set_config`.
    package init(config: FontConfig) throws(RenderError) {
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .fontSetup("this Pango has no FreeType font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), config.pointer)
        pointer = map
        self.config = config
    }

    deinit {
        // Releasing the map releases its fonts, and with them their faces.
        FontFaceLock.shared.withLock {
            g_object_unref(pointer)
        }
    }

    /// The names of the font families the map offers (`pango_font_map_list_families`),
    /// without the generic names Pango adds itself (Sans, Serif, Monospace, System-ui).
    package var familyNames: [String] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pointer, &families, &count)
        defer { g_free(families) }
        guard let families else { return [] }
        let generic: Set<String> = ["Sans", "Serif", "Monospace", "System-ui"]
        return (0..<Int(count)).compactMap { index in
            families[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
        }.filter { !generic.contains($0) }.sorted()
    }
}
