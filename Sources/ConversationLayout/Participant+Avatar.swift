import BubbleGeometry
import Transcript

extension Participant {
    /// Up to two initials: the first letters of the first and last words of the name shown.
    package var initials: String {
        let words = displayName.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return String(letters).uppercased()
    }

    /// The sender colours, in the order ``senderColorIndex`` counts them: red, orange, amber,
    /// green, teal, blue, violet, pink.
    package static let senderPalette: [RGBAColor] = [0xE5484D, 0xF76B15, 0xFFB224, 0x30A46C, 0x12A594, 0x0090FF, 0x6E56CF, 0xD6409F]
        .map { RGBAColor.rgb($0) }

    /// The place of this participant's colour in ``senderPalette``, by a stable hash of the
    /// name shown (FNV-1a).
    package var senderColorIndex: Int {
        var hash: UInt32 = 2_166_136_261
        for byte in displayName.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(Self.senderPalette.count))
    }

    /// A colour picked from ``senderPalette`` by ``senderColorIndex``, so one person keeps one
    /// colour in every image: their avatar's, and their name's in a bubble.
    package var senderColor: RGBAColor {
        Self.senderPalette[senderColorIndex]
    }
}
