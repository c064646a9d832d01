extension CommandOptions {
    /// The options as `bubbles help COMMAND` lists them, each entry's help wrapped at 80
    /// columns from column 26, its names and value before it (on a line of their own when
    /// they reach that column), a group's heading before its first option:
    ///
    /// ```
    /// Options:
    ///   -o, --output FILE      the file to write (.png, .webp, .svg or .pdf); '-'
    ///                          is standard output
    ///   --fail-on-missing-glyphs
    ///                          exit 1 when a character has no font
    /// ```
    var helpText: String {
        var text = "Options:\n"
        for option in options {
            if let group = option.group { text += "\n" + group + "\n" }
            let label = "  " + option.names.map(ParsedArguments.display).joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
            text += Self.entry(label, option.help)
        }
        return text
    }

    /// The column the help of every entry starts in.
    static let helpColumn = 25

    /// `label`, then `help` wrapped at 80 columns from ``helpColumn``.
    static func entry(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: helpColumn)
        var lines: [String] = []
        var line = label.count + 2 <= helpColumn ? label + String(repeating: " ", count: helpColumn - label.count) : nil
        if line == nil { lines.append(label) }
        for word in help.split(separator: " ") {
            if var current = line, current.count > helpColumn {
                if current.count + 1 + word.count <= 80 {
                    current += " " + word
                    line = current
                    continue
                }
                lines.append(current)
                line = indent + word
            } else {
                line = (line ?? indent) + word
            }
        }
        if let line { lines.append(line) }
        return lines.joined(separator: "\n") + "\n"
    }
}
