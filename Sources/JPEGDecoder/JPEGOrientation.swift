/// The EXIF `Orientation` tag (0x0112) of a photo: how the stored pixels must be turned
/// so the photo shows upright, as a phone's gallery shows it.
///
/// Raw values are the tag values 1 to 8; the case names follow the usual convention
/// (Apple's `CGImagePropertyOrientation`). Phones store a portrait photo as landscape
/// pixels with ``right`` (6).
public enum JPEGOrientation: Int, Sendable, Hashable, CaseIterable {
    /// 1: stored upright; nothing to do.
    case up = 1
    /// 2: stored mirrored left to right.
    case upMirrored = 2
    /// 3: stored upside down; turned 180°.
    case down = 3
    /// 4: stored mirrored top to bottom.
    case downMirrored = 4
    /// 5: stored transposed (mirrored across the top-left to bottom-right diagonal).
    case leftMirrored = 5
    /// 6: stored turned 90° counter-clockwise; shown turned 90° clockwise.
    case right = 6
    /// 7: stored transversed (mirrored across the top-right to bottom-left diagonal).
    case rightMirrored = 7
    /// 8: stored turned 90° clockwise; shown turned 90° counter-clockwise.
    case left = 8

    /// Whether the upright image has width and height swapped relative to the stored
    /// pixels (orientations 5 to 8).
    public var swapsDimensions: Bool { rawValue >= 5 }
}
