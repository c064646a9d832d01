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
        let rows = SourceRows(base: pixels, firstRow: self.rows(forBand: band).lowerBound, stride: stride, rowBytes: width * 4)
        let segment = SegmentedImageData.Segment(
            index: band, layout: layout, strategy: strategy, source: rows,
            fillRow: PNGEncoder.argb32RowConverter(rows, width: width, hasAlpha: hasAlpha))
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
