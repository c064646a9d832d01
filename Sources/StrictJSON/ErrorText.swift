/// The pieces the package's error types put on their one line of text.
package enum ErrorText {
    /// `file:line:column`, `file:line` or `file`, or the position alone; nil when nothing is
    /// known.
    package static func location(file: String?, line: Int?, column: Int?) -> String? {
        var head = file ?? ""
        if let line {
            let position = column.map { "\(line):\($0)" } ?? "\(line)"
            head += head.isEmpty ? position : ":" + position
        }
        return head.isEmpty ? nil : head
    }

    /// `parts` joined by `: ` on one line: control characters are escaped.
    package static func line(_ parts: [String]) -> String {
        TextQuoting.singleLine(parts.joined(separator: ": "))
    }

    /// `"a" or "b"`, `"a", "b" or "c"`: `choices` quoted, for "expected ..., found ..."
    /// messages; empty for none.
    package static func alternatives(_ choices: [String]) -> String {
        let quoted = choices.map { TextQuoting.quoted($0) }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
