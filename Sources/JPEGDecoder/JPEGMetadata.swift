/// What ``JPEGDecoder`` reads from the marker segments itself, in Swift, before TurboJPEG
/// runs: the EXIF orientation (TurboJPEG ignores EXIF), whether an Adobe APP14 segment is
/// present (it decides how CMYK samples are read), and the frame header.
struct JPEGMetadata: Equatable {
    /// From the first APP1 `Exif` segment; ``JPEGOrientation/up`` when absent or malformed.
    var orientation: JPEGOrientation = .up
    /// Whether an APP14 `Adobe` segment precedes the first scan. Adobe applications write
    /// CMYK JPEGs with inverted samples (0 = full ink) and mark them this way.
    var hasAdobeSegment = false
    /// The first `SOFn` segment, if a complete one precedes the first scan.
    var frame: JPEGFrame?

    /// The APP1 marker, which holds EXIF (and XMP, which is skipped).
    static let app1: UInt8 = 0xE1
    /// The APP14 marker, which holds Adobe's colour transform flag.
    static let app14: UInt8 = 0xEE

    /// Scans the segments up to the first start-of-scan. Never fails: what cannot be read
    /// keeps its default, and TurboJPEG reports the damage afterwards.
    static func scan(_ bytes: [UInt8]) -> JPEGMetadata {
        var metadata = JPEGMetadata()
        var sawExif = false
        var walker = JPEGSegmentWalker(bytes: bytes)
        while true {
            switch walker.next() {
            case let .segment(marker, payload):
                if marker == JPEGSegmentWalker.startOfScan { return metadata }
                if marker == app1, !sawExif, isExif(bytes, payload) {
                    sawExif = true
                    metadata.orientation = ExifOrientationReader.orientation(bytes: bytes, app1Payload: payload) ?? .up
                } else if marker == app14, isAdobe(bytes, payload) {
                    metadata.hasAdobeSegment = true
                } else if metadata.frame == nil, JPEGFrame.isFrameMarker(marker) {
                    metadata.frame = JPEGFrame(marker: marker, bytes: bytes, payload: payload)
                }
            case .standalone:
                continue
            case .endOfImage, .truncated, .malformed:
                return metadata
            }
        }
    }

    private static func hasPrefix(_ bytes: [UInt8], _ payload: Range<Int>, _ prefix: [UInt8]) -> Bool {
        guard payload.count >= prefix.count, payload.upperBound <= bytes.count else { return false }
        return bytes[payload.lowerBound..<(payload.lowerBound + prefix.count)].elementsEqual(prefix)
    }

    private static func isExif(_ bytes: [UInt8], _ payload: Range<Int>) -> Bool {
        hasPrefix(bytes, payload, Array("Exif\0".utf8))
    }

    private static func isAdobe(_ bytes: [UInt8], _ payload: Range<Int>) -> Bool {
        hasPrefix(bytes, payload, Array("Adobe".utf8))
    }
}
