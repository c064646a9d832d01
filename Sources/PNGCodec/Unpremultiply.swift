/// Converts premultiplied colour samples back to straight ones, as Cairo's own PNG writer
/// does: `(c * 255 + a / 2) / a`, clamped to 255, and 0 when `a` is 0.
enum Unpremultiply {
    /// `table[a << 8 | c]` is the straight value of premultiplied sample `c` at alpha `a`.
    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 65536)
        for alpha in 1..<256 {
            for value in 0..<256 {
                table[alpha << 8 | value] = UInt8(min(255, (value * 255 + alpha / 2) / alpha))
            }
        }
        return table
    }()
}
