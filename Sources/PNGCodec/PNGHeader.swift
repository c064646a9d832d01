/// The validated contents of an `IHDR` chunk.
struct PNGHeader: Sendable, Hashable {
    /// Width in pixels, 1 ... 2^31 - 1.
    let width: Int
    /// Height in pixels, 1 ... 2^31 - 1.
    let height: Int
    /// Bits per sample, legal for ``colorType``.
    let bitDepth: Int
    /// Colour type.
    let colorType: PNGColorType
    /// Adam7 interlacing (interlace method 1).
    let interlaced: Bool

    /// Bits per pixel: bit depth times channels (1 ... 64).
    var bitsPerPixel: Int { bitDepth * colorType.channels }

    /// Distance in bytes to the "left" byte used by the scanline filters (at least 1).
    var filterDistance: Int { max(1, bitsPerPixel / 8) }

    /// Parses and validates the 13 bytes of an `IHDR` chunk.
    ///
    /// - Throws: ``PNGError/invalidHeader(_:)``, ``PNGError/invalidDimensions(width:height:)``,
    ///   ``PNGError/invalidColorType(_:)`` or ``PNGError/invalidBitDepth(bitDepth:colorType:)``.
    static func parse(_ data: UnsafeRawBufferPointer) throws(PNGError) -> PNGHeader {
        guard data.count == 13 else { throw .invalidHeader("length \(data.count) is not 13") }
        let rawWidth = BigEndian.uint32(data, at: 0)
        let rawHeight = BigEndian.uint32(data, at: 4)
        // Checked as UInt32 first, so that the conversion to Int is exact on every platform.
        guard rawWidth >= 1, rawHeight >= 1, rawWidth <= 0x7FFF_FFFF, rawHeight <= 0x7FFF_FFFF else {
            throw .invalidDimensions(width: Int(truncatingIfNeeded: rawWidth), height: Int(truncatingIfNeeded: rawHeight))
        }
        let width = Int(rawWidth)
        let height = Int(rawHeight)
        let bitDepth = Int(data[8])
        let colorTypeValue = Int(data[9])
        guard let colorType = PNGColorType(rawValue: data[9]) else {
            throw .invalidColorType(colorTypeValue)
        }
        guard colorType.allows(bitDepth: bitDepth) else {
            throw .invalidBitDepth(bitDepth: bitDepth, colorType: colorTypeValue)
        }
        guard data[10] == 0 else { throw .invalidHeader("compression method \(data[10]) is not 0") }
        guard data[11] == 0 else { throw .invalidHeader("filter method \(data[11]) is not 0") }
        guard data[12] <= 1 else { throw .invalidHeader("interlace method \(data[12]) is not 0 or 1") }
        return PNGHeader(
            width: width, height: height, bitDepth: bitDepth,
            colorType: colorType, interlaced: data[12] == 1)
    }

    /// Bytes in one scanline of `pixels` pixels, without the filter-type byte;
    /// `nil` on overflow.
    func rowBytes(pixels: Int) -> Int? {
        let (bits, overflow) = pixels.multipliedReportingOverflow(by: bitsPerPixel)
        guard !overflow, bits <= Int.max - 7 else { return nil }
        return (bits + 7) / 8
    }

    /// Size of the inflated image data: every scanline of every pass with its filter byte;
    /// `nil` on overflow.
    func inflatedSize() -> Int? {
        if !interlaced {
            return Self.passSize(rows: height, pixels: width, header: self)
        }
        var total = 0
        for pass in Adam7Pass.all {
            let passWidth = pass.width(forImageWidth: width)
            let passHeight = pass.height(forImageHeight: height)
            guard passWidth > 0, passHeight > 0 else { continue }
            guard let size = Self.passSize(rows: passHeight, pixels: passWidth, header: self) else {
                return nil
            }
            let (sum, overflow) = total.addingReportingOverflow(size)
            guard !overflow else { return nil }
            total = sum
        }
        return total
    }

    private static func passSize(rows: Int, pixels: Int, header: PNGHeader) -> Int? {
        guard let rowBytes = header.rowBytes(pixels: pixels), rowBytes < Int.max else { return nil }
        let (size, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: rows)
        return overflow ? nil : size
    }
}
