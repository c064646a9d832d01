/// The typed reads of numbers.
extension JSONCursor {
    /// The number; otherwise `expected EXPECTED, found ...` (its kind).
    package func number(expected: String = "a number") throws(Diagnostic) -> JSONNumber {
        guard let number = value.numberValue else { throw typeMismatch(expected: expected) }
        return number
    }

    /// The number within `range`; otherwise `expected a number from 0 to 1, found 2`.
    package func number(in range: ClosedRange<Double>) throws(Diagnostic) -> Double {
        let number = try number().doubleValue
        guard range.contains(number) else {
            throw unexpected("a number from \(JSONValue.boundText(range.lowerBound)) to \(JSONValue.boundText(range.upperBound))")
        }
        return number
    }

    /// A whole number (written `3` or `3.0`) within `range`; otherwise
    /// `expected a whole number from 1 to 5, found 2.5`.
    package func wholeNumber(in range: ClosedRange<Int>) throws(Diagnostic) -> Int {
        let number = try number(expected: "a whole number").doubleValue
        guard number.rounded() == number, Double(range.lowerBound)...Double(range.upperBound) ~= number else {
            throw unexpected("a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(number)
    }

    /// A whole number (written `3` or `3.0`) of at least `minimum`; otherwise
    /// `expected a non-negative integer, found -1` (or `an integer of at least 1`). Numbers
    /// past 10¹⁵ read as 10¹⁵, past any length or count a range check then refuses.
    package func integer(atLeast minimum: Int) throws(Diagnostic) -> Int {
        let number = try number(expected: "an integer").doubleValue
        guard number == number.rounded(), number >= Double(minimum) else {
            throw unexpected(minimum == 0 ? "a non-negative integer" : "an integer of at least \(minimum)")
        }
        return Int(min(number, 1e15))
    }

    /// An integer written as one (`3`, not `3.0`) that fits in an `Int`; otherwise
    /// `expected an integer, found 3.0`.
    package func integerLiteral() throws(Diagnostic) -> Int {
        guard let int = try number(expected: "an integer").intValue else { throw unexpected("an integer") }
        return int
    }
}
