/// Lays out a PNG file: signature, `IHDR`, `IDAT` chunks, `IEND`.
enum PNGChunkWriter {
    /// The complete file for a 13-byte `IHDR` and a zlib stream split into `IDAT` chunks
    /// of at most `maxChunkData` bytes. CRCs come from `libdeflate_crc32`.
    static func file(header: [UInt8], imageData: [UInt8], maxChunkData: Int) -> [UInt8] {
        let chunkCount = max(1, (imageData.count + maxChunkData - 1) / maxChunkData)
        let total = PNGDecoder.signature.count + (12 + header.count) + 12 * chunkCount + imageData.count + 12
        var file = [UInt8]()
        file.reserveCapacity(total)
        file.append(contentsOf: PNGDecoder.signature)
        header.withUnsafeBytes { appendChunk(&file, type: "IHDR", data: $0) }
        imageData.withUnsafeBytes { data in
            var start = 0
            repeat {
                let end = min(data.count, start + maxChunkData)
                appendChunk(&file, type: "IDAT", data: UnsafeRawBufferPointer(rebasing: data[start..<end]))
                start = end
            } while start < data.count
        }
        appendChunk(&file, type: "IEND", data: UnsafeRawBufferPointer(start: nil, count: 0))
        return file
    }

    private static func appendChunk(_ file: inout [UInt8], type: StaticString, data: UnsafeRawBufferPointer) {
        let length = UInt32(data.count)
        file.append(UInt8(truncatingIfNeeded: length >> 24))
        file.append(UInt8(truncatingIfNeeded: length >> 16))
        file.append(UInt8(truncatingIfNeeded: length >> 8))
        file.append(UInt8(truncatingIfNeeded: length))
        let typeBytes = UnsafeRawBufferPointer(start: type.utf8Start, count: 4)
        file.append(contentsOf: typeBytes)
        file.append(contentsOf: data)
        let crc = CRC32.checksum(data, continuing: CRC32.checksum(typeBytes))
        file.append(UInt8(truncatingIfNeeded: crc >> 24))
        file.append(UInt8(truncatingIfNeeded: crc >> 16))
        file.append(UInt8(truncatingIfNeeded: crc >> 8))
        file.append(UInt8(truncatingIfNeeded: crc))
    }
}
