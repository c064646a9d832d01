import Raster
import SeededRandom
import WebPCodec

/// Images and files the WebP tests build in code.
enum TestImages {
    /// `width` x `height` pixels of seeded noise, alpha included (fully transparent pixels
    /// keep colours, which only an exact lossless coder preserves).
    static func noise(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var random = SeededRandom(seed: seed)
        let pixels = (0..<width * height * 4).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        return RGBAImage(validatedWidth: width, height: height, pixels: pixels)
    }

    /// Smooth colour gradients with a little seeded grain, opaque: what lossy coding is made
    /// for, and what lossless coding cannot shrink much.
    static func photo(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var random = SeededRandom(seed: seed)
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let grain = Int(random.next() % 9) - 4
                func channel(_ value: Int) -> UInt8 { UInt8(max(0, min(255, value + grain))) }
                pixels += [channel(x * 255 / max(1, width - 1)), channel(y * 255 / max(1, height - 1)), channel(128), 255]
            }
        }
        return RGBAImage(validatedWidth: width, height: height, pixels: pixels)
    }

    /// One colour everywhere.
    static func filled(width: Int, height: Int, _ rgba: [UInt8]) -> RGBAImage {
        RGBAImage(validatedWidth: width, height: height, pixels: Array([[UInt8]](repeating: rgba, count: width * height).joined()))
    }

    /// A WebP animation of `frames` (each at its offset in points of 2 pixels, as WebP
    /// stores them) on a `width` x `height` canvas, built from lossless stills' VP8L chunks:
    /// `RIFF`/`WEBP`, `VP8X` with the animation and alpha flags, `ANIM`, an `ANMF` per frame.
    static func animation(width: Int, height: Int, frames: [(image: RGBAImage, x: Int, y: Int)]) throws -> [UInt8] {
        var body = Array("WEBP".utf8)
        body += chunk("VP8X", [0x12, 0, 0, 0] + le24(width - 1) + le24(height - 1))
        body += chunk("ANIM", [0, 0, 0, 0, 0, 0])
        for frame in frames {
            let still = try WebPEncoder.encode(frame.image)
            // The still is RIFF, size, WEBP, then its one VP8L chunk.
            let payload = le24(frame.x / 2) + le24(frame.y / 2) + le24(frame.image.width - 1) + le24(frame.image.height - 1)
                + le24(100) + [0x02] + Array(still[12...])
            body += chunk("ANMF", payload)
        }
        return Array("RIFF".utf8) + le32(body.count) + body
    }

    static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        Array(type.utf8) + le32(payload.count) + payload + (payload.count % 2 == 1 ? [0] : [])
    }

    static func le24(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)]
    }

    static func le32(_ value: Int) -> [UInt8] {
        le24(value) + [UInt8(value >> 24 & 0xFF)]
    }
}
