internal import CWebP

/// One WebP bitstream (a whole file, or one frame of an animation) decoded by libwebp's
/// advanced API into memory of ours, and libwebp's status codes as ``WebPError``s.
enum WebPStream {
    /// Decodes `data` (`WebPInitDecoderConfig`, `WebPDecode` with `MODE_RGBA` into external
    /// memory, single-threaded, then `WebPFreeDecBuffer`, which frees nothing of ours) into
    /// `destination`: `height` rows of `width` straight RGBA pixels, `stride` bytes apart.
    /// The image must be exactly `width` x `height`.
    static func decode(_ data: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutableBufferPointer<UInt8>,
                       width: Int, height: Int, stride: Int) throws(WebPError) {
        let (before, overflow1) = stride.multipliedReportingOverflow(by: height - 1)
        let (needed, overflow2) = before.addingReportingOverflow(width * 4)
        guard let source = data.baseAddress, !data.isEmpty else { throw .truncated }
        guard !overflow1, !overflow2, let target = destination.baseAddress, destination.count >= needed,
              let stride32 = Int32(exactly: stride)
        else {
            throw .pixelBufferSize(expectedBytes: needed, actualBytes: destination.count)
        }
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else { throw .corrupt("libwebp's decoder version does not match its header") }
        try check(WebPGetFeatures(source, data.count, &config.input), reading: "the image's headers")
        guard config.input.width == width, config.input.height == height else {
            throw .corrupt("the image is \(config.input.width)x\(config.input.height) pixels where \(width)x\(height) were declared")
        }
        config.output.colorspace = MODE_RGBA
        config.output.is_external_memory = 1
        config.output.u.RGBA.rgba = target
        config.output.u.RGBA.stride = stride32
        config.output.u.RGBA.size = needed
        config.options.use_threads = 0
        let status = WebPDecode(source, data.count, &config)
        WebPFreeDecBuffer(&config.output)
        try check(status, reading: "the image data")
    }

    /// Throws the error for a status other than `VP8_STATUS_OK`; `part` names what was being
    /// read, for a corrupt file.
    static func check(_ status: VP8StatusCode, reading part: String) throws(WebPError) {
        switch status {
        case VP8_STATUS_OK:
            return
        case VP8_STATUS_NOT_ENOUGH_DATA:
            throw .truncated
        case VP8_STATUS_OUT_OF_MEMORY:
            throw .outOfMemory
        case VP8_STATUS_UNSUPPORTED_FEATURE:
            throw .unsupported("libwebp cannot decode \(part)")
        default:
            throw .corrupt("libwebp cannot read \(part)")
        }
    }
}
