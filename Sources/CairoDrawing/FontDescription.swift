internal import CCairoPango
import ConversationLayout

/// Owns a `PangoFontDescription` parsed from a string such as `"Noto Sans 17"`.
package final class FontDescription {
    /// The `PangoFontDescription *`, owned: released with `pango_font_description_free`.
    let pointer: OpaquePointer
    package let text: String
    /// ``lineHeight(in:)`` and ``ascent(in:)`` by context; contexts live as long as their
    /// renderer, which keeps its font descriptions.
    private var lineMetrics: [ObjectIdentifier: (ascent: Double, height: Double)] = [:]
    /// ``lineBox(of:in:)`` by context and family list.
    private var lineBoxes: [ObjectIdentifier: [String: (top: Double, bottom: Double)]] = [:]
    /// The copies ``scaled(by:)`` and ``variant(size:weight:italic:)`` made, kept so that each
    /// measures its line height once, not once per text.
    private var copies: [Copy: FontDescription] = [:]

    /// What a kept copy changed.
    private enum Copy: Hashable {
        case scaled(Double)
        case variant(size: Double, weight: FontWeight, italic: Bool)
    }

    /// `pango_font_description_from_string`, checked: the size must be positive and every
    /// family named must exist in `fontMap`.
    package init(_ text: String, fontMap: FontMap) throws(RenderError) {
        // Pango reads a size it cannot hold (above a million points) as part of the family.
        if let size = Self.trailingSize(text), !Self.sizes.contains(size) {
            throw .badFont(text, reason: Self.sizeProblem)
        }
        guard let description = pango_font_description_from_string(text) else {
            throw .badFont(text, reason: "not a font description")
        }
        pointer = description
        self.text = text
        if pango_font_description_get_family(description) == nil {
            pango_font_description_set_family(description, FontDescription.defaultFamily)
        }
        let sizeGiven = pango_font_description_get_set_fields(description).rawValue & PANGO_FONT_MASK_SIZE.rawValue != 0
        if !sizeGiven {
            pango_font_description_set_size(description, Int32(FontDescription.defaultSize) * PANGO_SCALE)
        }
        guard Self.sizes.contains(size) else {
            throw .badFont(text, reason: Self.sizeProblem)
        }
        let known = Set(fontMap.familyNames.map { $0.lowercased() })
        let generic: Set<String> = ["sans-serif", "sans", "system-ui", "emoji"]
        let named = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        for family in named.split(separator: ",").map({ $0.trimmingSpaces }) where !family.isEmpty {
            guard known.contains(family.lowercased()) || generic.contains(family.lowercased()) else {
                throw .badFont(text, reason: Self.unknownFamily(family, available: fontMap.familyNames))
            }
        }
    }

    /// The font sizes accepted, in points.
    package static let sizes = 1.0...1000.0
    package static let sizeProblem = "needs a size from 1 to 1000 points, like \"Noto Sans 17\""

    /// The number a description ends with (`"Noto Sans 1e9"`, `"Noto Sans 12px"`), which
    /// Pango takes for the size when it can.
    private static func trailingSize(_ text: String) -> Double? {
        guard let last = text.split(separator: " ").last else { return nil }
        let number = last.hasSuffix("px") ? last.dropLast(2) : last
        guard number.first?.isNumber == true || number.first == "." || number.first == "-" else { return nil }
        return Double(number)
    }

    /// Why `family` is refused: the families sharing a word with it (beyond Noto, Sans and
    /// Serif), and a few of the others; the whole list has some 170 names.
    package static func unknownFamily(_ family: String, available: [String]) -> String {
        let words = { (name: String) in Set(name.lowercased().split(separator: " ").map(String.init)).subtracting(["noto", "sans", "serif"]) }
        let asked = words(family)
        let similar = available.filter { !asked.isDisjoint(with: words($0)) }.prefix(5)
        let examples = ["Noto Sans", "Noto Sans Arabic", "Noto Sans CJK JP", "Noto Color Emoji"].filter(available.contains)
        return "unknown family \"\(family)\" (" + (similar.isEmpty ? "" : "similar: \(similar.joined(separator: ", ")); ")
            + "\(available.count) families, such as \(examples.joined(separator: ", ")))"
    }

    /// The family used when a description names none.
    package static let defaultFamily = "Noto Sans"
    /// The size in points used when a description gives none, iOS's body text size.
    package static let defaultSize = 17

    deinit {
        pango_font_description_free(pointer)
    }

    /// A copy `factor` times larger (`pango_font_description_copy`), made once.
    package func scaled(by factor: Double) -> FontDescription {
        if let known = copies[.scaled(factor)] { return known }
        let copy = FontDescription(copying: self, size: size * factor, fallback: nil)
        copies[.scaled(factor)] = copy
        return copy
    }

    /// A copy that draws `language` in the face its readers expect (see `LanguageFaces`: Han
    /// forms, Urdu Nastaliq), by naming that family right after the description's own ones.
    package func forLanguage(_ language: String?) -> FontDescription {
        guard let language, let family = LanguageFaces.family(for: language) else { return self }
        return FontDescription(copying: self, size: size, fallback: family)
    }

    /// A copy of `size` points in `weight` (`pango_font_description_set_weight`), italic when
    /// asked (`pango_font_description_set_style`), made once.
    package func variant(size: Double, weight: FontWeight = .regular, italic: Bool = false) -> FontDescription {
        let key = Copy.variant(size: size, weight: weight, italic: italic)
        if let known = copies[key] { return known }
        let copy = FontDescription(copying: self, size: size, fallback: nil)
        pango_font_description_set_weight(copy.pointer, PangoWeight(rawValue: UInt32(weight.rawValue)))
        if italic {
            pango_font_description_set_style(copy.pointer, PANGO_STYLE_ITALIC)
        }
        copies[key] = copy
        return copy
    }

    private init(copying other: FontDescription, size: Double, fallback: String?) {
        pointer = pango_font_description_copy(other.pointer)
        text = other.text
        pango_font_description_set_size(pointer, Int32(clamping: Int((size * Double(PANGO_SCALE)).rounded())))
        if let fallback {
            let families = pango_font_description_get_family(pointer).map { String(cString: $0) } ?? Self.defaultFamily
            pango_font_description_set_family(pointer, families + "," + fallback)
        }
    }

    /// The height of one line of Latin text in this font: the ascent plus descent of the
    /// primary font (the first of its fontset for English), in points, as
    /// `pango_context_get_metrics` gives them.
    ///
    /// Read from the font's own extents (`hb_font_get_extents_for_direction`, which Pango's
    /// metrics are made of) and kept per context: `pango_context_get_metrics` also shapes
    /// sample text through the whole fontset, in a second context of its own whose fontset
    /// costs fontconfig one more sort of every admitted font. A font with a transformation
    /// matrix (scaled bitmaps, such as Noto Color Emoji) is measured by Pango as before.
    package func lineHeight(in context: TextContext) -> Double {
        lineMetrics(in: context).height
    }

    /// The ascent of that line: how far above the baseline its top is, in points.
    package func ascent(in context: TextContext) -> Double {
        lineMetrics(in: context).ascent
    }

    /// Where a line of text in `families` (a family list) at this size reaches, relative to
    /// the baseline, once the absolute line height a ``TextLayout`` sets evens it out: each run
    /// is ``lineHeight(in:)`` tall, centred on its own face's ascent and descent.
    package func lineBox(of families: String, in context: TextContext) -> (top: Double, bottom: Double) {
        let key = ObjectIdentifier(context)
        if let known = lineBoxes[key]?[families] { return known }
        let height = lineHeight(in: context)
        let other = FontDescription(copying: self, size: size, fallback: nil)
        pango_font_description_set_family(other.pointer, families)
        let measured = Self.primaryMetrics(of: other.pointer, in: context) ?? lineMetrics(in: context)
        let top = -measured.ascent - (height - measured.height) / 2
        let box = (top: top, bottom: top + height)
        lineBoxes[key, default: [:]][families] = box
        return box
    }

    private func lineMetrics(in context: TextContext) -> (ascent: Double, height: Double) {
        let key = ObjectIdentifier(context)
        if let known = lineMetrics[key] { return known }
        let measured = Self.primaryMetrics(of: pointer, in: context) ?? (ascent: size * 1.069, height: size * 1.362)
        lineMetrics[key] = measured
        return measured
    }

    /// The ascent and the ascent plus descent, in points, of the primary font of `description`
    /// for English: from its extents, or from `pango_context_get_metrics` for a font with a
    /// transformation matrix.
    private static func primaryMetrics(of description: OpaquePointer, in context: TextContext) -> (ascent: Double, height: Double)? {
        let english = pango_language_from_string("en")
        return FontFaceLock.shared.withLock {
            if let extents = primaryExtents(of: description, in: context, language: english) {
                return (Double(extents.ascender) / Double(PANGO_SCALE), Double(extents.ascender - extents.descender) / Double(PANGO_SCALE))
            }
            guard let metrics = pango_context_get_metrics(context.pointer, description, english) else { return nil }
            defer { pango_font_metrics_unref(metrics) }
            let ascent = pango_font_metrics_get_ascent(metrics)
            return (Double(ascent) / Double(PANGO_SCALE), Double(ascent + pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE))
        }
    }

    /// The extents of the first font of the fontset for `description` and `language`, or nil
    /// when it has a transformation matrix (or there is none).
    private static func primaryExtents(of description: OpaquePointer, in context: TextContext,
                                       language: OpaquePointer?) -> hb_font_extents_t? {
        guard let fontset = pango_context_load_fontset(context.pointer, description, language) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(fontset)) }
        var first: UnsafeMutablePointer<PangoFont>?
        pango_fontset_foreach(fontset, { _, font, data in
            data?.assumingMemoryBound(to: UnsafeMutablePointer<PangoFont>?.self).pointee = font
            return 1
        }, &first)
        guard let font = first,
              let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else {
            return nil
        }
        var matrix: UnsafeMutablePointer<FcMatrix>?
        guard FcPatternGetMatrix(pattern, FC_MATRIX, 0, &matrix) != FcResultMatch, let hb = pango_font_get_hb_font(font) else {
            return nil
        }
        var extents = hb_font_extents_t()
        hb_font_get_extents_for_direction(hb, HB_DIRECTION_LTR, &extents)
        return extents
    }

    /// The size in points.
    package var size: Double {
        Double(pango_font_description_get_size(pointer)) / Double(PANGO_SCALE)
    }
}

extension Substring {
    package var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
