/// The colour type stored in a PNG's `IHDR` chunk.
public enum PNGColorType: UInt8, Sendable, Hashable, CaseIterable {
    /// Greyscale (type 0), bit depths 1, 2, 4, 8, 16.
    case grey = 0
    /// Red, green, blue (type 2), bit depths 8, 16.
    case rgb = 2
    /// Palette indices (type 3), bit depths 1, 2, 4, 8.
    case palette = 3
    /// Greyscale with alpha (type 4), bit depths 8, 16.
    case greyAlpha = 4
    /// Red, green, blue, alpha (type 6), bit depths 8, 16.
    case rgba = 6

    /// Samples per pixel: 1, 3, 1, 2, 4.
    public var channels: Int {
        switch self {
        case .grey, .palette: return 1
        case .greyAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }

    /// Whether `bitDepth` is legal for this colour type (PNG specification, table 11.1).
    public func allows(bitDepth: Int) -> Bool {
        switch self {
        case .grey: return [1, 2, 4, 8, 16].contains(bitDepth)
        case .palette: return [1, 2, 4, 8].contains(bitDepth)
        case .rgb, .greyAlpha, .rgba: return bitDepth == 8 || bitDepth == 16
        }
    }
}
