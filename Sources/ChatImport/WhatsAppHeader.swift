/// The date and time that start a message in a WhatsApp export, as written and not yet
/// interpreted: `[05/01/2023, 14:03:09] ` (iOS) or `1/5/23, 2:03 PM - ` (Android).
///
/// Which of the first two numbers is the day is decided for the whole file
/// (``WhatsAppDateOrder``), so a header keeps the three numbers as they stand.
struct WhatsAppHeader {
    /// The three numbers of the date, in the order written.
    var numbers: (Int, Int, Int)
    /// Whether the first number has four digits (a year: `2023-01-05`).
    var yearFirst: Bool
    /// The character between the date's numbers: `/`, `.` or `-`.
    var separator: Unicode.Scalar
    var hour: Int
    var minute: Int
    var second: Int
    /// True for a 12-hour time followed by PM, false for AM, nil for a 24-hour time.
    var afternoon: Bool?
    /// Whether `am`/`pm` is written in lower case (`p.m.`, en-IN and en-AU's `pm`), as
    /// day-first locales write it; the United States writes `PM`.
    var lowercaseMeridiem: Bool
    /// The rest of the line: `Name: text`, or a system line.
    var body: Substring

    /// The header at the start of `line`, or nil when the line continues the message before.
    ///
    /// Leading direction marks (U+200E, U+200F and the embedding controls) are skipped; the
    /// date and time may be separated by `, `, a space or a word (`à`, `um`); the time may
    /// have seconds and an AM/PM marker in any of its spellings (`PM`, `p.m.`, `p. m.`, after
    /// a space, U+00A0 or U+202F).
    init?(_ line: Substring) {
        var scanner = Scanner(line.unicodeScalars)
        scanner.skip(while: Self.isMark)
        let bracketed = scanner.skip("[")
        guard let first = scanner.number(maxDigits: 4), let separator = scanner.dateSeparator(),
              let second = scanner.number(maxDigits: 2), scanner.dateSeparator() == separator,
              let third = scanner.number(maxDigits: 4)
        else { return nil }
        scanner.skip(while: Self.isMark)
        _ = scanner.skip(".")
        _ = scanner.next(in: ",\u{060C}")
        guard scanner.skip(while: Self.isSpace) else { return nil }
        // A word between date and time: `à`, `um`, or the half of the day before it (`오후`).
        var meridiem: Bool?
        if scanner.peekLetter {
            let word = scanner.word()
            meridiem = Self.halfOfDayBefore[word]
            guard scanner.skip(while: Self.isSpace) || meridiem != nil else { return nil }
        }
        guard let hour = scanner.number(maxDigits: 2), scanner.next(in: ":.") != nil,
              let minute = scanner.number(minDigits: 2, maxDigits: 2)
        else { return nil }
        var seconds = 0
        let afterMinutes = scanner.index
        if scanner.next(in: ":.") != nil, let value = scanner.number(minDigits: 2, maxDigits: 2) {
            seconds = value.value
        } else {
            scanner.index = afterMinutes
        }
        if meridiem == nil {
            let afterTime = scanner.index
            scanner.skip(while: Self.isSpace)
            meridiem = scanner.meridiem()
            if meridiem == nil { scanner.index = afterTime }
        }
        if bracketed {
            guard scanner.skip("]") else { return nil }
            scanner.skip(while: Self.isSpace)
        } else {
            guard scanner.skip(while: Self.isSpace), scanner.next(in: "-–") != nil else { return nil }
            guard scanner.skip(while: Self.isSpace) || scanner.atEnd else { return nil }
        }
        numbers = (first.value, second.value, third.value)
        yearFirst = first.digits == 4
        guard yearFirst ? third.digits <= 2 : first.digits <= 2 && (third.digits == 2 || third.digits == 4) else { return nil }
        self.separator = separator
        afternoon = meridiem
        lowercaseMeridiem = scanner.lowercaseMeridiem
        self.hour = hour.value
        self.minute = minute.value
        self.second = seconds
        body = Substring(line.unicodeScalars[scanner.index...])
    }

