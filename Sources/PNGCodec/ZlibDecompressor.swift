internal import CLibDeflate

/// Owns one libdeflate decompressor (`libdeflate_alloc_decompressor`), freed in `deinit`
/// with `libdeflate_free_decompressor`.
///
/// Not `Sendable`: create it inside one decode call and drop it there.
final class ZlibDecompressor {
    /// Ours: allocated by `libdeflate_alloc_decompressor`, freed in `deinit`.
    private let pointer: OpaquePointer

    /// Allocates a decompressor with `libdeflate_alloc_decompressor`.
    ///
    /// - Throws: ``PNGError/outOfMemory`` when libdeflate returns `NULL`.
    init() throws(PNGError) {
        guard let pointer = libdeflate_alloc_decompressor() else { throw .outOfMemory }
        self.pointer = pointer
    }

    deinit {
        libdeflate_free_decompressor(pointer)
    }

    /// Inflates the zlib stream `input` into `output`, which must be filled exactly, with
    /// `libdeflate_zlib_decompress`. libdeflate never writes past `output.count`, so a
    /// stream that inflates to more is stopped there. Bytes after the end of the zlib stream
    /// are ignored (libpng only warns about them).
    ///
    /// - Throws: ``PNGError/imageDataTooShort(expectedBytes:)``,
    ///   ``PNGError/imageDataTooLong(expectedBytes:)`` or
    ///   ``PNGError/imageDataDoesNotInflate``.
    func decompress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) throws(PNGError) {
        // A NULL actual_out_nbytes_ret asks libdeflate to fail with LIBDEFLATE_SHORT_OUTPUT
        // unless exactly `output.count` bytes come out.
        let result = libdeflate_zlib_decompress(
            pointer, input.baseAddress, input.count, output.baseAddress, output.count, nil)
        switch result {
        case LIBDEFLATE_SUCCESS:
            return
        case LIBDEFLATE_SHORT_OUTPUT:
            throw .imageDataTooShort(expectedBytes: output.count)
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            throw .imageDataTooLong(expectedBytes: output.count)
        default:
            throw .imageDataDoesNotInflate
        }
    }
}
