import StrictJSON

/// The order of day, month and year in a WhatsApp export's dates, decided once for the whole
/// file: `05/01/2023` is 5 January in most locales and May 1st in the United States, and only
/// the other lines (a 13 somewhere, or the order of the messages) tell which.
enum WhatsAppDateOrder: CaseIterable {
    case dayMonthYear
    case monthDayYear
    case yearMonthDay

    /// The date `header` names in this order, or nil when it names none.
    func date(of header: WhatsAppHeader) -> ChatDate? {
        let (a, b, c) = header.numbers
        let (year, month, day): (Int, Int, Int)
        switch self {
        case .dayMonthYear: (year, month, day) = (c, b, a)
        case .monthDayYear: (year, month, day) = (c, a, b)
        case .yearMonthDay: (year, month, day) = (a, b, c)
        }
        var hour = header.hour
        if let afternoon = header.afternoon {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (afternoon ? 12 : 0)
        }
        return ChatDate(year: year < 100 ? 2000 + year : year, month: month, day: day, hour: hour,
                        minute: header.minute, second: header.second)
    }

    /// The order that reads every header as a real date, in chronological order as far as
    /// possible; when both day-first and month-first fit equally, month-first for 12-hour
    /// times written with `/` (as in the United States), day-first otherwise.
    ///
    /// - Throws: a problem naming the first line no order reads.
    static func inferred(from headers: [(line: Int, header: WhatsAppHeader)], file: String) throws(Diagnostic) -> WhatsAppDateOrder {
        guard let first = headers.first else { return .dayMonthYear }
        if first.header.yearFirst {
            return .yearMonthDay
        }
        let candidates: [WhatsAppDateOrder] = [.dayMonthYear, .monthDayYear]
        var fitting: [(order: WhatsAppDateOrder, inversions: Int)] = []
        var firstFailure: [Int] = []
        for order in candidates {
            var previous: ChatDate?
            var inversions = 0
            var failedLine: Int?
            for (line, header) in headers {
                guard let date = order.date(of: header) else {
                    failedLine = line
                    break
                }
                if let previous, date < previous { inversions += 1 }
                previous = date
            }
            if let failedLine {
                firstFailure.append(failedLine)
            } else {
                fitting.append((order, inversions))
            }
        }
        guard let best = fitting.min(by: { $0.inversions < $1.inversions }) else {
            let line = firstFailure.max() ?? first.line
            let header = headers.first { $0.line == line }?.header ?? first.header
            throw Diagnostic(kind: .syntax, file: file, line: line,
                             message: "\(Self.written(header)) is not a date and time, whether the day or the month comes first")
        }
        if fitting.count == 2, fitting[0].inversions == fitting[1].inversions {
            return first.header.afternoon != nil && first.header.separator == "/" ? .monthDayYear : .dayMonthYear
        }
        return best.order
    }

    /// `13/13/23 25:00`, for messages.
    private static func written(_ header: WhatsAppHeader) -> String {
        let separator = String(header.separator)
        let date = [header.numbers.0, header.numbers.1, header.numbers.2].map(String.init).joined(separator: separator)
        let minute = header.minute < 10 ? "0\(header.minute)" : "\(header.minute)"
        let marker = header.afternoon.map { $0 ? " PM" : " AM" } ?? ""
        return "\(date) \(header.hour):\(minute)\(marker)"
    }
}
