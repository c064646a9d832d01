/// How hard ``PNGEncoder`` works: a libdeflate compression level plus a scanline-filter
/// strategy. The output is deterministic for a given level.
///
/// Every level leaves "flat" rows unfiltered: rows in which at least half of the bytes equal
/// the byte one pixel to the left (solid fills, text and bubble edges on a solid background).
/// Deflate then finds exact repeats of glyphs and colours; on rendered chat screenshots this
/// makes files 8 to 30 % smaller than libpng's all-adaptive filtering. Other rows (photos,
/// dense gradients) are filtered as described per case.
///
/// Measured on a 1170x2532 rendered chat screenshot (opaque, Pango text), CPU time on this
/// project's 2-core machine; libpng's default file (`cairo_surface_write_to_png`, about
/// 115 ms) is 192,585 bytes:
///
/// | case       | libdeflate level | encode  | size                |
/// |------------|------------------|---------|---------------------|
/// | `fast`     | 1                | ~27 ms  | 176,902 (-8 %)      |
/// | `default`  | 6                | ~36 ms  | 163,298 (-15 %)     |
/// | `best`     | 12               | ~1.3 s  | 143,679 (-25 %)     |
public enum PNGCompression: Sendable, Hashable, CaseIterable {
    /// libdeflate level 1; non-flat rows always use the Paeth filter (no per-row search).
    case fast
    /// libdeflate level 6 (zlib's default); non-flat rows use libpng's heuristic, the
    /// filter with the smallest sum of absolute signed bytes. Encoding costs about 1.1 to
    /// 1.3 times what libdeflate alone needs for the same filtered bytes.
    case `default`
    /// libdeflate level 12, its slowest and smallest (near-optimal parsing), with the same
    /// filtering as ``default``. Seconds, not milliseconds, for a phone screenshot: meant
    /// for files that are stored for a long time, such as test fixtures.
    case best
}
