extension JPEGOrientation {
    /// The upright size of a stored image of `width` x `height` pixels.
    func uprightSize(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsDimensions ? (height, width) : (width, height)
    }

    /// Turns the RGBA pixels of a stored `width` x `height` image upright
    /// (``uprightSize(width:height:)``).
    ///
    /// ``up`` leaves them alone; the mirrors and the half turn (2, 3, 4) swap pixels in
    /// place; the quarter turns and transpositions (5 to 8) copy into a new buffer, in
    /// 64 x 64 tiles so the column-wise reads stay in cache. Each maps an upright pixel
    /// (x, y) to the stored pixel `origin + x * stepX + y * stepY` (in pixels; W and H
    /// are the stored size):
    ///
    /// | value | upright (x, y) comes from stored | origin | stepX | stepY |
    /// | --- | --- | --- | --- | --- |
    /// | 2 | (W-1-x, y) | W-1 | -1 | W |
    /// | 3 | (W-1-x, H-1-y) | (H-1)W + W-1 | -1 | -W |
    /// | 4 | (x, H-1-y) | (H-1)W | 1 | -W |
    /// | 5 | (y, x) | 0 | W | 1 |
    /// | 6 | (y, H-1-x) | (H-1)W | -W | 1 |
    /// | 7 | (W-1-y, H-1-x) | (H-1)W + W-1 | -W | -1 |
    /// | 8 | (W-1-y, x) | W-1 | W | -1 |
    ///
    /// Does nothing unless `pixels.count == width * height * 4` with both sizes positive.
    func makeUpright(_ pixels: inout [UInt8], width: Int, height: Int) {
        guard self != .up, width > 0, height > 0,
              case let (count, overflow) = width.multipliedReportingOverflow(by: height),
              !overflow, count <= Int.max / 4, pixels.count == count * 4
        else { return }
        switch self {
        case .up:
            return
        case .upMirrored, .down, .downMirrored:
            pixels.withUnsafeMutableBufferPointer { buffer in
                buffer.withMemoryRebound(to: UInt32.self) { swapInPlace($0, width: width, height: height) }
            }
        case .leftMirrored, .right, .rightMirrored, .left:
            pixels = turnedCopy(pixels, width: width, height: height)
        }
    }

    /// Orientations 2, 3 and 4, in place.
    private func swapInPlace(_ image: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int) {
        switch self {
        case .upMirrored:
            for row in 0..<height {
                var left = row * width
                var right = left + width - 1
                while left < right {
                    image.swapAt(left, right)
                    left += 1
                    right -= 1
                }
            }
        case .down:
            var front = 0
            var back = image.count - 1
            while front < back {
                image.swapAt(front, back)
                front += 1
                back -= 1
            }
        case .downMirrored:
            var top = 0
            var bottom = height - 1
            while top < bottom {
                for x in 0..<width { image.swapAt(top * width + x, bottom * width + x) }
                top += 1
                bottom -= 1
            }
        default:
            return
        }
    }

    /// Orientations 5 to 8, into a new buffer of the swapped size.
    private func turnedCopy(_ pixels: [UInt8], width w: Int, height h: Int) -> [UInt8] {
        let (origin, stepX, stepY): (Int, Int, Int)
        switch self {
        case .leftMirrored: (origin, stepX, stepY) = (0, w, 1)
        case .right: (origin, stepX, stepY) = ((h - 1) * w, -w, 1)
        case .rightMirrored: (origin, stepX, stepY) = ((h - 1) * w + w - 1, -w, -1)
        case .left: (origin, stepX, stepY) = (w - 1, w, -1)
        default: return pixels
        }
        let (outWidth, outHeight) = (h, w)
        return [UInt8](unsafeUninitializedCapacity: pixels.count) { target, initialized in
            pixels.withUnsafeBufferPointer { source in
                source.withMemoryRebound(to: UInt32.self) { from in
                    target.withMemoryRebound(to: UInt32.self) { to in
                        let tile = 64
                        var tileY = 0
                        while tileY < outHeight {
                            let yEnd = min(tileY + tile, outHeight)
                            var tileX = 0
                            while tileX < outWidth {
                                let xEnd = min(tileX + tile, outWidth)
                                for y in tileY..<yEnd {
                                    var sourceIndex = origin + tileX * stepX + y * stepY
                                    var targetIndex = y * outWidth + tileX
                                    for _ in tileX..<xEnd {
                                        to.initializeElement(at: targetIndex, to: from[sourceIndex])
                                        sourceIndex += stepX
                                        targetIndex += 1
                                    }
                                }
                                tileX = xEnd
                            }
                            tileY = yEnd
                        }
                    }
                }
            }
            // The tiles cover the upright image once, each pixel from a distinct stored
            // pixel, so every byte is initialized.
            initialized = pixels.count
        }
    }
}
