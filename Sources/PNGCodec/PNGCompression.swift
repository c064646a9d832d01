/// How hard ``PNGEncoder`` works. The output is deterministic for each case, and the same
/// on every machine whatever its number of cores.
///
/// Every case gives rows equal to the row above the Up filter and leaves "flat" rows
/// unfiltered: rows in which at least half of the bytes equal the byte one pixel to the
/// left (solid fills, text and bubble edges on a solid background). Deflate then finds
/// exact repeats of glyphs and colours; on rendered chat screenshots this makes files
/// smaller than libpng's all-adaptive filtering. Other rows (photos, dense gradients) are
/// filtered as described per case.
///
/// `default` compresses with the project's own deflate encoder (`ScanlineDeflater`), in
/// segments of about 1 MiB of rows on all cores; `best` hands the whole image to
/// libdeflate's slowest level. Measured figures are in the Speed article.
public enum PNGCompression: Sendable, Hashable, CaseIterable {
    /// Non-flat rows use libpng's heuristic, the filter with the smallest sum of absolute
    /// signed bytes.
    case `default`
    /// libdeflate level 12, its slowest and smallest (near-optimal parsing), with the same
    /// filtering as ``default``, on one core. Seconds, not milliseconds, for a phone
    /// screenshot: meant for files that are stored for a long time, such as test fixtures.
    case best
}
