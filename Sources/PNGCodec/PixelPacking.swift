internal import CPixelPacking

/// Row conversions from the encoder's inputs to the raw PNG scanline bytes.
enum PixelPacking {
    /// Writes `count` pixels as R, G, B bytes, taking each pixel from a 32-bit word that
    /// `rgb` turns into `R | G << 8 | B << 16`. Four pixels at a time become three 32-bit
    /// little-endian stores.
    @inline(__always)
    static func packRGB(
        count: Int, into output: UnsafeMutablePointer<UInt8>, rgb: (Int) -> UInt32
    ) {
        let out = UnsafeMutableRawPointer(output)
        var x = 0
        while x + 4 <= count {
            let q0 = rgb(x), q1 = rgb(x + 1), q2 = rgb(x + 2), q3 = rgb(x + 3)
            let offset = x * 3
            out.storeBytes(of: (q0 | q1 << 24).littleEndian, toByteOffset: offset, as: UInt32.self)
            out.storeBytes(of: (q1 >> 8 | q2 << 16).littleEndian, toByteOffset: offset + 4, as: UInt32.self)
            out.storeBytes(of: (q2 >> 16 | q3 << 8).littleEndian, toByteOffset: offset + 8, as: UInt32.self)
            x += 4
        }
        while x < count {
            let q = rgb(x)
            output[x * 3] = UInt8(truncatingIfNeeded: q)
            output[x * 3 + 1] = UInt8(truncatingIfNeeded: q >> 8)
            output[x * 3 + 2] = UInt8(truncatingIfNeeded: q >> 16)
            x += 1
        }
    }

    /// Sets `count` 32-bit words from `destination` to `word` (`bubbles_fill32`: `memset` when
    /// the word's four bytes are equal, 32-byte stores with AVX2 otherwise).
    static func fill(_ destination: UnsafeMutableRawPointer, with word: UInt32, count: Int) {
        bubbles_fill32(destination, word, count)
    }

    /// `R | G << 8 | B << 16` of a Cairo ARGB32 word `A << 24 | R << 16 | G << 8 | B`:
    /// the byte-swapped word shifted down by one byte.
    @inline(__always)
    static func rgb(argb32 pixel: UInt32) -> UInt32 {
        pixel.byteSwapped >> 8
    }

    /// Writes `count` Cairo ARGB32 pixels from `source` as R, G, B bytes (alpha dropped):
    /// `bubbles_pack_rgb`, one AVX2 byte shuffle per eight pixels, or one SSSE3 shuffle per
    /// four, where the processor has it (Swift's SIMD types have no byte shuffle). Returns how
    /// many bytes written equal the byte one pixel before them (zeros before the first pixel).
    @discardableResult
    static func packRGB(argb32 source: UnsafeRawPointer, count: Int, into output: UnsafeMutablePointer<UInt8>) -> Int {
        bubbles_pack_rgb(source, count, output)
    }

    /// Writes `count` Cairo ARGB32 pixels from `source` as straight R, G, B, A bytes.
    ///
    /// Opaque pixels keep their colour; fully transparent ones become 0, 0, 0, 0 (as in
    /// Cairo's writer); the others go through `table` (``Unpremultiply/table``). Groups of
    /// four pixels that are all opaque or all transparent are converted in one vector.
    @inline(__always)
    static func unpremultiply(
        count: Int, from source: UnsafeRawPointer, into output: UnsafeMutablePointer<UInt8>,
        table: UnsafePointer<UInt8>
    ) {
        let out = UnsafeMutableRawPointer(output)
        var x = 0
        #if _endian(little)
        while x + 4 <= count {
            let pixels = source.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
            let alpha = pixels &>> 24
            if alpha == SIMD4(repeating: 255) {
                // R | G << 8 | B << 16 | A << 24 is R, G, B, A in little-endian memory.
                let rgba = (pixels &>> 16) & 0xFF | pixels & 0xFF00 | (pixels & 0xFF) &<< 16 | 0xFF00_0000
                out.storeBytes(of: rgba, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
            } else if alpha == SIMD4(repeating: 0) {
                out.storeBytes(of: SIMD4<UInt32>(), toByteOffset: x * 4, as: SIMD4<UInt32>.self)
            } else {
                for k in x..<(x + 4) {
                    unpremultiplyOne(source.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self), into: output + k * 4, table: table)
                }
            }
            x += 4
        }
        #endif
        while x < count {
            unpremultiplyOne(source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self), into: output + x * 4, table: table)
            x += 1
        }
    }

    @inline(__always)
    private static func unpremultiplyOne(_ pixel: UInt32, into out: UnsafeMutablePointer<UInt8>, table: UnsafePointer<UInt8>) {
        let alpha = pixel >> 24
        if alpha == 255 {
            let rgba = rgb(argb32: pixel) | 0xFF00_0000
            UnsafeMutableRawPointer(out).storeBytes(of: rgba.littleEndian, as: UInt32.self)
        } else if alpha == 0 {
            UnsafeMutableRawPointer(out).storeBytes(of: 0, as: UInt32.self)
        } else {
            let rowOfTable = table + Int(alpha << 8)
            out[0] = rowOfTable[Int((pixel >> 16) & 0xFF)]
            out[1] = rowOfTable[Int((pixel >> 8) & 0xFF)]
            out[2] = rowOfTable[Int(pixel & 0xFF)]
            out[3] = UInt8(truncatingIfNeeded: alpha)
        }
    }
}
