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
        guard let first = scanner.number(maxDigits: 4), let separator = scanner.next(in: "/.-"),
              let second = scanner.number(maxDigits: 2), scanner.skip(separator),
              let third = scanner.number(maxDigits: 4)
        else { return nil }
        _ = scanner.skip(".")
        _ = scanner.skip(",")
        guard scanner.skip(while: Self.isSpace) else { return nil }
        if scanner.peekLetter {
            scanner.skip(while: { $0.properties.isAlphabetic })
            guard scanner.skip(while: Self.isSpace) else { return nil }
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
        let afterTime = scanner.index
        scanner.skip(while: Self.isSpace)
        let meridiem = scanner.meridiem()
        if meridiem == nil { scanner.index = afterTime }
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
        self.hour = hour.value
        self.minute = minute.value
        self.second = seconds
        body = Substring(line.unicodeScalars[scanner.index...])
    }

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

    mutating func number(minDigits: Int = 1, maxDigits: Int) -> (value: Int, digits: Int)? {
        var value = 0
        var digits = 0
        while !atEnd, digits < maxDigits, ("0"..."9").contains(scalars[index]) {
            value = value * 10 + Int(scalars[index].value - 0x30)
            digits += 1
            index = scalars.index(after: index)
        }
        if !atEnd, ("0"..."9").contains(scalars[index]) { return nil }
        return digits >= minDigits ? (value, digits) : nil
    }

    /// `AM`, `a.m.`, `a. m.` and the like: true for PM, false for AM, nil when there is none.
    mutating func meridiem() -> Bool? {
        let start = index
        guard let letter = next(in: "aApP") else { return nil }
        _ = skip(".")
        skip(while: WhatsAppHeader.isSpace)
        guard next(in: "mM") != nil else {
            index = start
            return nil
        }
        _ = skip(".")
        return letter == "p" || letter == "P"
    }
}
