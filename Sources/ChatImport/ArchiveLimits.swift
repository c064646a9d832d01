/// Bounds on what reading a zipped export may cost, checked as its entries are listed and read,
/// so that a small archive that unpacks to gigabytes (a "zip bomb") is refused early.
struct ArchiveLimits: Sendable, Hashable {
    /// Most entries in the archive: as many as a transcript's messages (100 000).
    var maxEntries = 100_000
    /// Largest entry read, uncompressed: as large as an export file may be (256 MiB).
    var maxEntrySize = ExportFile.limit
    /// Most bytes uncompressed from one opening of the archive, all entries read together (1 GiB).
    var maxTotalSize = 1 << 30
    /// Largest ratio of an entry's uncompressed bytes to the compressed bytes read for it
    /// (100; chat text compresses about 10 to 1, photos not at all), checked past ``ratioFloor``.
    var maxRatio = 100
    /// How many uncompressed bytes an entry may have before ``maxRatio`` applies (1 MiB).
    var ratioFloor = 1 << 20

    /// The limits `bubbles import` reads with.
    static let standard = ArchiveLimits()
}
