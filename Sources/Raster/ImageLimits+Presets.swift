extension ImageLimits {
    /// PNG files read whole (`PNGDecoder`'s default, so `bubbles diff` and snapshots): 32768
    /// pixels a side and 100,000,000 pixels, i.e. at most 400 MB of decoded RGBA (one image's
    /// worth is also ``maxTotalBytes``). Screenshots and rendered chat transcripts fit with
    /// room to spare.
    public static let pngFiles = ImageLimits(maxWidth: 32768, maxHeight: 32768, maxPixels: 100_000_000,
                                             maxTotalBytes: 400_000_000)

    /// Photos (`JPEGDecoder`'s default; the size checked is the upright one): 16384 pixels
    /// a side and 50,000,000 pixels, i.e. at most 200 MB of decoded RGBA (a 12-megapixel
    /// phone photo is about 48 MB; one image's worth is also ``maxTotalBytes``). Any phone or
    /// camera photo in common use fits.
    public static let photos = ImageLimits(maxWidth: 16384, maxHeight: 16384, maxPixels: 50_000_000,
                                           maxTotalBytes: 200_000_000)

    /// The images one transcript refers to (`BubbleRender`'s default): each at most 16384
    /// pixels a side and 50,000,000 pixels, and all distinct images of the transcript
    /// together at most 1 GiB decoded.
    public static let transcriptImages = ImageLimits(maxWidth: 16384, maxHeight: 16384, maxPixels: 50_000_000,
                                                     maxTotalBytes: 1 << 30)
}
