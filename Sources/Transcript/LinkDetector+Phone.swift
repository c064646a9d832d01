extension LinkDetector.Scanner {
    /// The characters that may separate a phone number's groups of digits: a space (also
    /// no-break and thin ones), a hyphen, a dot.
    private static let phoneSeparators: Set<Character> = [" ", "-", ".", "\u{00A0}", "\u{202F}", "\u{2009}"]

    /// Where a phone number starting at `index` ends; nil when none starts there.
    ///
    /// A number is groups of ASCII digits, one of them maybe in parentheses (`(555) 123-4567`,
    /// `+44 (0)20 7946 0958`), separated by single separators (``phoneSeparators``), 7 to
    /// 15 digits in all. With a leading `+` that is enough; without one the apps guess, and so
    /// does this: a run of digits without separators, a decimal number or an IP address
    /// (`3.14159265`, `192.168.1.1`), a date (`2024-01-15`, `15.01.2024`), a range of years
    /// (`1990-2024`) and a group of one digit (`1 250 000`) are not numbers to call, except the
    /// leading 1 of North America's `1-800-555-0100`.
    func phoneNumber(at index: Int) -> Int? {
        var position = index
        let international = self[position] == "+"
        if international {
            guard let next = self[position + 1], Self.isDigit(next) else { return nil }
            position += 1
        }
        var groups: [Int] = []
        var separators: Set<Character> = []
        var parenthesised = false
        var end = index
        while groups.reduce(0, +) <= 15 {
            let opens = self[position] == "(" && !parenthesised
            let start = opens ? position + 1 : position
            var after = start
            while let character = self[after], Self.isDigit(character) { after += 1 }
            guard after > start else { break }
            if opens {
                guard self[after] == ")" else { break }
                after += 1
                parenthesised = true
            }
            groups.append(after - start)
            end = after
            position = after
            if opens, let next = self[position], Self.isDigit(next) { continue }
            guard let separator = self[position], Self.phoneSeparators.contains(separator), let next = self[position + 1],
                  Self.isDigit(next) || (next == "(" && !parenthesised) else { break }
            separators.insert(separator)
            position += 1
        }
        let digits = groups.reduce(0, +)
        guard (7 ... 15).contains(digits), isPhoneEnd(end) else { return nil }
        if international { return end }
        guard groups.count > 1 else { return nil }
        let northAmerican = groups == [1, 3, 3, 4] && characters[index] == "1"
        guard northAmerican || groups.allSatisfy({ $0 >= 2 }) else { return nil }
        if separators == ["."], groups.count < 3 { return nil }
        let dateLike = groups.count == 3 && (groups == [4, 2, 2] || (groups[2] == 4 && groups[0] <= 2 && groups[1] <= 2))
        let yearRange = groups == [4, 4] && separators == ["-"]
        return dateLike || yearRange ? nil : end
    }

    /// Whether a phone number may end at `index`: no word, digit or per cent sign follows.
    private func isPhoneEnd(_ index: Int) -> Bool {
        guard let after = self[index] else { return true }
        return !Self.joinsWords(after) && after != "%" && !after.isNumber
    }
}
