internal import CWebP

/// Owns the picture libwebp encodes and the memory its output is written to:
/// `WebPPictureInit` and `WebPPictureAlloc` (an ARGB picture, `use_argb`), released by
/// `WebPPictureFree` in `deinit`; a `WebPMemoryWriter` of ours, set up by
/// `WebPMemoryWriterInit` and emptied by `WebPMemoryWriterClear`.
final class EncoderPicture {
    /// The picture; its `argb` plane is libwebp's, valid while this object lives.
    var picture = WebPPicture()
    /// The writer `picture.custom_ptr` points to: allocated here, so its address stays put.
    private let writer: UnsafeMutablePointer<WebPMemoryWriter>
    /// The picture's ARGB plane (libwebp's) and its stride in pixels.
    private var plane: UnsafeMutablePointer<UInt32>?
    private var planeStride = 0

    /// An ARGB picture of `width` x `height` pixels (uninitialised) writing to memory.
    init(width: Int, height: Int) throws(WebPError) {
        writer = .allocate(capacity: 1)
        WebPMemoryWriterInit(writer)
        guard WebPPictureInit(&picture) != 0 else { throw .encodingFailed("libwebp's encoder version does not match its header") }
        guard let width32 = Int32(exactly: width), let height32 = Int32(exactly: height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        picture.use_argb = 1
        picture.width = width32
        picture.height = height32
        guard WebPPictureAlloc(&picture) != 0, let argb = picture.argb else { throw .outOfMemory }
        plane = argb
        planeStride = Int(picture.argb_stride)
        picture.writer = WebPMemoryWrite
        picture.custom_ptr = UnsafeMutableRawPointer(writer)
    }

    deinit {
        WebPPictureFree(&picture)
        WebPMemoryWriterClear(writer)
        writer.deallocate()
    }

    /// Row `y` of the ARGB plane: `width` words `A << 24 | R << 16 | G << 8 | B`, straight;
    /// nil only if the picture has no plane, which a made picture always has.
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32>? {
        plane.map { $0 + y * planeStride }
    }

    /// The bytes written so far: the WebP file once `WebPEncode` succeeded.
    var output: [UInt8] {
        Array(UnsafeBufferPointer(start: writer.pointee.mem, count: writer.pointee.size))
    }
}
