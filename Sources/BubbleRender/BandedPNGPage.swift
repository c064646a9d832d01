import CairoDrawing
import Dispatch
import FoundationEssentials
import PNGCodec

/// A page drawn as PNG one band of rows at a time into a few reused buffers,
/// while other cores compress the bands already drawn (``PNGBandEncoder``): the page's
/// pixels never exist all at once.
struct BandedPNGPage {
    private let encoder: PNGBandEncoder
    private let encoding: DispatchGroup
    /// The buffers the bands were drawn in, for the next page to reuse.
    let pool: BandBufferPool

    /// Draws every band of the page `rows` holds, over `content`'s translucent bar its
    /// `backdrop`, decoding photos through `images`, and hands each band to another core;
    /// returns when the last band is drawn, not when it is compressed (see ``finish()``). The
    /// buffers of `previous` are used when they fit, else new ones. With `compressingHere`,
    /// each band is compressed on this thread right after it is drawn.
    init(
        rows: inout PageRows, width: Double, scale: Double, content: some PageContent, backdrop: Backdrop?, images: ImageCache,
        compression: PNGCompression, reusing previous: BandBufferPool?, compressingHere: Bool
    ) throws(RenderError) {
        let pixelWidth = ImageSurface.pixels(width, scale: scale)
        let pixelHeight = ImageSurface.pixels(rows.page.height, scale: scale)
        guard pixelWidth <= ImageSurface.maximumSide, pixelHeight <= ImageSurface.maximumSide else {
            throw .imageTooLarge(width: pixelWidth, height: pixelHeight)
        }
        let background = content.background
        let encoder: PNGBandEncoder
        do {
            encoder = try PNGBandEncoder(width: pixelWidth, height: pixelHeight, hasAlpha: background.alpha != 255, compression: compression)
        } catch {
            throw .imageTooLarge(width: pixelWidth, height: pixelHeight)
        }
        let bandRows = (0..<encoder.bandCount).map { encoder.rows(forBand: $0).count }.max() ?? 1
        let stride = ImageSurface.stride(forWidth: pixelWidth)
        let word = try ImageSurface.word(for: background)
        let pool = if let previous, previous.fits(stride: stride, rows: bandRows, background: word) {
            previous
        } else {
            BandBufferPool(count: ProcessInfo.processInfo.activeProcessorCount + 1, stride: stride, rows: bandRows, background: word)
        }
        let encoding = DispatchGroup()
        for band in 0..<encoder.bandCount {
            let range = encoder.rows(forBand: band)
            let buffer = pool.take()
            do {
                let surface = try ImageSurface(width: pixelWidth, height: range.count, buffer: buffer)
                let cr = try DrawingContext(surface: surface, scale: scale, originY: range.lowerBound, images: images)
                try content.drawUnderlay(on: cr)
                try rows.draw(visible: Double(range.lowerBound) / scale...Double(range.upperBound) / scale,
                              content: content, on: cr)
                try content.drawOverlay(on: cr, backdrop: backdrop)
                try cr.check()
                surface.flush()
            } catch {
                pool.give(buffer)
                throw error
            }
            let compress: @Sendable () -> Void = {
                encoder.encode(band: band, premultipliedARGB32: buffer.pixels, stride: buffer.stride, refillingWith: word)
                pool.give(buffer, isRefilled: true)
            }
            if compressingHere {
                compress()
            } else {
                DispatchQueue.global().async(group: encoding, execute: compress)
            }
        }
        self.encoder = encoder
        self.encoding = encoding
        self.pool = pool
    }

    /// Waits for the last bands and returns the PNG file.
    func finish() throws(RenderError) -> [UInt8] {
        encoding.wait()
        do {
            return try encoder.finish()
        } catch {
            throw .badImage(error.description)
        }
    }
}
