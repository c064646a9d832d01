/// The first top-level `{NAME, plural, ...}` or `{NAME, select, ...}` argument of an ICU
/// message (as Flutter's `.arb` files write them), spread into one text per case.
///
/// `You have {count, plural, =0{no messages} one{# message} other{# messages}}` gives
/// `plural.zero` → `You have no messages`, `plural.one` → `You have # message`,
/// `plural.other` → `You have # messages`. As in Flutter, `=0`, `=1` and `=2` are the
/// `zero`, `one` and `two` forms; other exact values are named as written (`plural.=5`).
/// `select` cases are `select.NAME`, `selectordinal` cases `ordinal.NAME`. Only the first
/// such argument is spread; arguments nested in its cases or after it stay as written, `#`
/// is left as it is, and apostrophes quote nothing (Flutter's default).
enum ICUMessage {
    /// Why a message cannot be spread.
    struct Problem: Error {
        var message: String
    }

    /// A message spread at its first plural or select argument.
    struct Spread {
        /// The argument's name (`count`).
        var name: String
        /// The message before the argument.
        var prefix: String
        /// The argument's cases: variation and text.
        var cases: [(variation: String, text: String)]
        /// The message after the argument.
        var suffix: String

        /// Each case's text with the prefix and suffix around it, in Unicode scalars, known
        /// before any is built.
        var lengths: [Int] {
            let around = prefix.unicodeScalars.count + suffix.unicodeScalars.count
            return cases.map { around + $0.text.unicodeScalars.count }
        }

        /// Each case's variation and whole text.
        var texts: [(variation: String, text: String)] {
            cases.map { ($0.variation, prefix + $0.text + suffix) }
        }
    }

    /// The message spread at its first plural or select argument, or nil when it has none.
    static func spread(_ message: String) throws(Problem) -> Spread? {
        let scalars = Array(message.unicodeScalars)
        var depth = 0
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "{":
                if depth == 0, let argument = try argument(scalars, at: index) {
                    return Spread(name: argument.name, prefix: String(String.UnicodeScalarView(scalars[..<index])), cases: argument.cases,
                                  suffix: String(String.UnicodeScalarView(scalars[argument.end...])))
                }
                depth += 1
            case "}":
                depth -= 1
                guard depth >= 0 else { throw Problem(message: "unbalanced '}' in the message") }
            default:
                break
            }
            index += 1
        }
        guard depth == 0 else { throw Problem(message: "unbalanced '{' in the message") }
        return nil
    }

    /// The argument starting at `start` (a `{`) when it is a plural or select: its cases and
    /// the index after its closing `}`.
    private static func argument(_ scalars: [Unicode.Scalar], at start: Int) throws(Problem) -> (name: String, cases: [(variation: String, text: String)], end: Int)? {
        var index = start + 1
        func word() -> String {
            while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
            var result = String.UnicodeScalarView()
            while index < scalars.count, !scalars[index].properties.isWhitespace, !",{}".unicodeScalars.contains(scalars[index]) {
                result.append(scalars[index])
                index += 1
            }
            while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
            return String(result)
        }
        let name = word()
        guard !name.isEmpty, index < scalars.count, scalars[index] == "," else { return nil }
        index += 1
        let kind = word()
        guard let prefix = ["plural": "plural", "select": "select", "selectordinal": "ordinal"][kind],
              index < scalars.count, scalars[index] == "," else { return nil }
        index += 1
        var cases: [(variation: String, text: String)] = []
        while true {
            let selector = word()
            if selector.isEmpty {
                guard index < scalars.count else { throw Problem(message: "unbalanced '{' in the message") }
                guard scalars[index] == "}" else {
                    throw Problem(message: "\(name): expected a case like other{...} in the \(kind)")
                }
                guard !cases.isEmpty else { throw Problem(message: "\(name): the \(kind) has no cases") }
                return (name, cases, index + 1)
            }
            if selector.hasPrefix("offset:") { continue }
            guard index < scalars.count, scalars[index] == "{" else {
                throw Problem(message: "\(name): expected '{' after the case \(selector)")
            }
            let textStart = index + 1
            var depth = 1
            index += 1
            while index < scalars.count, depth > 0 {
                if scalars[index] == "{" { depth += 1 }
                if scalars[index] == "}" { depth -= 1 }
                index += 1
            }
            guard depth == 0 else { throw Problem(message: "\(name): unbalanced '{' in the case \(selector)") }
            let text = String(String.UnicodeScalarView(scalars[textStart ..< index - 1]))
            let named = ["=0": "zero", "=1": "one", "=2": "two"][selector].flatMap { prefix == "plural" ? $0 : nil } ?? selector
            cases.append(("\(prefix).\(named)", text))
        }
    }
}
