import BubbleGeometry
import StrictJSON

/// The readers of single values: each returns the value, or records why it cannot and returns
/// nil.
extension TranscriptDecoder {
    // MARK: Scalars

    mutating func string(_ value: JSONCursor) -> String? {
        problems.reading(try value.string(within: strings))
    }

    mutating func nonEmptyString(_ value: JSONCursor, expected: String) -> String? {
        problems.reading(try value.nonBlankString(expected: expected, within: strings))
    }

    mutating func bool(_ value: JSONCursor) -> Bool? {
        problems.reading(try value.bool())
    }

    /// A non-empty path without NUL characters, kept as written.
    mutating func filePath(_ value: JSONCursor) -> String? {
        guard let text = string(value) else { return nil }
        guard !text.isEmpty, !text.unicodeScalars.contains("\0") else {
            return rejected(value.unexpected("a file path"))
        }
        return text
    }

    /// Loosely a BCP 47 tag: 1–35 ASCII letters, digits and hyphens, without empty subtags.
    mutating func languageTag(_ value: JSONCursor) -> String? {
        guard let text = problems.reading(try value.string()) else { return nil }
        let utf8 = text.utf8
        let valid = (1 ... 35).contains(utf8.count)
            && utf8.allSatisfy { ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
            && utf8.first != 0x2D && utf8.last != 0x2D && !text.contains("--")
        guard valid else {
            let hint = text.contains("_") ? " (use '-', not '_')" : ""
            return rejected(value.problem("expected a language tag like \"en\", \"ja\" or \"zh-Hans\", found \(value.value.foundDescription)\(hint)"))
        }
        return text
    }

    mutating func number(_ value: JSONCursor, in range: ClosedRange<Double>) -> Double? {
        problems.reading(try value.number(in: range))
    }

    /// A whole number of at least `minimum` (written `3` or `3.0`).
    mutating func integer(_ value: JSONCursor, atLeast minimum: Int) -> Int? {
        problems.reading(try value.integer(atLeast: minimum))
    }

    /// A look's name: one of ``TranscriptLimits/lookNames`` when the reader knows them, any
    /// non-blank name otherwise.
    mutating func lookName(_ value: JSONCursor) -> LookName? {
        if let names = limits.lookNames, !names.isEmpty { return problems.reading(try value.choice(among: names)) }
        return nonEmptyString(value, expected: "a look's name like \"whatsapp\"").map(LookName.init(rawValue:))
    }

    mutating func fraction(_ value: JSONCursor) -> Double? {
        guard let number = problems.reading(try value.number().doubleValue) else { return nil }
        guard number > 0, number <= 1 else {
            return rejected(value.unexpected("a fraction greater than 0 and at most 1"))
        }
        return number
    }

    /// One of all the cases, which the error lists in declaration order.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ value: JSONCursor) -> T? where T.RawValue == String {
        problems.reading(try value.choice())
    }

    mutating func decodeColor(_ value: JSONCursor) -> RGBAColor? {
        problems.reading(try value.parsed("a colour like \"#RRGGBB\"") { RGBAColor(hex: $0) })
    }

    // MARK: Structure

    mutating func object(_ value: JSONCursor) -> JSONObjectCursor? {
        problems.reading(try value.object())
    }

    /// Records every key of `object` that is not in `allowed` (see
    /// ``JSONObjectCursor/checkKeys(allowed:alsoSuggesting:into:)``).
    mutating func checkKeys(of object: JSONObjectCursor, allowed: [String], alsoSuggesting extra: [String] = []) {
        object.checkKeys(allowed: allowed, alsoSuggesting: extra, into: &problems)
    }

    /// False, after recording why, when `text` (`value`, or read from it) is over the limits
    /// for one string.
    mutating func checkLength(_ text: String, at value: JSONCursor) -> Bool {
        problems.reading(try value.check(text, within: strings)) != nil
    }

    // MARK: Problems

    /// Records `message` as a problem with `value`.
    mutating func report(_ message: String, at value: JSONCursor) {
        problems.append(value.problem(message))
    }

    /// Records `problem` and gives nil, for readers to return.
    mutating func rejected<T>(_ problem: Diagnostic) -> T? {
        problems.append(problem)
        return nil
    }
}
