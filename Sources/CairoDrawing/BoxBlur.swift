/// A blur close to a Gaussian: three passes of a box blur along each axis over one channel
/// of an image, the image's edge pixels repeated beyond it (a box of radius r three times
/// spreads like a Gaussian of standard deviation about r).
struct BoxBlur {
    /// How many pixels each side of a pixel one pass averages.
    let radius: Int

    /// Blurs `plane`, `width` × `height` values row after row, in place.
    func apply(to plane: inout [Int32], width: Int, height: Int) {
        guard radius > 0, width > 0, height > 0, plane.count >= width * height else { return }
        var line = [Int32](repeating: 0, count: max(width, height))
        plane.withUnsafeMutableBufferPointer { plane in
            line.withUnsafeMutableBufferPointer { line in
                for _ in 0..<3 {
                    for y in 0..<height {
                        pass(plane, start: y * width, step: 1, count: width, line: line)
                    }
                    for x in 0..<width {
                        pass(plane, start: x, step: width, count: height, line: line)
                    }
                }
            }
        }
    }

    /// Averages the `count` values of `plane` from `start`, `step` apart, over a window of
    /// `2 * radius + 1`, using `line` as scratch.
    private func pass(_ plane: UnsafeMutableBufferPointer<Int32>, start: Int, step: Int, count: Int,
                      line: UnsafeMutableBufferPointer<Int32>) {
        for i in 0..<count { line[i] = plane[start + i * step] }
        let last = count - 1
        let window = Int32(2 * radius + 1)
        var sum: Int32 = 0
        for i in -radius...radius { sum += line[min(last, max(0, i))] }
        for i in 0..<count {
            plane[start + i * step] = (sum + window / 2) / window
            sum += line[min(last, i + radius + 1)] - line[max(0, i - radius)]
        }
    }
}
