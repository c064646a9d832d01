/// Walks the marker segments of a JPEG byte stream (ITU-T T.81 annex B), checking the
/// bounds of every read. Used to find the EXIF, Adobe and frame segments before
/// TurboJPEG runs, and to tell a truncated file from a corrupt one after it fails.
///
/// It never traps: whatever the bytes, each step returns ``Step/truncated`` or
/// ``Step/malformed`` rather than reading out of bounds, and each step moves forward, so a
/// walk ends after at most one pass over the data.
struct JPEGSegmentWalker {
    /// One step of the walk.
    enum Step: Equatable {
        /// A marker segment with a length field; `payload` is the range after the length,
        /// wholly inside the data.
        case segment(marker: UInt8, payload: Range<Int>)
        /// A marker without a length (`RSTn` or `TEM`).
        case standalone(marker: UInt8)
        /// The end-of-image marker `FF D9`.
        case endOfImage
        /// The data ends inside a marker or segment, or before `FF D9`.
        case truncated
        /// A second start-of-image marker, or a segment length below 2.
        case malformed
    }

    /// How a complete walk to the end of the data ended.
    enum Ending: Equatable {
        /// `FF D9` was reached.
        case complete
        /// The data ran out first.
        case truncated
        /// The structure is broken before either.
        case malformed
    }

    /// The start-of-scan marker; entropy-coded data follows its segment.
    static let startOfScan: UInt8 = 0xDA

    private let bytes: [UInt8]
    /// Index of the next byte to read.
    private(set) var position: Int
    /// How many bytes so far were skipped because they were not a marker where one was
    /// due. Zero for a well-formed file; a truncated file's walk stays at zero, random
    /// data's does not.
    private(set) var discardedBytes = 0

    /// Starts after the 2-byte start-of-image marker, which the caller has checked.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        self.position = min(2, bytes.count)
    }

    /// Reads the next marker and, if it has one, its segment.
    ///
    /// Like libjpeg's `next_marker`, bytes that are not a marker (garbage between
    /// segments, `FF 00`) are skipped, as are `FF` fill bytes, so this finds the same
    /// segments libjpeg reads (libjpeg warns "extraneous bytes before marker").
    mutating func next() -> Step {
        let count = bytes.count
        var index = position
        var marker: UInt8
        repeat {
            let garbageStart = index
            while index < count, bytes[index] != 0xFF { index += 1 }
            discardedBytes += index - garbageStart
            while index < count, bytes[index] == 0xFF { index += 1 }
            guard index < count else { return .truncated }
            marker = bytes[index]
            index += 1
            if marker == 0x00 { discardedBytes += 2 }
        } while marker == 0x00
        switch marker {
        case 0xD9:
            position = index
            return .endOfImage
        case 0xD8:
            return .malformed
        case 0x01, 0xD0...0xD7:
            position = index
            return .standalone(marker: marker)
        default:
            guard count - index >= 2 else { return .truncated }
            let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
            guard length >= 2 else { return .malformed }
            guard count - index >= length else { return .truncated }
            position = index + length
            return .segment(marker: marker, payload: (index + 2)..<position)
        }
    }

    /// Skips the entropy-coded data after a start-of-scan segment: stuffed `FF 00`,
    /// restart markers and fill bytes are data; any other `FF xx` ends it. Returns `false`
    /// when the data runs out first.
    mutating func skipEntropyCodedData() -> Bool {
        let start = position
        let found: Int? = bytes.withUnsafeBufferPointer { buffer in
            var index = start
            let last = buffer.count - 1
            while index < last {
                if buffer[index] == 0xFF {
                    let next = buffer[index + 1]
                    if next == 0x00 || (0xD0...0xD7).contains(next) {
                        index += 2
                        continue
                    }
                    if next != 0xFF { return index }
                }
                index += 1
            }
            return nil
        }
        guard let found else {
            position = bytes.count
            return false
        }
        position = found
        return true
    }

    /// Walks every segment and scan to the end-of-image marker.
    mutating func walkToEnd() -> Ending {
        while true {
            switch next() {
            case let .segment(marker, _):
                if marker == Self.startOfScan, !skipEntropyCodedData() { return .truncated }
            case .standalone:
                continue
            case .endOfImage:
                return .complete
            case .truncated:
                return .truncated
            case .malformed:
                return .malformed
            }
        }
    }
}
