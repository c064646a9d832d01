import Synchronization

/// The buffers one segment is compressed in (``SegmentedImageData/Segment``): its filtered
/// rows, the deflater's workspace and the bytes it writes, about 1.5 MiB for an image 1170
/// pixels wide. A segment takes them from ``take()`` and gives them back with ``give(_:)``
/// instead of allocating and freeing them, so a process that encodes image after image
/// (`bubbles serve`) does not leave its heap full of freed megabytes in every thread's arena,
/// where they kept its resident memory creeping up request after request.
struct SegmentScratch: Sendable {
    /// Room for the filtered rows (``FilteredRows``).
    var filtered: [UInt8] = []
    /// Room for the deflate blocks (``DeflateBitWriter``).
    var output: [UInt8] = []
    let workspace = DeflateWorkspace()

    /// The most sets kept between segments; more given back at once are freed.
    static let limit = 8
    private static let kept = Mutex<[SegmentScratch]>([])

    /// A kept set, or a new one.
    static func take() -> SegmentScratch {
        kept.withLock { $0.popLast() } ?? SegmentScratch()
    }

    /// Keeps `scratch` for the next segment, unless ``limit`` sets are kept already.
    static func give(_ scratch: SegmentScratch) {
        kept.withLock { kept in
            if kept.count < limit { kept.append(scratch) }
        }
    }
}
