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
}
