/// A date and time as a chat export shows it: the sender's wall clock, without a time zone.
///
/// Exports that store an instant (Slack's `ts`) are shown in UTC; those that store a local
/// time (Telegram, WhatsApp, DiscordChatExporter) keep the clock time they wrote.
public struct ChatDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, e.g. 2023.
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int
    /// The day of the month, 1 to 31.
    public var day: Int
    /// The hour, 0 to 23.
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int
    /// The second, 0 to 59 (60 for a leap second).
    public var second: Int

    /// A date when the fields name a real day and time, else nil.
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.days(inMonth: month, year: year)).contains(day),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The UTC date and time `seconds` after 1970-01-01T00:00:00Z (fractions dropped); nil
    /// outside the years 1 to 9999.
    public init?(unixSeconds seconds: Int) {
        guard (-62_135_596_800 ... 253_402_300_799).contains(seconds) else { return nil }
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        // Civil date from a day count (Howard Hinnant's days_from_civil, inverted).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day, hour: rest / 3600, minute: rest / 60 % 60, second: rest % 60)
    }

    /// The seconds from 1970-01-01T00:00:00Z to this date read as UTC.
    public var unixSeconds: Int {
        // Howard Hinnant's days_from_civil.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// Orders by year, month, day, hour, minute, second.
    public static func < (lhs: ChatDate, rhs: ChatDate) -> Bool {
        lhs.fields.lexicographicallyPrecedes(rhs.fields)
    }

    private var fields: [Int] { [year, month, day, hour, minute, second] }

    /// The same day, as a value that compares days only.
    public var dayOnly: ChatDate {
        var date = self
        (date.hour, date.minute, date.second) = (0, 0, 0)
        return date
    }

    /// `14:03`: the time a message shows.
    public var timeText: String {
        Self.twoDigits(hour) + ":" + Self.twoDigits(minute)
    }

    /// `5 January 2023`: the label of the separator before a day's first message.
    public var dayText: String {
        "\(day) \(Self.monthNames[month - 1]) \(year)"
    }

    /// `2023-01-05T14:03:09`.
    public var description: String {
        "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day))T\(Self.twoDigits(hour)):\(Self.twoDigits(minute)):\(Self.twoDigits(second))"
    }

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                     "September", "October", "November", "December"]

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
