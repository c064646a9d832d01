internal import CZlib

/// Owns one zlib inflate stream (`inflateInit_`, released with `inflateEnd` in `deinit`) over
/// the concatenated `IDAT` data of a file, read a scanline at a time: an image whose inflated
/// data is larger than its RGBA (16 bits a sample) never holds all of it.
///
/// libdeflate, which inflates everything else, can only inflate a whole stream into one buffer.
/// Not `Sendable`: create it inside one decode call; the input memory must outlive it.
final class ZlibInflater {
    /// Ours: allocated here, initialised by `inflateInit_`, ended and freed in `deinit`.
    private let stream: UnsafeMutablePointer<z_stream>
    /// The `IDAT` chunks' data, in order; borrowed.
    private let input: [UnsafeRawBufferPointer]
    private var nextInput = 0
    private var ended = false
    /// The bytes the stream should inflate to, for errors.
    private let expectedBytes: Int

    /// Starts inflating `input` (`inflateInit_`).
    ///
    /// - Throws: ``PNGError/outOfMemory`` when zlib cannot set up the stream.
    init(input: [UnsafeRawBufferPointer], expectedBytes: Int) throws(PNGError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard inflateInit_(stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            stream.deallocate()
            throw .outOfMemory
        }
        self.input = input
        self.expectedBytes = expectedBytes
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }

    /// Inflates exactly `output.count` bytes into `output` (`inflate`), checking the Adler-32
    /// when the stream ends.
    ///
    /// - Throws: ``PNGError/imageDataTooShort(expectedBytes:)`` when the stream or the data
    ///   ends first, ``PNGError/imageDataDoesNotInflate`` for data that is not deflate.
    func read(into output: UnsafeMutableRawBufferPointer) throws(PNGError) {
        guard let base = output.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var filled = 0
        while filled < output.count {
            guard !ended else { throw .imageDataTooShort(expectedBytes: expectedBytes) }
            let produced = try inflate(into: base + filled, count: output.count - filled)
            filled += produced
        }
    }

    /// Checks that the stream ends after the bytes read: nothing more inflates from it
    /// (bytes after its end are ignored, as libpng does).
    ///
    /// - Throws: ``PNGError/imageDataTooLong(expectedBytes:)`` when it holds more,
    ///   ``PNGError/imageDataTooShort(expectedBytes:)`` when it stops before its end.
    func finish() throws(PNGError) {
        var extra: UInt8 = 0
        while !ended {
            guard try inflate(into: &extra, count: 1) == 0 else { throw .imageDataTooLong(expectedBytes: expectedBytes) }
        }
    }

    /// One call of `inflate` into `count` bytes at `target`, feeding the next chunk when zlib
    /// has used the last one; returns the bytes produced.
    private func inflate(into target: UnsafeMutablePointer<UInt8>, count: Int) throws(PNGError) -> Int {
        if stream.pointee.avail_in == 0 {
            guard nextInput < input.count else { throw .imageDataTooShort(expectedBytes: expectedBytes) }
            let chunk = input[nextInput]
            nextInput += 1
            stream.pointee.next_in = UnsafeMutablePointer(mutating: chunk.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.pointee.avail_in = uInt(chunk.count)
        }
        let room = uInt(clamping: count)
        stream.pointee.next_out = target
        stream.pointee.avail_out = room
        let status = CZlib.inflate(stream, Z_NO_FLUSH)
        let produced = Int(room - stream.pointee.avail_out)
        switch status {
        case Z_OK:
            return produced
        case Z_STREAM_END:
            ended = true
            return produced
        case Z_BUF_ERROR:
            // No progress was possible: more input is needed (fed on the next call).
            return produced
        case Z_MEM_ERROR:
            throw .outOfMemory
        default:
            throw .imageDataDoesNotInflate
        }
    }
}
