/// Turns reconstructed scanlines of any colour type and bit depth into straight 8-bit RGBA.
struct PixelExpander {
    private let colorType: PNGColorType
    private let bitDepth: Int
    /// 256 RGBA entries (1024 bytes): `PLTE` colours with `tRNS` alphas (255 where absent).
    private let paletteRGBA: [UInt8]
    /// Number of `PLTE` entries; indices at or above it are errors.
    private let paletteCount: Int
    /// `tRNS` grey sample for colour type 0 (compared at the stored bit depth).
    private let greyKey: UInt16?
    /// `tRNS` red, green, blue samples for colour type 2.
    private let rgbKey: (red: UInt16, green: UInt16, blue: UInt16)?

    /// Prepares the lookup tables; `palette` and `transparency` come checked from
    /// ``PNGChunks``.
    init(header: PNGHeader, palette: [UInt8], transparency: [UInt8]?) throws(PNGError) {
        colorType = header.colorType
        bitDepth = header.bitDepth
        var table = [UInt8](repeating: 0, count: 1024)
        let count = min(palette.count / 3, 256)
        for index in 0..<count {
            table[index * 4] = palette[index * 3]
            table[index * 4 + 1] = palette[index * 3 + 1]
            table[index * 4 + 2] = palette[index * 3 + 2]
            table[index * 4 + 3] = 255
        }
        var grey: UInt16?
        var rgb: (UInt16, UInt16, UInt16)?
        if let transparency {
            switch header.colorType {
            case .palette:
                for (index, alpha) in transparency.prefix(count).enumerated() {
                    table[index * 4 + 3] = alpha
                }
            case .grey where transparency.count == 2:
                grey = UInt16(transparency[0]) << 8 | UInt16(transparency[1])
            case .rgb where transparency.count == 6:
                rgb = (
                    UInt16(transparency[0]) << 8 | UInt16(transparency[1]),
                    UInt16(transparency[2]) << 8 | UInt16(transparency[3]),
                    UInt16(transparency[4]) << 8 | UInt16(transparency[5]))
            default:
                throw .invalidTransparency(length: transparency.count)
            }
        }
        paletteRGBA = table
        paletteCount = count
        greyKey = grey
        rgbKey = rgb
    }

