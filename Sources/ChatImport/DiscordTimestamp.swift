/// The time a `<t:seconds:style>` token of a Discord message shows, in the exporter's time zone
/// (the offset of the message's own timestamp) and in the day-first English the import writes
/// dates in: `t` 21:40, `T` 21:40:05, `d` 03/02/2024, `D` 3 February 2024, `f` (also without a
/// style) 3 February 2024 21:40, `F` Saturday, 3 February 2024 21:40, and `R` how long before or
/// after the message it is (`in 2 hours`, `3 days ago`).
enum DiscordTimestamp {
    /// When a message was sent: its instant and the exporter's offset from UTC.
    struct Sent {
        var unixSeconds: Int
        var offsetSeconds: Int

        /// A message sent at `unixSeconds`, exported `offsetSeconds` east of UTC.
        init(unixSeconds: Int, offsetSeconds: Int) {
            self.unixSeconds = unixSeconds
            self.offsetSeconds = offsetSeconds
        }

        /// The instant and offset of a message's `timestamp` (`2024-02-03T21:40:00.123+01:00`; no
        /// offset, or `Z`, is UTC), whose clock time is `date`.
        init(timestamp: String, date: ChatDate) {
            var offset = 0
            // The offset follows the time: after its first colon.
            let time = timestamp.split(separator: "T", maxSplits: 1).dropFirst().first ?? ""
            let tail = time.split(separator: ":", maxSplits: 1).dropFirst().first ?? ""
            if let sign = tail.lastIndex(where: { $0 == "+" || $0 == "-" }) {
                let digits = tail[tail.index(after: sign)...].filter { $0 != ":" }
                if digits.count == 4 || digits.count == 2, let value = Int(digits) {
                    offset = (digits.count == 4 ? value / 100 * 3600 + value % 100 * 60 : value * 3600) * (tail[sign] == "-" ? -1 : 1)
                }
            }
            self.init(unixSeconds: date.unixSeconds - offset, offsetSeconds: offset)
        }
    }

    /// The text for `seconds` (Unix time) in `style`; nil for a style Discord does not have or a
    /// time outside the years 1 to 9999.
    static func text(_ seconds: Int, style: Character, sent: Sent) -> String? {
        guard abs(seconds) < 300_000_000_000, let date = ChatDate(unixSeconds: seconds + sent.offsetSeconds) else { return nil }
        let secondsText = date.second < 10 ? "0\(date.second)" : "\(date.second)"
        switch style {
        case "t": return date.timeText
        case "T": return date.timeText + ":" + secondsText
        case "d": return [date.day, date.month].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: "/") + "/\(date.year)"
        case "D": return date.dayText
        case "f": return date.dayText + " " + date.timeText
        case "F": return weekdays[weekday(of: seconds + sent.offsetSeconds)] + ", " + date.dayText + " " + date.timeText
        case "R": return relative(seconds - sent.unixSeconds)
        default: return nil
        }
    }

    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// 0 for Sunday to 6 for Saturday (1 January 1970 was a Thursday).
    private static func weekday(of seconds: Int) -> Int {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return ((days + 4) % 7 + 7) % 7
    }

    /// `in 2 hours` or `2 hours ago` for a time `difference` seconds after the message, rounded
    /// as Discord rounds it.
    private static func relative(_ difference: Int) -> String {
        let span = abs(difference)
        let minutes = (span + 30) / 60, hours = (span + 1800) / 3600, days = (span + 43_200) / 86_400
        let amount: String
        switch span {
        case ..<45: amount = "a few seconds"
        case ..<90: amount = "a minute"
        case ..<(45 * 60): amount = "\(minutes) minutes"
        case ..<(90 * 60): amount = "an hour"
        case ..<(22 * 3600): amount = "\(hours) hours"
        case ..<(36 * 3600): amount = "a day"
        case ..<(26 * 86_400): amount = "\(days) days"
        case ..<(45 * 86_400): amount = "a month"
        case ..<(320 * 86_400): amount = "\(max(2, (days + 15) / 30)) months"
        case ..<(548 * 86_400): amount = "a year"
        default: amount = "\(max(2, (days + 182) / 365)) years"
        }
        return difference >= 0 ? "in " + amount : amount + " ago"
    }
}
