import StrictJSON

/// A time of day as a message's `time` or a separator writes it: `9:41`, `09:41`,
/// `09:41:05`, or with the half of the day after it, `9:41 AM`, `9:41 p.m.` (any case, any
/// space before it, the narrow no-break space iOS writes included).
package struct ClockTime: Sendable, Hashable, Comparable {
    /// Minutes since midnight, 0 to 1439.
    package let minutes: Int

    /// The time `text` writes, all of it; nil when it is anything else ("Delivered",
    /// "Read 09:44", "yesterday").
    package init?(_ text: some StringProtocol) {
        var scalars = Substring(text).unicodeScalars[...]
        func digits(_ count: ClosedRange<Int>) -> Int? {
            let run = scalars.prefix { ("0"..."9").contains($0) }
            guard count.contains(run.count) else { return nil }
            scalars = scalars.dropFirst(run.count)
            return run.reduce(0) { $0 * 10 + Int($1.value - 48) }
        }
        func skip(_ scalar: Unicode.Scalar) -> Bool {
            guard scalars.first == scalar else { return false }
            scalars = scalars.dropFirst()
            return true
        }
        scalars = scalars.drop { $0.properties.isWhitespace }
        guard let hour = digits(1...2), skip(":"), let minute = digits(2...2), minute < 60 else { return nil }
        if skip(":") {
            guard let second = digits(2...2), second < 60 else { return nil }
        }
        scalars = scalars.drop { $0.properties.isWhitespace }
        let half = String(String.UnicodeScalarView(scalars)).lowercased().filter { $0 != "." && !$0.isWhitespace }
        switch half {
        case "":
            guard hour < 24 else { return nil }
            minutes = hour * 60 + minute
        case "am", "pm":
            guard (1...12).contains(hour) else { return nil }
            minutes = (hour % 12 + (half == "pm" ? 12 : 0)) * 60 + minute
        default:
            return nil
        }
    }

    package static func < (lhs: ClockTime, rhs: ClockTime) -> Bool {
        lhs.minutes < rhs.minutes
    }

    /// `label` cut before the time that ends it ("Yesterday 22:14", "Today 9:41 AM"): the
    /// words before it, without the space between, and the time as written; nil when the
    /// label does not end in a time.
    package static func split(_ label: String) -> (day: String, time: String, clock: ClockTime)? {
        let words = label.split(whereSeparator: \.isWhitespace)
        // The time is the last word, or the last two when the half of the day is a word apart.
        for count in [2, 1] where words.count >= count {
            let start = words[words.count - count].startIndex
            guard let clock = ClockTime(label[start...]) else { continue }
            let day = label[..<start].trimmingScalars { $0.properties.isWhitespace }
            return (day, String(label[start...]).trimmingScalars { $0.properties.isWhitespace }, clock)
        }
        return nil
    }
}
