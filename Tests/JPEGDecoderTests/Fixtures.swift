import Foundation
import JPEGDecoder

/// The fixtures in `Images/`, written by `Images/make_images.py`, and what they show.
enum Fixtures {
    /// `Tests/JPEGDecoderTests/Images`, found from this source file, not the working directory.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Images", isDirectory: true)

    /// The bytes of `Images/NAME`.
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// The upright picture every fixture shows: 32x16 in four flat quadrants.
    static let uprightWidth = 32
    static let uprightHeight = 16

    /// Quadrant colours (top-left, top-right, bottom-left, bottom-right), as in
    /// `make_images.py`.
    static let colourQuadrants: [[Double]] = [
        [220, 30, 30], [30, 200, 30], [30, 30, 220], [230, 220, 40],
    ]
    /// Quadrant grey levels for the greyscale fixture.
    static let greyQuadrants: [[Double]] = [30, 100, 170, 240].map { [$0, $0, $0] }

    /// JPEG is lossy and chroma is subsampled: channel averages may be this far off.
    static let tolerance = 24.0

    /// The average R, G, B and A over the middle of quadrant `index` (0 = top-left,
    /// 1 = top-right, 2 = bottom-left, 3 = bottom-right), staying 3 px away from the
    /// quadrant's edges where chroma bleeds.
    static func averageColour(_ image: DecodedJPEG, quadrant index: Int) -> [Double] {
        let halfWidth = image.image.width / 2
        let halfHeight = image.image.height / 2
        let x0 = (index % 2) * halfWidth + 3
        let y0 = (index / 2) * halfHeight + 3
        let x1 = (index % 2) * halfWidth + halfWidth - 3
        let y1 = (index / 2) * halfHeight + halfHeight - 3
        var sums = [Double](repeating: 0, count: 4)
        var count = 0.0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let offset = (y * image.image.width + x) * 4
                for channel in 0..<4 { sums[channel] += Double(image.image.pixels[offset + channel]) }
                count += 1
            }
        }
        return sums.map { $0 / count }
    }

    /// A failure message naming each quadrant whose average is off, or `nil`.
    static func quadrantMismatch(_ image: DecodedJPEG, expected: [[Double]]) -> String? {
        let names = ["top-left", "top-right", "bottom-left", "bottom-right"]
        var problems: [String] = []
        for index in 0..<4 {
            let average = averageColour(image, quadrant: index)
            let off = zip(average.prefix(3), expected[index]).contains { abs($0 - $1) > tolerance }
            if off || average[3] != 255 {
                let shown = average.map { String(Int($0.rounded())) }.joined(separator: ",")
                let wanted = expected[index].map { String(Int($0)) }.joined(separator: ",")
                problems.append("\(names[index]) is (\(shown)), expected (\(wanted),255) ±\(Int(tolerance))")
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Index of the first `FF marker` in `bytes` (searching marker segments naively,
    /// which is fine for the small fixtures).
    static func markerOffset(_ marker: UInt8, in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        return (0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == marker }
    }
}