    /// The words for the half of the day that stand before the time in Korean, Chinese and
    /// Japanese exports (`2024. 2. 3. 오후 9:41`): true for the afternoon.
    private static let halfOfDayBefore: [String: Bool] = ["오전": false, "오후": true, "上午": false, "下午": true,
                                                           "午前": false, "午後": true]

    /// Direction marks and embedding controls WhatsApp puts before lines and names.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// A space, a no-break space, a narrow no-break space or a thin space.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0xA0, 0x202F, 0x2009: true
        default: false
        }
    }
}

/// Reads a header's pieces from a line's scalars.
private struct Scanner {
    let scalars: Substring.UnicodeScalarView
    var index: Substring.UnicodeScalarView.Index
    /// Whether the last `am`/`pm` ``meridiem()`` read was in lower case.
    var lowercaseMeridiem = false

    init(_ scalars: Substring.UnicodeScalarView) {
        self.scalars = scalars
        index = scalars.startIndex
    }

    var atEnd: Bool { index == scalars.endIndex }

    var peekLetter: Bool { !atEnd && scalars[index].properties.isAlphabetic }

    mutating func skip(_ scalar: Unicode.Scalar) -> Bool {
        guard !atEnd, scalars[index] == scalar else { return false }
        index = scalars.index(after: index)
        return true
    }

    /// Skips scalars while `matches`; true when it skipped any.
    @discardableResult
    mutating func skip(while matches: (Unicode.Scalar) -> Bool) -> Bool {
        let start = index
        while !atEnd, matches(scalars[index]) { index = scalars.index(after: index) }
        return index != start
    }

    mutating func next(in set: String) -> Unicode.Scalar? {
        guard !atEnd, set.unicodeScalars.contains(scalars[index]) else { return nil }
        defer { index = scalars.index(after: index) }
        return scalars[index]
    }

    /// A number of Western (`0`-`9`), Arabic-Indic (`٠`-`٩`) or Persian (`۰`-`۹`) digits.
    mutating func number(minDigits: Int = 1, maxDigits: Int) -> (value: Int, digits: Int)? {
        var value = 0
        var digits = 0
        while !atEnd, digits < maxDigits, let digit = Self.digit(scalars[index]) {
            value = value * 10 + digit
            digits += 1
            index = scalars.index(after: index)
        }
        if !atEnd, Self.digit(scalars[index]) != nil { return nil }
        return digits >= minDigits ? (value, digits) : nil
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value - 0x30)
        case 0x660...0x669: Int(scalar.value - 0x660)
        case 0x6F0...0x6F9: Int(scalar.value - 0x6F0)
        default: nil
        }
    }

    /// The `/`, `.` or `-` between a date's numbers, with the direction marks Arabic exports
    /// put beside it and the space Korean exports put after a dot (`2024. 2. 3.`).
    mutating func dateSeparator() -> Unicode.Scalar? {
        skip(while: WhatsAppHeader.isMark)
        guard let separator = next(in: "/.-") else { return nil }
        skip(while: WhatsAppHeader.isMark)
        if separator == "." { skip(while: WhatsAppHeader.isSpace) }
        return separator
    }

    /// Letters up to the next scalar that is not one.
    mutating func word() -> String {
        let start = index
        skip(while: { $0.properties.isAlphabetic })
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    /// `AM`, `a.m.`, `a. m.`, Arabic `ص` and `م` and the like: true for PM, false for AM, nil
    /// when there is none.
    mutating func meridiem() -> Bool? {
        let start = index
        if let arabic = next(in: "\u{0635}\u{0645}") {
            guard atEnd || !scalars[index].properties.isAlphabetic else {
                index = start
                return nil
            }
            return arabic == "\u{0645}"
        }
        guard let letter = next(in: "aApP") else { return nil }
        _ = skip(".")
        skip(while: WhatsAppHeader.isSpace)
        guard next(in: "mM") != nil else {
            index = start
            return nil
        }
        _ = skip(".")
        lowercaseMeridiem = letter == "a" || letter == "p"
        return letter == "p" || letter == "P"
    }
}
