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
        // The C library's memcmp is vectorised: several times fewer instructions than a loop
        // of 8-byte words on 4,680-byte rows.
        memcmp(row(y), row(y - 1), rowBytes) == 0
    }
}
