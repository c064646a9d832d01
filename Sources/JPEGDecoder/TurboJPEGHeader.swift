/// What `tjDecompressHeader3` reports about a JPEG, before orientation.
struct TurboJPEGHeader: Equatable {
    /// Stored width in pixels.
    var width: Int
    /// Stored height in pixels.
    var height: Int
    /// The stored colour space.
    var colorSpace: JPEGColorSpace
}
