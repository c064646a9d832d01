/// The colour space a JPEG stores its samples in (the `TJCS_*` value from
/// `tjDecompressHeader3`). Whatever it is, ``JPEGDecoder`` returns straight RGBA.
public enum JPEGColorSpace: Sendable, Hashable {
    /// One grey component (`TJCS_GRAY`).
    case greyscale
    /// Luma and two chroma components (`TJCS_YCbCr`): nearly every photo.
    case ycbcr
    /// Red, green and blue stored directly (`TJCS_RGB`).
    case rgb
    /// Cyan, magenta, yellow and black (`TJCS_CMYK`), typically from print workflows.
    case cmyk
    /// CMYK with the CMY part stored as YCbCr (`TJCS_YCCK`), typically from Photoshop.
    case ycck
}
