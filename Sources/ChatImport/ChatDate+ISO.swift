extension ChatDate {
    /// The clock time of an ISO 8601 date such as `2023-01-05T14:03:00`,
    /// `2023-01-05T14:03:00.123+01:00` or `2023-01-05 14:03`: fractions and any zone
    /// designator are dropped, so the time stays as the exporter wrote it. A plain
    /// `2023-01-05` is that day's midnight. Nil when it is not such a date.
    public init?(iso text: String) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= scalars.count else { return nil }
            var value = 0
            for scalar in scalars[index..<index + digits] {
                guard ("0"..."9").contains(scalar) else { return nil }
                value = value * 10 + Int(scalar.value - 0x30)
            }
            index += digits
            return value
        }
        func skip(_ separator: Unicode.Scalar) -> Bool {
            guard index < scalars.count, scalars[index] == separator else { return false }
            index += 1
            return true
        }
        guard let year = number(4), skip("-"), let month = number(2), skip("-"), let day = number(2) else { return nil }
        guard index < scalars.count else {
            self.init(year: year, month: month, day: day)
            return
        }
        guard skip("T") || skip(" "), let hour = number(2), skip(":"), let minute = number(2) else { return nil }
        var second = 0
        if skip(":") {
            guard let value = number(2) else { return nil }
            second = value
        }
        if skip(".") {
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
        }
        let zone = String(String.UnicodeScalarView(scalars[index...]))
        guard zone.isEmpty || zone == "Z" || Self.isOffset(zone) else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    /// `+01:00`, `-0500`, `+01`.
    private static func isOffset(_ text: String) -> Bool {
        guard let sign = text.first, sign == "+" || sign == "-" else { return false }
        let digits = text.dropFirst().filter { $0 != ":" }
        return (digits.count == 2 || digits.count == 4) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
