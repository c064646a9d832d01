import FoundationEssentials
import StrictJSON

/// Reads legacy `.strings` files: `"key" = "value";` pairs.
///
/// The grammar is the NeXT/OpenStep property-list dictionary that `.strings` files use,
/// read strictly:
///
/// - pairs `KEY = VALUE;`, optionally all inside one pair of braces `{ ... }`;
/// - strings in double quotes, which may span lines, with the escapes `\"`, `\'`, `\\`,
///   `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, octal `\0` … `\177`, and `\UXXXX` (exactly four
///   hex digits, one UTF-16 code unit; a surrogate pair is written as two `\U` escapes);
///   any other escape is an error;
/// - unquoted keys and values made of ASCII letters, digits and `_ . - $ / :`;
/// - `/* block */` and `// line` comments anywhere between tokens;
/// - `key;` alone (allowed in general property lists) is an error here, as is anything else
///   out of place.
///
/// Encodings: UTF-8 with or without a byte order mark, UTF-16 with a byte order mark (either
/// endianness) and, detected heuristically, UTF-16 without one (see ``StringsFileText``).
/// Line breaks may be LF, CRLF or CR.
///
/// Each entry's ``LocalizedEntry/comment`` is the comment (or run of consecutive comments,
/// joined by newlines) right before its key, with no blank line in between; the file's header
/// comment, separated by a blank line, is not attached. A comment after the `;` on the same
/// line is not attached to the next pair. When a key appears twice, the last value wins, as
/// on iOS.
///
/// Errors say `file:line:column: message`, with columns counted in Unicode scalars:
///
/// ```
/// de.lproj/Localizable.strings:12:7: unterminated string
/// de.lproj/Localizable.strings:3:15: expected ';' after value
/// ```
public enum StringsFileParser {
    /// Parses a `.strings` file whose texts are in `locale`; the catalog's source language is
    /// `locale`. `file` names the file in errors.
    public static func parse(_ data: Data, file: String?, locale: String) throws(Diagnostic) -> StringCatalog {
        let pairs = try parsePairs(data, file: file)
        let entries = pairs.map { LocalizedEntry(key: $0.key, locale: locale, text: $0.value, comment: $0.comment) }
        return StringCatalog(sourceLanguage: locale, translations: entries)
    }

    /// Every pair of the file in file order, duplicates included.
    public static func parsePairs(_ data: Data, file: String?) throws(Diagnostic) -> [Pair] {
        let scalars = try StringsFileText.decode([UInt8](data), file: file)
        var scanner = StringsScanner(scalars: scalars, file: file)
        var pairs = try scanner.parseFile()
        let positions = StringsFileText.positions(of: scanner.keyStarts, in: scalars)
        for index in pairs.indices {
            pairs[index].line = positions[index].line
            pairs[index].column = positions[index].column
            // The limits of a transcript's strings: every text may become a bubble.
            for (part, text) in [("key", pairs[index].key), ("value", pairs[index].value)] {
                if let problem = StringLimits.default.problem(with: text) {
                    throw Diagnostic(kind: .syntax, file: file, line: positions[index].line,
                                     column: positions[index].column, message: "\(part): \(problem)")
                }
            }
        }
        return pairs
    }
}
