/// The key tables of the documentation articles, written from the description a format's
/// reader reads with, so that a key the reader knows cannot be missing from them.
///
/// A generated block of an article sits between a ``startMarker(_:)`` line naming it and an
/// ``endMarker`` line, HTML comments that Markdown and DocC do not show:
/// ``replacingBlock(_:in:with:)`` puts a new text there.
package enum KeyTable {
    /// One row: a key's path (`colors.incoming`, `messages[].reactions[].emoji`), what it is
    /// for, its value's JSON Schema, which the values column writes in words, and what a
    /// reader does without it.
    package struct Row: Sendable {
        /// Where the key is.
        package var path: String
        /// What it is for, on one line.
        package var summary: String
        /// What its value is.
        package var schema: JSONValue
        /// What a reader does without it, in words; nil when that goes without saying.
        package var defaultValue: String?

        /// A row.
        package init(path: String, summary: String, schema: JSONValue, defaultValue: String? = nil) {
            self.path = path
            self.summary = summary
            self.schema = schema
            self.defaultValue = defaultValue
        }
    }

    /// A Markdown table of `rows`: key, meaning, values, and a default column when a row has
    /// a default.
    package static func markdown(_ rows: [Row], words: SchemaWords) -> String {
        let defaults = rows.contains { $0.defaultValue != nil }
        var text = defaults ? "| key | meaning | values | default |\n|---|---|---|---|\n" : "| key | meaning | values |\n|---|---|---|\n"
        for row in rows {
            text += "| `\(row.path)` | \(cell(row.summary)) | \(cell(words.words(row.schema))) |"
            if defaults { text += " \(cell(row.defaultValue ?? "")) |" }
            text += "\n"
        }
        return text
    }

    /// The line before a generated block of an article named `name`.
    package static func startMarker(_ name: String) -> String { "<!-- generated: \(name) -->" }

    /// The line after every generated block.
    package static let endMarker = "<!-- end generated -->"

    /// The names of the generated blocks in `text`, in order.
    package static func blockNames(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("<!-- generated: "), line.hasSuffix(" -->") else { return nil }
            return String(line.dropFirst("<!-- generated: ".count).dropLast(" -->".count))
        }
    }

    /// `text` with the block named `name` (between its ``startMarker(_:)`` and the next
    /// ``endMarker``) holding `body`; nil when `text` has no such block.
    package static func replacingBlock(_ name: String, in text: String, with body: String) -> String? {
        guard let opening = text.firstRange(of: startMarker(name) + "\n"),
              let closing = text[text.index(before: opening.upperBound)...].firstRange(of: "\n" + endMarker)
        else { return nil }
        let content = body.isEmpty || body.hasSuffix("\n") ? body : body + "\n"
        return String(text[..<opening.upperBound]) + content + String(text[text.index(after: closing.lowerBound)...])
    }

    /// A table cell's text: pipes escaped, on one line.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("\n", with: " ")
    }
}
