internal import CCairoPango

extension TextLayout {
    /// The width Pango wraps the text at, in points (`pango_layout_get_width`), or nil when it
    /// does not wrap it: no `maxWidth`, or a text kept as laid out without one (see
    /// ``UnwrappedFirst``).
    package var wrapWidth: Double? {
        FontFaceLock.shared.withLock {
            let width = pango_layout_get_width(pointer)
            return width < 0 ? nil : Double(width) / Double(PANGO_SCALE)
        }
    }

    /// Laying a text out without a width before wrapping it, when it probably fits.
    ///
    /// Pango (1.50) shapes a run twice when it wraps a text, even when the run fits on its
    /// line: once to measure it and once more when it accepts it. Without a width it shapes
    /// each run once. When every line of a text laid out without a width is no wider than the
    /// width it is wrapped at, wrapping would have broken it in the same places (only where
    /// it has line breaks) and shaped the same glyphs, so that layout is kept; otherwise the
    /// width is set and Pango lays the text out again, wrapped. Only texts that
    /// ``probablyFits(_:fontSize:maxWidth:)`` are tried, so that long texts, which wrap, are
    /// not laid out three times.
    package enum UnwrappedFirst {
        /// The advance ``probablyFits(_:fontSize:maxWidth:)`` assumes per UTF-8 byte, in ems:
        /// about the average advance of a Latin letter or space in the looks' faces, more
        /// than that of a CJK character (one em for three bytes).
        package static let assumedAdvance = 0.5

        /// Whether the longest paragraph of `utf8` (between line feeds), at
        /// ``assumedAdvance`` ems a byte in `fontSize` points, is no wider than `maxWidth`
        /// points. Only a guess: a wrong one costs time, never a different layout.
        package static func probablyFits(_ utf8: [UInt8], fontSize: Double, maxWidth: Double) -> Bool {
            let bytesThatFit = Int(min(maxWidth / (fontSize * assumedAdvance), Double(Int.max / 2)))
            var paragraph = 0
            for byte in utf8 {
                if byte == 0x0A {
                    paragraph = 0
                } else {
                    paragraph += 1
                    if paragraph > bytesThatFit { return false }
                }
            }
            return true
        }

        /// Whether every line of `layout` is at most `width` Pango units wide
        /// (`pango_layout_line_get_extents`), which lays the layout out.
        static func fits(_ layout: OpaquePointer, width: Int32) -> Bool {
            TextLayout.lines(of: layout).allSatisfy { TextLayout.logicalWidth(of: $0) <= width }
        }
    }
}
