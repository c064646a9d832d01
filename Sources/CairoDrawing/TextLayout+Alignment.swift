internal import CCairoPango

extension TextLayout {
    /// Centres every line within the layout's width (`pango_layout_set_alignment` with
    /// `PANGO_ALIGN_CENTER`), as system lines are set. Call before measuring.
    package func centreLines() {
        FontFaceLock.shared.withLock {
            pango_layout_set_alignment(pointer, PANGO_ALIGN_CENTER)
        }
    }
}