    /// 16-bit sample to 8 bits, rounding to nearest.
    @inline(__always)
    static func eightBit(_ value: UInt16) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt32(value) &* 255 &+ 32767) / 65535)
    }

    /// Writes `pixels` pixels of the reconstructed scanline `row` as RGBA, the first at
    /// `output`, each next one `step` bytes further.
    ///
    /// - Throws: ``PNGError/paletteIndexOutOfRange(index:paletteSize:)``.
    func expand(
        row: UnsafePointer<UInt8>, pixels: Int, into output: UnsafeMutablePointer<UInt8>, step: Int
    ) throws(PNGError) {
        var out = output
        switch (colorType, bitDepth) {
        case (.rgba, 8):
            if step == 4 {
                out.update(from: row, count: pixels * 4)
                return
            }
            for x in 0..<pixels {
                let s = row + x * 4
                out[0] = s[0]; out[1] = s[1]; out[2] = s[2]; out[3] = s[3]
                out += step
            }
        case (.rgb, 8):
            let key = rgbKey.map { ($0.red, $0.green, $0.blue) }
            var x = 0
            if key == nil && step == 4 {
                // Four pixels at a time: three 32-bit loads become four opaque RGBA words.
                let source = UnsafeRawPointer(row), target = UnsafeMutableRawPointer(output)
                while x + 4 <= pixels {
                    let w0 = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: x * 3, as: UInt32.self))
                    let w1 = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: x * 3 + 4, as: UInt32.self))
                    let w2 = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: x * 3 + 8, as: UInt32.self))
                    let opaque: UInt32 = 0xFF00_0000
                    target.storeBytes(of: (w0 & 0xFF_FFFF | opaque).littleEndian, toByteOffset: x * 4, as: UInt32.self)
                    target.storeBytes(of: (w0 >> 24 | (w1 & 0xFFFF) << 8 | opaque).littleEndian, toByteOffset: x * 4 + 4, as: UInt32.self)
                    target.storeBytes(of: (w1 >> 16 | (w2 & 0xFF) << 16 | opaque).littleEndian, toByteOffset: x * 4 + 8, as: UInt32.self)
                    target.storeBytes(of: (w2 >> 8 | opaque).littleEndian, toByteOffset: x * 4 + 12, as: UInt32.self)
                    x += 4
                }
                out += x * 4
            }
            while x < pixels {
                defer { x += 1 }
                let s = row + x * 3
                out[0] = s[0]; out[1] = s[1]; out[2] = s[2]
                out[3] = 255
                if let key, UInt16(s[0]) == key.0, UInt16(s[1]) == key.1, UInt16(s[2]) == key.2 {
                    out[3] = 0
                }
                out += step
            }
        case (.greyAlpha, 8):
            for x in 0..<pixels {
                let grey = row[x * 2]
                out[0] = grey; out[1] = grey; out[2] = grey
                out[3] = row[x * 2 + 1]
                out += step
            }
        case (.rgba, _):
            for x in 0..<pixels {
                let s = row + x * 8
                for channel in 0..<4 {
                    out[channel] = Self.eightBit(UInt16(s[channel * 2]) << 8 | UInt16(s[channel * 2 + 1]))
                }
                out += step
            }
        case (.rgb, _):
            for x in 0..<pixels {
                let s = row + x * 6
                let red = UInt16(s[0]) << 8 | UInt16(s[1])
                let green = UInt16(s[2]) << 8 | UInt16(s[3])
                let blue = UInt16(s[4]) << 8 | UInt16(s[5])
                out[0] = Self.eightBit(red); out[1] = Self.eightBit(green); out[2] = Self.eightBit(blue)
                out[3] = 255
                if let key = rgbKey, red == key.red, green == key.green, blue == key.blue {
                    out[3] = 0
                }
                out += step
            }
        case (.greyAlpha, _):
            for x in 0..<pixels {
                let s = row + x * 4
                let grey = Self.eightBit(UInt16(s[0]) << 8 | UInt16(s[1]))
                out[0] = grey; out[1] = grey; out[2] = grey
                out[3] = Self.eightBit(UInt16(s[2]) << 8 | UInt16(s[3]))
                out += step
            }
        case (.grey, 16):
            for x in 0..<pixels {
                let value = UInt16(row[x * 2]) << 8 | UInt16(row[x * 2 + 1])
                let grey = Self.eightBit(value)
                out[0] = grey; out[1] = grey; out[2] = grey
                out[3] = value == greyKey ? 0 : 255
                out += step
            }
        case (.grey, _):
            // 1, 2, 4 or 8 bits: scale exactly to 0...255.
            let scale: UInt8 = bitDepth == 8 ? 1 : UInt8(255 / ((1 << bitDepth) - 1))
            for x in 0..<pixels {
                let value = Self.sample(row, index: x, bitDepth: bitDepth)
                let grey = value &* scale
                out[0] = grey; out[1] = grey; out[2] = grey
                out[3] = UInt16(value) == greyKey ? 0 : 255
                out += step
            }
        case (.palette, _):
            let count = paletteCount
            let depth = bitDepth
            try paletteRGBA.withUnsafeBufferPointer { table throws(PNGError) in
                guard let entries = table.baseAddress else { return }
                for x in 0..<pixels {
                    let index = Int(Self.sample(row, index: x, bitDepth: depth))
                    guard index < count else {
                        throw .paletteIndexOutOfRange(index: index, paletteSize: count)
                    }
                    let entry = entries + index * 4
                    out[0] = entry[0]; out[1] = entry[1]; out[2] = entry[2]; out[3] = entry[3]
                    out += step
                }
            }
        }
    }

    /// The `index`-th sample of a row of 1-, 2-, 4- or 8-bit samples, packed from the most
    /// significant bit.
    @inline(__always)
    private static func sample(_ row: UnsafePointer<UInt8>, index: Int, bitDepth: Int) -> UInt8 {
        if bitDepth == 8 { return row[index] }
        let bit = index * bitDepth
        let shift = 8 - bitDepth - (bit & 7)
        let mask = UInt8((1 << bitDepth) - 1)
        return (row[bit >> 3] >> UInt8(shift)) & mask
    }
}
