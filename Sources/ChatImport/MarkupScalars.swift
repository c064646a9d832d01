/// A message's markup as Unicode scalars, with the look-ups Discord's and Slack's readers make.
struct MarkupScalars {
    /// The markup.
    let scalars: [Unicode.Scalar]

    /// The scalars of `text`.
    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The scalar at `index`.
    subscript(index: Int) -> Unicode.Scalar { scalars[index] }

    /// Whether `marker` starts at `index` and ends before `end`.
    func has(_ marker: String, at index: Int, before end: Int) -> Bool {
        var position = index
        for scalar in marker.unicodeScalars {
            guard position < end, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    /// The scalar at `index` when it is before `end`.
    func scalar(at index: Int, before end: Int) -> Unicode.Scalar? {
        index >= 0 && index < end ? scalars[index] : nil
    }

    /// Whether `index` starts a line of the text in `range` (the range's start counts as one).
    func startsLine(_ index: Int, in range: Range<Int>) -> Bool {
        index == range.lowerBound || scalars[index - 1] == "\n"
    }

    /// Whether `scalar` is white space (a line break included).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    /// Whether `scalar` is a letter, a combining mark, a digit or a connector such as `_`: what
    /// regular expressions call a word character (`\w`).
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .decimalNumber, .connectorPunctuation: true
        default: false
        }
    }
}

extension MarkupScalars {
    /// Where the first `marker` at or after `start + 1` and ending before `end` starts that
    /// `accepts` takes (a span's text is at least one character long), if any.
    func firstClose(_ marker: String, contentFrom start: Int, before end: Int, accepts: (Int) -> Bool = { _ in true }) -> Int? {
        var candidate = start + 1
        while candidate < end {
            if has(marker, at: candidate, before: end), accepts(candidate) { return candidate }
            candidate += 1
        }
        return nil
    }
}
