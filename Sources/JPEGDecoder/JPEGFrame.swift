/// The frame header (`SOFn` segment) as read in Swift, before TurboJPEG runs: enough to
/// refuse huge or unsupported images early with a clear message.
struct JPEGFrame: Equatable {
    /// The `SOFn` marker byte (`0xC0` baseline, `0xC2` progressive, ...).
    let marker: UInt8
    /// Bits per sample (8 for everything TurboJPEG 2.1 decodes).
    let precision: Int
    /// Stored width in pixels (before orientation).
    let width: Int
    /// Stored height in pixels (before orientation); 0 means "defined later by DNL".
    let height: Int
    /// Number of colour components.
    let components: Int

    /// Whether `marker` starts a frame: `C0`...`CF` except `C4` (DHT), `C8` (JPG) and
    /// `CC` (DAC).
    static func isFrameMarker(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    /// Parses the payload of a `SOFn` segment, or returns `nil` if it is too short.
    init?(marker: UInt8, bytes: [UInt8], payload: Range<Int>) {
        guard payload.count >= 6, payload.upperBound <= bytes.count else { return nil }
        let start = payload.lowerBound
        self.marker = marker
        precision = Int(bytes[start])
        height = Int(bytes[start + 1]) << 8 | Int(bytes[start + 2])
        width = Int(bytes[start + 3]) << 8 | Int(bytes[start + 4])
        components = Int(bytes[start + 5])
    }

    /// Why libjpeg-turbo 2.1's TurboJPEG cannot decode this frame, or `nil` if it can:
    /// baseline, extended and progressive processes (Huffman or arithmetic), 8-bit, with
    /// 1, 3 or 4 components.
    var unsupportedFeature: String? {
        switch marker {
        case 0xC0, 0xC1, 0xC2, 0xC9, 0xCA:
            break
        case 0xC3, 0xCB:
            return "lossless coding (SOF\(marker - 0xC0))"
        default:
            return "hierarchical coding (SOF\(marker - 0xC0))"
        }
        if precision != 8 { return "\(precision)-bit samples" }
        if ![1, 3, 4].contains(components) { return "\(components) colour components" }
        return nil
    }
}
