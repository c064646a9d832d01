internal import CLibDeflate

/// The CRC-32 that PNG chunks use (ISO 3309 / ITU-T V.42), computed by `libdeflate_crc32`.
enum CRC32 {
    /// CRC-32 of `bytes`, continuing from `crc` (0 to start).
    static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return crc }
        return libdeflate_crc32(crc, base, bytes.count)
    }
}
