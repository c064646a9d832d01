import BubbleGeometry
import Transcript

extension Participant {
    /// Up to two initials: the first letters of the first and last words of the name shown.
    package var initials: String {
        let words = displayName.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return String(letters).uppercased()
    }

    /// A colour picked from a palette by a stable hash of the name shown (FNV-1a), so one
    /// person keeps one colour in every image: their avatar's, and their name's in a bubble.
    package var senderColor: RGBAColor {
        let palette = ["#E5484D", "#F76B15", "#FFB224", "#30A46C", "#12A594", "#0090FF", "#6E56CF", "#D6409F"]
        var hash: UInt32 = 2_166_136_261
        for byte in displayName.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return RGBAColor(hex: palette[Int(hash % UInt32(palette.count))]) ?? .black
    }
}
