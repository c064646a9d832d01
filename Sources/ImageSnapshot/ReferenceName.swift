import Foundation

/// A text (a test's name, its arguments, an assertion's `named:`) as a part of a reference
/// file's name: kept as it is, in any script, where the file systems of Linux, macOS and
/// Windows take it; a space becomes `-`. When anything else had to change (a character no file
/// system takes, `.`, which separates the parts, or a text longer than ``maxLength``), a `~`
/// and a short hash of the whole text follow, so two texts never share a part.
enum ReferenceName {
    /// The most characters of a text a part keeps, and the most UTF-8 bytes.
    static let maxLength = 60
    static let maxBytes = 120

    /// The characters a part never holds: those Windows or macOS refuse in a file name, and
    /// `.`, which separates the parts.
    private static let refused: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|", "."]

    /// `text` as a part of a file name (see ``ReferenceName``).
    static func part(_ text: String) -> String {
        let text = text.precomposedStringWithCanonicalMapping
        var lost = false
        var part = ""
        for character in text {
            if character == " " {
                part.append("-")
            } else if refused.contains(character) || character.unicodeScalars.contains(where: isControlOrSpace) {
                part.append("-")
                lost = true
            } else {
                part.append(character)
            }
        }
        if part.count > maxLength {
            part = String(part.prefix(maxLength))
            lost = true
        }
        while part.utf8.count > maxBytes {
            part.removeLast()
            lost = true
        }
        return lost ? part + "~" + hash(text) : part
    }

    /// A scalar no file name should hold: a control character, or white space other than the
    /// plain space.
    private static func isControlOrSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || (scalar != " " && scalar.properties.isWhitespace)
    }

    /// Six base-36 characters of the FNV-1a hash of `text`'s UTF-8 bytes: the same on every
    /// machine and in every run.
    static func hash(_ text: String) -> String {
        let value = text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let digits = String(value % 2_176_782_336, radix: 36)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }
}
