internal import CCairoPango
import BubbleGeometry
import ConversationLayout
internal import WorkMeter

/// Owns a `PangoLayout` holding one message's text, wrapped at a maximum width.
///
/// The text is set with `pango_layout_set_text`, never as markup: `<b>` shows as typed.
package final class TextLayout {
    /// The `PangoLayout *`, owned: released with `g_object_unref`.
    let pointer: OpaquePointer
    package let context: TextContext
    /// The spans of the message's entities drawing adds to; empty for plain text.
    package let spans: [TextStyling.Span]
    /// Whether `pre` spans are drawn as blocks (``TextStyling/codeBlocks``).
    let codeBlocks: Bool
    /// Whether `code` spans are drawn on a chip (``TextStyling/codeChips``).
    let codeChips: Bool
    /// The colour of `pre` blocks' bars and language names (``TextStyling/codeAccent``).
    let codeAccent: RGBAColor?
    /// The language's name of each titled `pre` block, by the block's first UTF-8 offset
    /// (``TextStyling/titles(_:)``), laid out in bold.
    let codeTitles: [Int: TextLayout]

    /// Lays out `text` in `font`, wrapping by word (falling back to characters) at
    /// `maxWidth` points, in language `language` (a BCP 47 tag such as `ja` or `zh-Hant`).
    ///
    /// Every line is `font.lineHeight(in:)` tall, so a line holding an emoji or a CJK glyph
    /// is no taller than a Latin one. After wrapping, when a line is right-to-left, the width
    /// shrinks to the widest line, so right-to-left paragraphs align to the right edge of the
    /// text, not of `maxWidth`.
    ///
    /// `styling` styles spans of `text` (bold, links, code...): Pango attributes, never markup.
    ///
    /// With `maxLines` and `maxWidth`, each paragraph is cut after that many lines and its last
    /// line ends in an ellipsis where text was cut (`pango_layout_set_ellipsize`,
    /// `pango_layout_set_height` with minus the number of lines).
    ///
    /// With `centred`, every line is centred within the width (`PANGO_ALIGN_CENTER`), set
    /// before Pango lays the text out: setting it afterwards would make Pango lay it out again.
    ///
    /// A plain text that probably fits `maxWidth` is laid out without a width first and keeps
    /// that layout when it fits (see ``UnwrappedFirst``): its lines are the ones wrapping would
    /// give, and Pango shapes each run once, where wrapping shapes it twice.
    package init(text: String, font: FontDescription, maxWidth: Double?, language: String?, context: TextContext,
         styling: TextStyling? = nil, maxLines: Int? = nil, centred: Bool = false) throws(RenderError) {
        FontFaceLock.shared.lock()
        defer { FontFaceLock.shared.unlock() }
        guard let layout = pango_layout_new(context.pointer) else {
            throw .fontSetup("pango_layout_new failed")
        }
        pointer = layout
        self.context = context
        codeBlocks = styling?.codeBlocks ?? true
        codeChips = styling?.codeChips ?? false
        codeAccent = styling?.codeAccent
        let (shown, spans, spacers) = styling?.laidOut(text) ?? (Self.displayable(text), [], [])
        self.spans = spans
        let titleFont = font.variant(size: (font.size * Self.codeTitleScale).rounded(), weight: .bold)
        var titles: [Int: TextLayout] = [:]
        if let styling {
            for span in spans where span.kind == .pre && styling.titles(span.language) {
                titles[span.range.lowerBound] = try TextLayout(text: Self.codeTitle(span.language ?? ""), font: titleFont, maxWidth: nil,
                                                               language: nil, context: context)
            }
        }
        codeTitles = titles
        let described = font.forLanguage(language)
        withExtendedLifetime(described) {
            pango_layout_set_font_description(pointer, described.pointer)
        }
        pango_layout_set_wrap(pointer, PANGO_WRAP_WORD_CHAR)
        if centred { pango_layout_set_alignment(pointer, PANGO_ALIGN_CENTER) }
        let utf8 = Array(shown.utf8)
        let unwrappedFirst = maxWidth.map {
            maxLines == nil && !centred && spans.isEmpty && spacers.isEmpty
                && UnwrappedFirst.probablyFits(utf8, fontSize: described.size, maxWidth: $0)
        } ?? false
        if let maxWidth, !unwrappedFirst {
            pango_layout_set_width(pointer, Self.pangoUnits(maxWidth))
            if let maxLines {
                pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(pointer, -Int32(clamping: max(1, maxLines)))
            }
        }
        let lineHeight = font.lineHeight(in: context)
        if let attributes = pango_attr_list_new() {
            if let language {
                pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string(language)))
            }
            // A word broken because it does not fit gets no hyphen, as in iMessage.
            pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32(clamping: Int((lineHeight * Double(PANGO_SCALE)).rounded()))))
            for piece in Self.alternatePieces(of: shown, fontSize: described.size) {
                // Fallback is on by default: this only makes the piece a separate item.
                if let attribute = pango_attr_fallback_new(1) {
                    attribute.pointee.start_index = guint(piece.lowerBound)
                    attribute.pointee.end_index = guint(piece.upperBound)
                    pango_attr_list_insert(attributes, attribute)
                }
            }
            if let styling, !spans.isEmpty {
                let families = pango_font_description_get_family(described.pointer).map { String(cString: $0) } ?? FontDescription.defaultFamily
                let monospaced = TextStyling.monospacedFamilies(after: families, language: language)
                styling.insertAttributes(of: spans, in: utf8, into: attributes, monospaced: monospaced)
                if !spacers.isEmpty {
                    TextStyling.insertSpacers(spacers, into: attributes, line: font.lineBox(of: monospaced, in: context),
                                              title: titleFont.lineHeight(in: context))
                }
            }
            pango_layout_set_attributes(pointer, attributes)
            pango_attr_list_unref(attributes)
        }
        // Each line break starts a line: a text whose breaks alone make it too tall is
        // refused before Pango lays out (and shapes) every one of its lines.
        let unwrappedLines = utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let unwrappedHeight = Double(unwrappedLines) * lineHeight
        guard unwrappedHeight <= Self.maxHeight else {
            throw .textTooTall(lines: unwrappedLines, points: unwrappedHeight, breaksAlone: true)
        }
        utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                pango_layout_set_text(pointer, $0.baseAddress, Int32(clamping: $0.count))
            }
        }
        WorkMeter.add(utf8.count, of: .laidOutText)
        if unwrappedFirst, let maxWidth {
            WorkMeter.add(utf8.count, of: .layoutPasses)
            if !UnwrappedFirst.fits(pointer, width: Self.pangoUnits(maxWidth)) {
                pango_layout_set_width(pointer, Self.pangoUnits(maxWidth))
                WorkMeter.add(utf8.count, of: .layoutPasses)
            }
        } else {
            WorkMeter.add(utf8.count, of: .layoutPasses)
        }
        // Past this height Pango's extents have overflowed: measure it here, not with them.
        let height = Double(lineCount) * lineHeight
        guard height <= Self.maxHeight else {
            throw .textTooTall(lines: lineCount, points: height, breaksAlone: false)
        }
        // Only right-to-left lines are placed from the width's right edge; when every line
        // is left-to-right, shrinking the width would change nothing but cost a second layout.
        if maxWidth != nil, let widest = widestLineUnlessAllLeftToRight {
            pango_layout_set_width(pointer, Int32(clamping: Int((widest * Double(PANGO_SCALE)).rounded(.up))))
            WorkMeter.add(utf8.count, of: .layoutPasses)
        }
    }

    /// `points` in Pango units (1/1024 point), rounded down.
    static func pangoUnits(_ points: Double) -> Int32 {
        Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded(.down)))
    }

    /// The logical width of the widest line in points (`pango_layout_line_get_extents`), or
    /// nil when every line's resolved direction is left-to-right.
    private var widestLineUnlessAllLeftToRight: Double? {
        var widest: Int32 = 0
        var allLeftToRight = true
        for line in Self.lines(of: pointer) {
            widest = max(widest, Self.logicalWidth(of: line))
            if pango_layout_line_get_resolved_direction(line) != PANGO_DIRECTION_LTR { allLeftToRight = false }
        }
        return allLeftToRight ? nil : Double(widest) / Double(PANGO_SCALE)
    }

    /// The lines of `layout` (`pango_layout_get_lines_readonly`), which lays it out.
    static func lines(of layout: OpaquePointer) -> [UnsafeMutablePointer<PangoLayoutLine>] {
        var lines: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let current = node {
            if let line = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) { lines.append(line) }
            node = current.pointee.next
        }
        return lines
    }

    /// The logical width of `line` in Pango units (`pango_layout_line_get_extents`).
    static func logicalWidth(of line: UnsafeMutablePointer<PangoLayoutLine>) -> Int32 {
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        return logical.width
    }

    deinit {
        FontFaceLock.shared.withLock {
            g_object_unref(UnsafeMutableRawPointer(pointer))
        }
    }

    /// The logical and ink rectangles of the whole layout in points, relative to the layout's
    /// origin (`pango_layout_get_extents`). For right-to-left paragraphs in a layout with a
    /// width, `logical.minX` is not zero: lines are aligned to the right of that width.
    package var extents: (logical: Rect, ink: Rect) {
        FontFaceLock.shared.withLock {
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_get_extents(pointer, &ink, &logical)
            return (Self.rect(logical), Self.rect(ink))
        }
    }

    /// The logical rectangle of each line in points, relative to the layout's origin
    /// (`pango_layout_iter_get_line_extents`).
    package var lineExtents: [Rect] {
        FontFaceLock.shared.withLock {
            guard let iterator = pango_layout_get_iter(pointer) else { return [] }
            defer { pango_layout_iter_free(iterator) }
            var result: [Rect] = []
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                result.append(Self.rect(logical))
            } while pango_layout_iter_next_line(iterator) != 0
            return result
        }
    }

    /// The text as laid out, after ``displayable(_:)`` and styling (`pango_layout_get_text`,
    /// borrowed: copied here).
    package var shownText: String {
        FontFaceLock.shared.withLock {
            pango_layout_get_text(pointer).map { String(cString: $0) } ?? ""
        }
    }

    /// The UTF-8 offset at which each line starts (`PangoLayoutLine.start_index`).
    package var lineStarts: [Int] {
        FontFaceLock.shared.withLock {
            (0..<pango_layout_get_line_count(pointer)).compactMap { index in
                pango_layout_get_line_readonly(pointer, index).map { Int($0.pointee.start_index) }
            }
        }
    }

    /// Each run of glyphs shaped with one font: the font's family and the number of glyphs
    /// (`pango_layout_iter_get_run_readonly`, `pango_font_describe`).
    package var runs: [(family: String, glyphs: Int)] {
        FontFaceLock.shared.withLock {
            guard let iterator = pango_layout_get_iter(pointer) else { return [] }
            defer { pango_layout_iter_free(iterator) }
            var result: [(family: String, glyphs: Int)] = []
            repeat {
                guard let run = pango_layout_iter_get_run_readonly(iterator),
                      let item = run.pointee.item, let glyphs = run.pointee.glyphs else { continue }
                var family = ""
                if let font = item.pointee.analysis.font, let description = pango_font_describe(font) {
                    family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
                    pango_font_description_free(description)
                }
                result.append((family, Int(glyphs.pointee.num_glyphs)))
            } while pango_layout_iter_next_run(iterator) != 0
            return result
        }
    }

    /// The number of lines after wrapping (`pango_layout_get_line_count`).
    package var lineCount: Int {
        FontFaceLock.shared.withLock {
            Int(pango_layout_get_line_count(pointer))
        }
    }

    /// Whether text was cut and an ellipsis drawn in its place (`pango_layout_is_ellipsized`).
    package var isEllipsized: Bool {
        FontFaceLock.shared.withLock {
            pango_layout_is_ellipsized(pointer) != 0
        }
    }

    /// Glyphs no font could draw, counted over the layout (`PANGO_GLYPH_UNKNOWN_FLAG`).
    package var unknownGlyphCount: Int {
        FontFaceLock.shared.withLock {
            Int(pango_layout_get_unknown_glyphs_count(pointer))
        }
    }

    /// The characters drawn as boxes, in order: Pango gives a character no font has the glyph
    /// `PANGO_GLYPH_UNKNOWN_FLAG | character` (`pango_layout_iter_get_run_readonly`).
    package var unknownCharacters: [Unicode.Scalar] {
        FontFaceLock.shared.withLock {
            guard unknownGlyphCount > 0, let iterator = pango_layout_get_iter(pointer) else { return [] }
            defer { pango_layout_iter_free(iterator) }
            var result: [Unicode.Scalar] = []
            repeat {
                guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs,
                      let infos = glyphs.pointee.glyphs else { continue }
                for index in 0..<Int(glyphs.pointee.num_glyphs) {
                    let glyph = infos[index].glyph
                    if glyph & Self.unknownGlyphFlag != 0, let character = Unicode.Scalar(glyph & ~Self.unknownGlyphFlag) {
                        result.append(character)
                    }
                }
            } while pango_layout_iter_next_run(iterator) != 0
            return result
        }
    }

    /// `PANGO_GLYPH_UNKNOWN_FLAG`, a macro with a cast that Swift does not import.
    private static let unknownGlyphFlag: PangoGlyph = 0x1000_0000

    private static func rect(_ r: PangoRectangle) -> Rect {
        let scale = Double(PANGO_SCALE)
        return Rect(x: Double(r.x) / scale, y: Double(r.y) / scale,
                    width: Double(r.width) / scale, height: Double(r.height) / scale)
    }

    /// The tallest text laid out, in points. Pango measures in 1/1024 points in 32-bit
    /// integers, which overflow past 2,097,151 points (a wrong, small height); no page can be
    /// this tall at any scale in any case.
    package static let maxHeight = 1_000_000.0

    /// The longest run of characters without a break opportunity that Pango gets to wrap
    /// character by character; longer runs get an invisible break (U+200B) after every this
    /// many characters. Pango's fallback from words to characters costs time quadratic in the
    /// length of such a run: a 100,000-letter "word" would take many minutes.
    package static let longestUnbrokenRun = 400

    /// The text as Pango gets it: NUL, which Pango cannot hold, shown as U+FFFD, and very long
    /// runs without spaces given break opportunities (see `longestUnbrokenRun`), as are the
    /// syllables of Khmer, Lao and Myanmar (see `SyllableBreaks`).
    package static func displayable(_ original: String) -> String {
        let text = SyllableBreaks.inserted(into: original)
        // A character is at least one UTF-8 byte, and NUL is a character of its own (a
        // control breaks graphemes on both sides): a short text without a zero byte is shown
        // as it is, without walking its characters.
        let hasNUL = text.utf8.contains(0)
        var needsBreaks = false
        if text.utf8.count > longestUnbrokenRun {
            var run = 0
            for character in text {
                run = character.isWhitespace ? 0 : run + 1
                if run > longestUnbrokenRun {
                    needsBreaks = true
                    break
                }
            }
        }
        guard needsBreaks || hasNUL else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + text.utf8.count / longestUnbrokenRun * 3)
        var run = 0
        for character in text {
            if run == longestUnbrokenRun {
                result.append("\u{200B}")
                run = 0
            }
            result.append(character == "\u{0}" ? "\u{FFFD}" : character)
            run = character.isWhitespace ? 0 : run + 1
        }
        return result
    }
}
