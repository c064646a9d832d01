import StrictJSON

/// The order of day, month and year in a WhatsApp export's dates, decided once for the whole
/// file: `05/01/2023` is 5 January in most locales and May 1st in the United States, and only
/// the other lines (a 13 somewhere, or the order of the messages) tell which.
enum WhatsAppDateOrder: CaseIterable {
    case dayMonthYear
    case monthDayYear
    case yearMonthDay

    /// The order `--date-order` names.
    init(_ order: ImportOptions.DateOrder) {
        switch order {
        case .dmy: self = .dayMonthYear
        case .mdy: self = .monthDayYear
        case .ymd: self = .yearMonthDay
        }
    }

    /// The note for an order the file did not decide: which was taken, and how to say the other.
    var assumedNote: String {
        let (taken, other) = self == .monthDayYear ? ("month first", "dmy") : ("day first", "mdy")
        return "the dates read either way (no day above 12, the messages in order both ways): read \(taken); "
            + "if that is wrong, import again with --date-order \(other)"
    }

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

    /// What the headers of a file, seen one at a time, say of its order: every header must
    /// read as a real date, and the messages should come in chronological order as far as
    /// possible. Keeps a few numbers per candidate order, not the headers.
    struct Evidence {
        /// The file's first header, which decides year-first dates and breaks ties.
        private var first: WhatsAppHeader?
        private var candidates: [Candidate] = [Candidate(order: .dayMonthYear), Candidate(order: .monthDayYear)]

        private struct Candidate {
            let order: WhatsAppDateOrder
            var previous: ChatDate?
            var inversions = 0
            /// The first header this order reads as no date, and its line.
            var failure: (line: Int, header: WhatsAppHeader)?
        }

        /// Adds the header on line `line`.
        mutating func add(_ header: WhatsAppHeader, line: Int) {
            if first == nil { first = header }
            for index in candidates.indices where candidates[index].failure == nil {
                guard let date = candidates[index].order.date(of: header) else {
                    candidates[index].failure = (line, header)
                    continue
                }
                if let previous = candidates[index].previous, date < previous { candidates[index].inversions += 1 }
                candidates[index].previous = date
            }
        }

        /// The order that reads every header as a real date, in chronological order as far as
        /// possible. When both day-first and month-first fit equally, the locale's marks
        /// decide day-first: dates written with `.` or `-` (no month-first locale does), or
        /// `am`/`pm` in lower case (`p.m.`, en-IN's and en-AU's `pm`). Otherwise the order is
        /// assumed, and `assumed` says so: month-first for 12-hour times (as in the United
        /// States), day-first for 24-hour ones.
        ///
        /// - Throws: a problem naming the line that the last order to fail failed on.
        func decided(file: String) throws(Diagnostic) -> (order: WhatsAppDateOrder, assumed: Bool) {
            guard let first else { return (.dayMonthYear, false) }
            if first.yearFirst { return (.yearMonthDay, false) }
            let fitting = candidates.filter { $0.failure == nil }
            guard let best = fitting.min(by: { $0.inversions < $1.inversions }) else {
                let failure = candidates.compactMap(\.failure).max { $0.line < $1.line }
                throw Diagnostic(kind: .syntax, file: file, line: failure?.line ?? 1,
                                 message: "\(WhatsAppDateOrder.written(failure?.header ?? first)) is not a date and time, whether the day or the month comes first")
            }
            guard fitting.count == 2, fitting[0].inversions == fitting[1].inversions else { return (best.order, false) }
            if first.separator != "/" || first.afternoon != nil && first.lowercaseMeridiem { return (.dayMonthYear, false) }
            return (first.afternoon != nil ? .monthDayYear : .dayMonthYear, true)
        }
    }

    /// `13/13/23 25:00`, for messages.
    static func written(_ header: WhatsAppHeader) -> String {
        let separator = String(header.separator)
        let date = [header.numbers.0, header.numbers.1, header.numbers.2].map(String.init).joined(separator: separator)
        let minute = header.minute < 10 ? "0\(header.minute)" : "\(header.minute)"
        let marker = header.afternoon.map { $0 ? " PM" : " AM" } ?? ""
        return "\(date) \(header.hour):\(minute)\(marker)"
    }
}
