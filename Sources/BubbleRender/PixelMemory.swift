#if canImport(Glibc)
import Glibc
#endif

/// Zeroed memory for a large image surface, mapped with `mmap` and, on Linux, marked for
/// transparent huge pages (`madvise(MADV_HUGEPAGE)`): a page of a conversation is tens of
/// megabytes, and faulting it in 2 MiB pages instead of 4 KiB ones saves most of the
/// kernel's time on first touch. Unmapped in `deinit`.
final class PixelMemory {
    /// Surfaces smaller than this use Cairo's own allocation.
    static let minimumByteCount = 4 << 20

    let base: UnsafeMutableRawPointer
    let byteCount: Int

    /// Maps `byteCount` zeroed bytes, or returns `nil` when the system refuses.
    init?(byteCount: Int) {
        guard byteCount > 0,
              let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != MAP_FAILED
        else { return nil }
        #if os(Linux)
        // Advice only: without huge pages the memory works the same, just faults slower.
        _ = madvise(mapped, byteCount, MADV_HUGEPAGE)
        #endif
        base = mapped
        self.byteCount = byteCount
    }

    deinit {
        munmap(base, byteCount)
    }
}
