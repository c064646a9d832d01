import FoundationEssentials
import StrictJSON

/// Reads Android string resources (`res/values-de/strings.xml`) with ``XMLDocumentReader``.
///
/// ```xml
/// <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
///     <string name="greeting">Hello, <xliff:g id="name">%1$s</xliff:g>!</string>
///     <plurals name="messages">
///         <item quantity="one">%d new message</item>
///         <item quantity="other">%d new messages</item>
///     </plurals>
///     <string-array name="days"><item>Mon</item><item>Tue</item></string-array>
///     <string name="app_id" translatable="false">com.example</string>
/// </resources>
/// ```
///
/// - `<string>` → the key `name`; `<plurals>` → one entry per `<item quantity>`, variation
///   `plural.one`, `plural.other`, ...; `<string-array>` → one entry per `<item>`, variation
///   `item.0`, `item.1`, ...
/// - Anything marked `translatable="false"` is left out; other resources (`<dimen>`,
///   `<color>`, ...) are ignored.
/// - Texts are read as aapt2 reads them: markup such as `<xliff:g>`, `<b>` or `<u>` is
///   dropped and its text kept; escapes `\'`, `\"`, `\\`, `\n`, `\t`, `\@`, `\?` and
///   `\uXXXX`; outside double quotes runs of white space become one space and the ends are
///   trimmed, while unescaped double quotes keep the white space between them and are
///   removed. CDATA sections are text.
///
/// Errors: malformed XML gives libxml2's line and message; a misplaced element says
/// `file:line: message` with its line.
public enum AndroidStringsParser {
    /// Parses a `strings.xml` file whose texts are in `locale` (the catalog's source language).
    public static func parse(_ data: Data, file: String?, locale: String) throws(Diagnostic) -> StringCatalog {
        let root = try XMLDocumentReader.parse(data, file: file)
        guard root.name == "resources" else {
            throw Diagnostic(kind: .syntax, file: file, line: root.line, message: "expected <resources> as the root element, found <\(root.name)>")
        }
        var entries: [LocalizedEntry] = []
        for element in root.children where element.attribute("translatable") != "false" {
            switch element.name {
            case "string":
                entries.append(try entry(element, key: name(of: element, file: file), locale: locale, variation: nil, file: file))
            case "plurals":
                let key = try name(of: element, file: file)
                for item in element.children(named: "item") {
                    guard let quantity = item.attribute("quantity"), pluralCategories.contains(quantity) else {
                        throw Diagnostic(kind: .syntax, file: file, line: item.line,
                                         message: "\(key): <item> needs quantity=\"zero|one|two|few|many|other\"")
                    }
                    entries.append(try entry(item, key: key, locale: locale, variation: "plural.\(quantity)", file: file))
                }
            case "string-array":
                let key = try name(of: element, file: file)
                for (index, item) in element.children(named: "item").enumerated() {
                    entries.append(try entry(item, key: key, locale: locale, variation: "item.\(index)", file: file))
                }
            default:
                continue
            }
        }
        return StringCatalog(sourceLanguage: locale, translations: entries)
    }

    /// The CLDR plural categories `<item quantity>` may name.
    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    private static func name(of element: XMLElement, file: String?) throws(Diagnostic) -> String {
        guard let name = element.attribute("name"), !name.isEmpty else {
            throw Diagnostic(kind: .syntax, file: file, line: element.line, message: "<\(element.name)> has no name attribute")
        }
        return name
    }

    private static func entry(_ element: XMLElement, key: String, locale: String, variation: String?,
                              file: String?) throws(Diagnostic) -> LocalizedEntry {
        let text = unescaped(element.text)
        for part in [key, text] {
            if let problem = StringLimits.default.problem(with: part) {
                throw Diagnostic(kind: .syntax, file: file, line: element.line, message: "\(key): \(problem)")
            }
        }
        return LocalizedEntry(key: key, locale: locale, variation: variation, text: text)
    }

    /// The text as Android shows it: escapes resolved, quotes removed, white space outside
    /// quotes collapsed and trimmed.
    static func unescaped(_ raw: String) -> String {
        var result = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        var scalars = raw.unicodeScalars.makeIterator()
        func append(_ scalar: Unicode.Scalar) {
            if pendingSpace, !result.isEmpty { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        while let scalar = scalars.next() {
            switch scalar {
            case "\\":
                guard let escaped = scalars.next() else { break }
                switch escaped {
                case "n": append("\n")
                case "t": append("\t")
                case "u":
                    var hex = ""
                    for _ in 0 ..< 4 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                    if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { append(decoded) } else { append("u") }
                default: append(escaped)
                }
            case "\"":
                quoted.toggle()
            case " ", "\t", "\n", "\r":
                if quoted {
                    append(scalar)
                } else {
                    pendingSpace = true
                }
            default:
                append(scalar)
            }
        }
        return String(result)
    }
}
