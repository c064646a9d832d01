internal import CCairoPango
import BubbleGeometry

extension TextLayout {
    /// The boxes the characters of `range` (UTF-8 offsets) take, one or more per line, in
    /// points in the layout's coordinates: each line's logical height, and the horizontal
    /// extents of the range's characters on it (`pango_layout_line_get_x_ranges`, which also
    /// splits a range of mixed directions into its visual pieces); pieces of a line that touch
    /// (a run of emoji beside the words) are one box, so a veil or a chip over them has no
    /// seam.
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
                let pieces = (0 ..< Int(count)).map { index in
                    (left: Double(ranges[2 * index]) / scale, right: Double(ranges[2 * index + 1]) / scale)
                }
                for piece in Self.joiningTouching(pieces) {
                    result.append(Rect(x: piece.left, y: Double(logical.y) / scale, width: piece.right - piece.left,
                                       height: Double(logical.height) / scale))
                }
            } while pango_layout_iter_next_line(iterator) != 0
            return result
        }
    }

    /// How far apart two pieces of a line may be and still touch, in points: Pango's runs
    /// meet on whole Pango units, a glyph's advance may leave a sliver.
    static var touching: Double { 1 }

    /// `pieces` (left and right edges on one line) without the empty ones, those that touch
    /// (``touching``) or overlap joined into one, from left to right.
    static func joiningTouching(_ pieces: [(left: Double, right: Double)]) -> [(left: Double, right: Double)] {
        var joined: [(left: Double, right: Double)] = []
        for piece in pieces.filter({ $0.right > $0.left }).sorted(by: { $0.left < $1.left }) {
            if let last = joined.last, piece.left <= last.right + Self.touching {
                joined[joined.count - 1].right = max(last.right, piece.right)
            } else {
                joined.append(piece)
            }
        }
        return joined
    }
}
