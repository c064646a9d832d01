import PNGCodec
import Testing

/// Scanline filters reversed in place, for every "left" distance of the 8-bit formats and
/// for row lengths long enough to be vectorised.
///
/// Regression: with Swift 6.3 in release builds, LLVM hoisted the vectoriser's overlap check
/// of the Sub / Average / Paeth loops (`row[i]` reads `row[i - distance]`, written in the
/// same loop) out of the decoder's row loop and computed it wrongly, so for every row
/// length with `rowBytes + 1` even the reconstruction read stale left bytes (RGB and grey
/// images came back with wrong pixels; debug builds were right).
@Suite("Unfilter")
struct UnfilterTests {

    /// 8-bit grey, grey + alpha, RGB and RGBA: colour type and bytes per pixel (the filter
    /// distance).
    static let formats: [(colorType: UInt8, bytesPerPixel: Int)] = [(0, 1), (4, 2), (2, 3), (6, 4)]

    @Test(arguments: formats)
    func everyFilterIsReversedForEveryRowLength(colorType: UInt8, bytesPerPixel: Int) throws {
        let height = 10
        var state: UInt32 = 12345
        var wrong: [String] = []
        for width in 1...48 {
            let rowBytes = width * bytesPerPixel
            // Smooth values with some noise, so that every filter leaves non-zero residues.
            let raw: [[UInt8]] = (0..<height).map { y in
                (0..<rowBytes).map { i in
                    state = state &* 1_664_525 &+ 1_013_904_223
                    return UInt8(truncatingIfNeeded: i * 3 + y * 5 + Int(state >> 29))
                }
            }
            var data = [UInt8]()
            for y in 0..<height {
                let filter = UInt8(y % 5)  // None, Sub, Up, Average, Paeth, then again
                data.append(filter)
                data += Self.filtered(raw[y], previous: y > 0 ? raw[y - 1] : nil, filter: filter, distance: bytesPerPixel)
            }
            let file = TestPNG.file([
                TestPNG.ihdr(width: UInt32(width), height: UInt32(height), colorType: colorType),
                TestPNG.chunk("IDAT", TestPNG.zlibStored(data)),
            ])
            let expected = raw.flatMap { row in
                stride(from: 0, to: row.count, by: bytesPerPixel).flatMap { x -> [UInt8] in
                    switch bytesPerPixel {
                    case 1: return [row[x], row[x], row[x], 255]
                    case 2: return [row[x], row[x], row[x], row[x + 1]]
                    case 3: return [row[x], row[x + 1], row[x + 2], 255]
                    default: return Array(row[x..<(x + 4)])
                    }
                }
            }
            let image = try PNGDecoder.decode(file)
            if image.image.pixels != expected {
                let first = zip(image.image.pixels, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
                wrong.append("width \(width) from byte \(first) (row \(first / (width * 4)))")
            }
        }
        #expect(wrong.isEmpty, "colour type \(colorType): \(wrong.joined(separator: ", "))")
    }

    /// The PNG filter `filter` applied to `row` (specification, section 9.2), written out
    /// byte by byte so that it shares nothing with the code under test.
    static func filtered(_ row: [UInt8], previous: [UInt8]?, filter: UInt8, distance: Int) -> [UInt8] {
        row.indices.map { i in
            let a = i >= distance ? Int(row[i - distance]) : 0
            let b = previous.map { Int($0[i]) } ?? 0
            let c = i >= distance ? previous.map { Int($0[i - distance]) } ?? 0 : 0
            let predictor: Int
            switch filter {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: predictor = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
        }
    }
}
