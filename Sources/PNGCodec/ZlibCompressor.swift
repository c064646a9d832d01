internal import CLibDeflate

/// Owns one libdeflate compressor (`libdeflate_alloc_compressor`), freed in `deinit`
/// with `libdeflate_free_compressor`.
///
/// Not `Sendable`: create it inside one encode call and drop it there.
final class ZlibCompressor {
    /// Ours: allocated by `libdeflate_alloc_compressor`, freed in `deinit`.
    private let pointer: OpaquePointer

    /// Allocates a compressor for libdeflate `level` (0...12) with `libdeflate_alloc_compressor`.
    ///
    /// - Throws: ``PNGError/outOfMemory`` when libdeflate returns `NULL`.
    init(level: Int) throws(PNGError) {
        guard let pointer = libdeflate_alloc_compressor(Int32(clamping: level)) else {
            throw .outOfMemory
        }
        self.pointer = pointer
    }

    deinit {
        libdeflate_free_compressor(pointer)
    }

    /// Worst-case zlib size for `count` input bytes (`libdeflate_zlib_compress_bound`).
    func bound(forInputCount count: Int) -> Int {
        libdeflate_zlib_compress_bound(pointer, count)
    }

    /// Compresses `input` as one zlib stream into `output` with `libdeflate_zlib_compress`.
    ///
    /// - Returns: the number of bytes written, or 0 when `output` was too small.
    func compress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int {
        guard let out = output.baseAddress, output.count > 0 else { return 0 }
        return libdeflate_zlib_compress(pointer, input.baseAddress, input.count, out, output.count)
    }

    /// `bytes` compressed as one zlib stream, in an array of exactly that length.
    ///
    /// - Throws: ``PNGError/compressionFailed`` when libdeflate gives up.
    func compressed(_ bytes: [UInt8]) throws(PNGError) -> [UInt8] {
        var count = 0
        let output = [UInt8](unsafeUninitializedCapacity: bound(forInputCount: bytes.count)) { out, initialized in
            count = bytes.withUnsafeBytes { compress($0, into: UnsafeMutableRawBufferPointer(out)) }
            initialized = count
        }
        guard count > 0 else { throw .compressionFailed }
        return output
    }
}
