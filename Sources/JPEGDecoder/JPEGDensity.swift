/// How many pixels a JPEG file of a given size can really hold: a header claiming far more
/// describes data that is not there.
public enum JPEGDensity {
    /// The most pixels a JPEG may declare per byte of its file. Each 8x8 block of a
    /// Huffman-coded JPEG takes at least a bit, so about 512 pixels a byte is the most any
    /// real file reaches (a blank progressive photo: 170); this leaves room for arithmetic
    /// coding.
    public static let maxPixelsPerByte = 2048

    /// Images up to this many pixels pass ``isPlausible(pixels:fileBytes:)`` at any file size.
    public static let plausibleAtAnySize = 1 << 20

    /// Whether a file of `fileBytes` bytes can hold `pixels` pixels of JPEG data (see
    /// ``maxPixelsPerByte``).
    public static func isPlausible(pixels: Int, fileBytes: Int) -> Bool {
        pixels <= plausibleAtAnySize || pixels / maxPixelsPerByte <= fileBytes
    }
}
