import Raster

/// Decodes PNG files of every standard kind into straight 8-bit RGBA.
///
/// - Every colour type (grey, RGB, palette, grey + alpha, RGBA) and every legal bit depth
///   (1, 2, 4, 8, 16), `tRNS` transparency for grey, RGB and palette images, and Adam7
///   interlacing.
/// - 16-bit samples become 8-bit by rounding to nearest: `(v * 255 + 32767) / 65535`, a
///   scanline at a time as zlib inflates them, so a 16-bit image never holds its inflated
///   data (twice its RGBA) at once.
///   Samples below 8 bits are scaled exactly (`v * 255 / (2^depth - 1)`).
/// - No colour management: `gAMA`, `cHRM`, `iCCP` and `sRGB` are ignored, so values come out
///   as they are stored, as pixelmatch / pngjs read them.
/// - Strict: the signature, every chunk's CRC-32 (`libdeflate_crc32`), `IHDR`, the order of
///   critical chunks, `PLTE` and `tRNS` sizes, palette indices, the exact inflated size
///   (`libdeflate_zlib_decompress` into a buffer of exactly that size) and each scanline's
///   filter type are checked; any failure is a ``PNGError``. Data after `IEND`, bytes after
///   the end of the zlib stream, unknown ancillary chunks, and `PLTE` / `tRNS` chunks that
///   the colour type does not use are ignored.
/// - Safe: the `ImageLimits` (`ImageLimits.pngFiles` unless given) are checked against the header before anything is allocated for
///   pixels, size arithmetic is overflow-checked, and the image data is refused before
///   allocation when it is too small to inflate to the declared size (deflate expands at most
///   1032:1).
public enum PNGDecoder {
    /// The 8-byte PNG file signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes a whole PNG file held in memory.
    ///
    /// Uses `libdeflate_crc32` for the chunk CRCs and `libdeflate_zlib_decompress` for
    /// the image data.
    ///
    /// - Parameters:
    ///   - bytes: the complete file.
    ///   - limits: the largest image accepted, checked before allocating.
    /// - Returns: the image (straight, not premultiplied, 8-bit RGBA) and how it was stored.
    /// - Throws: a ``PNGError`` naming what is wrong with the file.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .pngFiles) throws(PNGError) -> DecodedPNG {
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(PNGError) -> DecodedPNG in try decode(raw, limits: limits) }
        }
        return try result.get()
    }

    /// Decodes a whole PNG file from raw memory (for example a memory-mapped file); see
    /// the `[UInt8]` overload. The memory is only read during the call.
    public static func decode(_ bytes: UnsafeRawBufferPointer, limits: ImageLimits = .pngFiles) throws(PNGError) -> DecodedPNG {
        let file = try PNGChunks.read(bytes, limits: limits)
        let header = file.header
        guard let inflatedSize = header.inflatedSize() else {
            throw .imageTooLarge(width: header.width, height: header.height, limits: limits)
        }
        // Deflate cannot expand data more than 1032:1; refuse before allocating when the
        // compressed data is far too small for the declared image.
        let (maxInflated, overflow) = file.imageDataCount.multipliedReportingOverflow(by: 1032)
        if !overflow && maxInflated &+ 1024 < inflatedSize {
            throw .imageDataTooShort(expectedBytes: inflatedSize)
        }
        let (pixelCount, pixelOverflow) = header.width.multipliedReportingOverflow(by: header.height)
        let (rgbaCount, rgbaOverflow) = pixelCount.multipliedReportingOverflow(by: 4)
        guard !pixelOverflow, !rgbaOverflow else {
            throw .imageTooLarge(width: header.width, height: header.height, limits: limits)
        }

        let expander = try PixelExpander(header: header, palette: file.palette, transparency: file.transparency)
        let rgba: [UInt8]
        if header.bitDepth == 16 {
            // The scanlines are twice the RGBA: inflated one at a time, not all at once.
            rgba = try pixels(count: rgbaCount, capacity: rgbaCount) { outBase throws(PNGError) in
                try streamRows(file, bytes: bytes, header: header, inflatedSize: inflatedSize, expander: expander, rgba: outBase)
            }
        } else if header.interlaced {
            var inflated = try inflate(file, bytes: bytes, into: nil, size: inflatedSize)
            rgba = try pixels(count: rgbaCount, capacity: rgbaCount) { outBase throws(PNGError) in
                try inflated.withUnsafeMutableBufferPointer { data throws(PNGError) in
                    guard let dataBase = data.baseAddress else { throw .imageDataTooShort(expectedBytes: inflatedSize) }
                    try unfilterAndExpand(header: header, data: dataBase, dataCount: data.count, expander: expander, rgba: outBase)
                }
            }
        } else {
            // One buffer for both: the scanlines are inflated into its tail and turned into
            // RGBA from its front, which never catches up with the row being read: the
            // distance needed is largest for the first or the last row.
            let rowLength = inflatedSize / max(1, header.height)
            let lead = max(header.width * 4, rgbaCount - (header.height - 1) * rowLength)
            let (capacity, capacityOverflow) = lead.addingReportingOverflow(inflatedSize)
            guard !capacityOverflow else { throw .imageTooLarge(width: header.width, height: header.height, limits: limits) }
            rgba = try pixels(count: rgbaCount, capacity: capacity) { outBase throws(PNGError) in
                let data = outBase + lead
                _ = try inflate(file, bytes: bytes, into: UnsafeMutableRawBufferPointer(start: data, count: inflatedSize), size: inflatedSize)
                try unfilterAndExpand(header: header, data: data, dataCount: inflatedSize, expander: expander, rgba: outBase)
            }
        }
        return DecodedPNG(
            image: RGBAImage(validatedWidth: header.width, height: header.height, pixels: rgba),
            colorType: header.colorType, bitDepth: header.bitDepth, interlaced: header.interlaced)
    }

    /// `count` bytes of pixels written by `fill` into a new array of at least `capacity`
    /// bytes (the extra capacity is scratch space for `fill`).
    private static func pixels(
        count: Int, capacity: Int, fill: (UnsafeMutablePointer<UInt8>) throws(PNGError) -> Void
    ) throws(PNGError) -> [UInt8] {
        var failure: PNGError?
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
            initialized = 0
            guard let base = out.baseAddress else { return }
            do throws(PNGError) {
                try fill(base)
                initialized = count
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return pixels
    }

    /// Concatenates the `IDAT` data and inflates it into `destination`, or into a new array,
    /// of exactly `size` bytes; returns the new array (empty when `destination` was given).
    private static func inflate(
        _ file: PNGChunks, bytes: UnsafeRawBufferPointer, into destination: UnsafeMutableRawBufferPointer?, size: Int
    ) throws(PNGError) -> [UInt8] {
        let decompressor = try ZlibDecompressor()
        func decompress(into output: UnsafeMutableRawBufferPointer) throws(PNGError) {
            if file.imageData.count == 1, let range = file.imageData.first {
                try decompressor.decompress(UnsafeRawBufferPointer(rebasing: bytes[range]), into: output)
                return
            }
            var joined = [UInt8]()
            joined.reserveCapacity(file.imageDataCount)
            for range in file.imageData {
                joined.append(contentsOf: bytes[range])
            }
            try joined.withUnsafeBufferPointer { input throws(PNGError) in
                try decompressor.decompress(UnsafeRawBufferPointer(input), into: output)
            }
        }
        if let destination {
            try decompress(into: destination)
            return []
        }
        return try pixels(count: size, capacity: size) { base throws(PNGError) in
            try decompress(into: UnsafeMutableRawBufferPointer(start: base, count: size))
        }
    }

    /// Reverses the scanline filters of the inflated data in place and writes every pixel as RGBA.
    private static func unfilterAndExpand(
        header: PNGHeader, data: UnsafeMutablePointer<UInt8>, dataCount: Int,
        expander: PixelExpander, rgba: UnsafeMutablePointer<UInt8>
    ) throws(PNGError) {
        var offset = 0
        try unfilterAndExpand(header: header, expander: expander, rgba: rgba) { length throws(PNGError) in
            // inflatedSize() guarantees every row of every pass fits in `dataCount`.
            guard offset + length <= dataCount else { throw .imageDataTooShort(expectedBytes: dataCount) }
            defer { offset += length }
            return data + offset
        }
    }

    /// Inflates the image data a scanline at a time into two alternating row buffers,
    /// reverses the filters and writes every pixel as RGBA.
    private static func streamRows(
        _ file: PNGChunks, bytes: UnsafeRawBufferPointer, header: PNGHeader, inflatedSize: Int,
        expander: PixelExpander, rgba: UnsafeMutablePointer<UInt8>
    ) throws(PNGError) {
        let inflater = try ZlibInflater(input: file.imageData.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) },
                                        expectedBytes: inflatedSize)
        let longest = 1 + (header.rowBytes(pixels: header.width) ?? 0)
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * longest)
        defer { rows.deallocate() }
        var next = 0
        try unfilterAndExpand(header: header, expander: expander, rgba: rgba) { length throws(PNGError) in
            let row = rows + next * longest
            next = 1 - next
            try inflater.read(into: UnsafeMutableRawBufferPointer(start: row, count: length))
            return row
        }
        try inflater.finish()
    }

    /// Reverses the scanline filters and writes every pixel as RGBA, taking each filter byte
    /// and scanline from `nextRow(1 + rowBytes)`, whose memory must stay valid until the row
    /// after next is asked for (it is the next row's `previous`).
    private static func unfilterAndExpand(
        header: PNGHeader, expander: PixelExpander, rgba: UnsafeMutablePointer<UInt8>,
        nextRow: (Int) throws(PNGError) -> UnsafeMutablePointer<UInt8>
    ) throws(PNGError) {
        let distance = header.filterDistance
        var scanline = 0
        let passes: [Adam7Pass] = header.interlaced
            ? Adam7Pass.all
            : [Adam7Pass(xStart: 0, yStart: 0, xStep: 1, yStep: 1)]
        for pass in passes {
            let passWidth = pass.width(forImageWidth: header.width)
            let passHeight = pass.height(forImageHeight: header.height)
            guard passWidth > 0, passHeight > 0, let rowBytes = header.rowBytes(pixels: passWidth) else {
                continue
            }
            var previous: UnsafeMutablePointer<UInt8>? = nil
            for passRow in 0..<passHeight {
                let line = try nextRow(1 + rowBytes)
                let filter = line[0]
                let row = line + 1
                try Unfilter.apply(
                    filter: filter, row: row, previous: previous,
                    count: rowBytes, distance: distance, scanline: scanline)
                let y = pass.yStart + passRow * pass.yStep
                let firstPixel = rgba + (y * header.width + pass.xStart) * 4
                try expander.expand(row: row, pixels: passWidth, into: firstPixel, step: pass.xStep * 4)
                previous = row
                scanline += 1
            }
        }
    }
}
