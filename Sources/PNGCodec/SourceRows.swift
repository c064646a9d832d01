#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The caller's pixel rows, before conversion to PNG bytes: compared to skip converting and
/// filtering rows that repeat the row above.
struct SourceRows {
    /// Row `firstRow` of the image.
    let base: UnsafeRawPointer
    let firstRow: Int
    /// Bytes from one row to the next.
    let stride: Int
    /// Bytes of pixels per row.
    let rowBytes: Int

    /// The start of image row `y` (at least `firstRow`).
    @inline(__always)
    func row(_ y: Int) -> UnsafeRawPointer {
        base + (y - firstRow) * stride
    }

    /// Whether image row `y` (above `firstRow`) holds the same bytes as row `y - 1`.
    func repeatsPrevious(_ y: Int) -> Bool {
        ByteComparison.equal(row(y), row(y - 1), count: rowBytes)
    }
}

/// Byte-wise equality: the C library's `memcmp` where there is one (vectorised, several
/// times fewer instructions than a loop of 8-byte words on 4,680-byte rows), else eight
/// bytes at a time.
enum ByteComparison {
    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        return memcmp(a, b, count) == 0
        #else
        var offset = 0
        while offset + 8 <= count {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < count {
            if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) { return false }
            offset += 1
        }
        return true
        #endif
    }
}
