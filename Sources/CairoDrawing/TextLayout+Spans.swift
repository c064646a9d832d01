internal import CCairoPango
import BubbleGeometry

extension TextLayout {
    /// The boxes the characters of `range` (UTF-8 offsets) take, one or more per line, in
    /// points in the layout's coordinates: each line's logical height, and the horizontal
    /// extents of the range's characters on it (`pango_layout_line_get_x_ranges`, which also
    /// splits a range of mixed directions into its visual pieces).
    func boxes(of range: Range<Int>) -> [Rect] {
        FontFaceLock.shared.withLock {
            guard let iterator = pango_layout_get_iter(pointer) else { return [] }
            defer { pango_layout_iter_free(iterator) }
            let scale = Double(PANGO_SCALE)
            var result: [Rect] = []
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
                let lineStart = Int(line.pointee.start_index)
                let lineEnd = lineStart + Int(line.pointee.length)
                let start = max(range.lowerBound, lineStart)
                let end = min(range.upperBound, lineEnd)
                guard start < end else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(UnsafeMutablePointer(mutating: line), Int32(start), Int32(end), &ranges, &count)
                guard let ranges else { continue }
                defer { g_free(ranges) }
                for index in 0 ..< Int(count) {
                    let left = Double(ranges[2 * index]) / scale
                    let right = Double(ranges[2 * index + 1]) / scale
                    guard right > left else { continue }
                    result.append(Rect(x: left, y: Double(logical.y) / scale, width: right - left, height: Double(logical.height) / scale))
                }
            } while pango_layout_iter_next_line(iterator) != 0
            return result
        }
    }
}
