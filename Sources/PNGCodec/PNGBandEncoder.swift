import Synchronization

/// Encodes a PNG from Cairo ARGB32 rows that arrive in bands, so that the whole image never
/// has to exist at once: draw the rows ``rows(forBand:)`` names into a small surface, pass
/// them to ``encode(band:premultipliedARGB32:stride:)`` (from any thread, in any order,
/// several at once), then collect the file with ``finish()``.
///
/// Bands are the segments the encoder compresses independently anyway, so the file is byte
/// for byte what ``PNGEncoder`` writes for the same pixels, compression and colour type.
/// ``PNGCompression/best``, which needs the whole image in one piece, is compressed as
/// ``PNGCompression/default`` here.
public final class PNGBandEncoder: Sendable {
    /// Pixels per row.
    public let width: Int
    /// Rows in the whole image.
    public let height: Int
    /// RGBA when set; otherwise RGB, and every pixel passed in must be opaque.
    public let hasAlpha: Bool
    private let layout: SegmentLayout
    private let strategy: ScanlineFilter.Strategy
    private let segments: Mutex<[SegmentedImageData.Segment?]>

    /// An encoder for an image of `width` x `height` pixels, expecting every band.
    ///
    /// - Throws: ``PNGError/invalidDimensions(width:height:)``.
    public init(width: Int, height: Int, hasAlpha: Bool, compression: PNGCompression = .default) throws(PNGError) {
        let bytesPerPixel = hasAlpha ? 4 : 3
        _ = try PNGEncoder.checkedSize(width: width, height: height, bytesPerPixel: bytesPerPixel)
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        layout = SegmentLayout(width: width, height: height, bytesPerPixel: bytesPerPixel)
        strategy = compression.filterStrategy
        segments = Mutex(Array(repeating: nil, count: layout.segmentCount))
    }

    /// How many bands the image is split into.
    public var bandCount: Int { layout.segmentCount }

    /// The image rows band `band` needs: its own and up to about 32 KiB of rows before them
    /// (the encoder's history), so neighbouring bands overlap.
    public func rows(forBand band: Int) -> Range<Int> {
        layout.rowsRead(bySegment: band)
    }

    /// Compresses band `band` from premultiplied ARGB32 pixels holding exactly the rows
    /// ``rows(forBand:)`` names, the first at `pixels`, rows `stride` bytes apart.
    public func encode(band: Int, premultipliedARGB32 pixels: UnsafeRawPointer, stride: Int) {
        encode(band: band, pixels: pixels, stride: stride, finishedRow: nil)
    }

    /// Compresses band `band` as ``encode(band:premultipliedARGB32:stride:)`` does, and sets
    /// every pixel of each row to the ARGB32 word `background` once the row is read for the
    /// last time: a buffer made ready for the next band while its rows are still in the
    /// cache, instead of in a second pass over it.
    public func encode(band: Int, premultipliedARGB32 pixels: UnsafeMutableRawPointer, stride: Int, refillingWith background: UInt32) {
        let firstRow = rows(forBand: band).lowerBound
        encode(band: band, pixels: UnsafeRawPointer(pixels), stride: stride) { y in
            PixelPacking.fill(pixels + (y - firstRow) * stride, with: background, count: stride / 4)
        }
    }

    private func encode(band: Int, pixels: UnsafeRawPointer, stride: Int, finishedRow: ((_ y: Int) -> Void)?) {
        let rows = SourceRows(base: pixels, firstRow: self.rows(forBand: band).lowerBound, stride: stride, rowBytes: width * 4)
        let segment = SegmentedImageData.Segment(
            index: band, layout: layout, strategy: strategy, source: rows,
            fillRow: PNGEncoder.argb32RowConverter(rows, width: width, hasAlpha: hasAlpha), finishedRow: finishedRow)
        segments.withLock { $0[band] = segment }
    }

    /// The complete PNG file.
    ///
    /// - Throws: ``PNGError/missingBand(_:)`` when a band was not encoded.
    public func finish() throws(PNGError) -> [UInt8] {
        let collected = segments.withLock { $0 }
        var complete: [SegmentedImageData.Segment] = []
        complete.reserveCapacity(collected.count)
        for (band, segment) in collected.enumerated() {
            guard let segment else { throw .missingBand(band) }
            complete.append(segment)
        }
        return PNGEncoder.file(width: width, height: height, hasAlpha: hasAlpha,
                               zlibStream: SegmentedImageData.zlibStream(joining: complete))
    }
}
