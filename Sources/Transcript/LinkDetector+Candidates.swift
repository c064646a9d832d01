extension LinkDetector {
    /// The fewest ASCII digits a phone number has (see `phoneNumber(at:)`).
    static let phoneDigits = 7

    /// Whether `text` may hold an entity, read from its UTF-8 bytes without reading its
    /// characters: every entity has one of these, so a text with none has no entity.
    ///
    /// - a scheme's `://` (a web address with `http://` or `https://`) and a dot or a digit
    ///   somewhere (as detection has always asked of every text);
    /// - a dot followed by an ASCII letter or digit (the dot between two labels of a host
    ///   name without a scheme, which has at least two: `www.`, bare domains, e-mail);
    /// - at least ``phoneDigits`` ASCII digits (a phone number).
    ///
    /// Most messages end a sentence with a dot, or hold a time or a price, and have none.
    static func mayHoldEntities(_ text: String) -> Bool {
        var digits = 0
        var dots = 0
        var scheme = false
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"):
                digits += 1
                if digits >= phoneDigits || previous == UInt8(ascii: ".") { return true }
            case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"):
                if previous == UInt8(ascii: ".") { return true }
            case UInt8(ascii: "."):
                dots += 1
            case UInt8(ascii: "/"):
                if previous == UInt8(ascii: "/") && beforePrevious == UInt8(ascii: ":") { scheme = true }
            default:
                break
            }
            beforePrevious = previous
            previous = byte
        }
        return scheme && digits + dots > 0
    }
}
