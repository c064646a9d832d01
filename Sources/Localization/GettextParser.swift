import FoundationEssentials
import StrictJSON

/// Reads gettext catalogs (`.po`, and `.pot` templates).
///
/// ```po
/// msgid ""
/// msgstr "Language: de\n"
/// "Plural-Forms: nplurals=2; plural=(n != 1);\n"
///
/// #. The button below the text field
/// msgctxt "composer"
/// msgid "Send"
/// msgstr "Senden"
///
/// #, fuzzy, c-format
/// msgid "%d new message"
/// msgid_plural "%d new messages"
/// msgstr[0] "%d neue Nachricht"
/// msgstr[1] "%d neue Nachrichten"
/// ```
///
/// - The key is the `msgid`, or `CONTEXT|MSGID` when there is a `msgctxt`.
/// - Each `msgid` is also the text of the source language (`sourceLanguage`), and
///   `msgid`/`msgid_plural` are its `plural.one`/`plural.other`. The translations are in the
///   file's language: the header's `Language`, else the file name when it is a language
///   (`de.po`, `pt_BR.po`; see ``LanguageCode/trailing(inName:)``), else the folder above
///   `LC_MESSAGES` (`de/LC_MESSAGES/app.po`). A template (or a file whose language
///   cannot be told) gives only the source texts.
/// - `msgstr[N]` forms are named after plural categories (see ``GettextPluralForms``).
/// - An empty `msgstr` is a missing translation. Entries flagged `fuzzy` keep their text with
///   the state `fuzzy`; obsolete entries (`#~`) are left out; `#.` comments become the comment.
/// - Strings may continue over several lines (`"..."` lines are joined) and use C escapes
///   (`\n`, `\t`, `\"`, `\\`, `\a`, `\b`, `\f`, `\v`, `\r`, `\?`, `\'`, octal `\NNN`, hex
///   `\xHH`); any other escape is an error. The file must be UTF-8.
///
/// Errors say `file:line:column: message`.
public enum GettextParser {
    /// Parses a gettext catalog at `path` (used, like `file`, for the language and in errors).
    public static func parse(_ data: Data, file: String?, path: String?, sourceLanguage: String) throws(Diagnostic) -> StringCatalog {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw Diagnostic(kind: .syntax, file: file, message: "the file is not UTF-8")
        }
        var parser = GettextScanner(file: file)
        let messages = try parser.messages(text)
        let header = messages.first { $0.id == "" && $0.context == nil }
        let locale = language(header: header?.strings.first ?? "") ?? path.flatMap(language(path:))
        let forms = messages.compactMap(\.pluralForms).max() ?? 0
        var entries: [LocalizedEntry] = []
        for message in messages where !(message.id == "" && message.context == nil) {
            let key = message.context.map { "\($0)|\(message.id)" } ?? message.id
            let comment = message.comments.isEmpty ? nil : message.comments.joined(separator: "\n")
            var texts: [(String?, String?, String?)] = []
            if let plural = message.plural {
                texts.append((sourceLanguage, "plural.one", message.id))
                texts.append((sourceLanguage, "plural.other", plural))
                for (index, form) in message.strings.enumerated() {
                    let count = max(forms, message.strings.count)
                    texts.append((locale, locale.map { GettextPluralForms.variation(index: index, count: count, locale: $0) }, form))
                }
            } else {
                texts.append((sourceLanguage, nil, message.id))
                texts.append((locale, nil, message.strings.first))
            }
            for (language, variation, text) in texts {
                guard let language, let text, !text.isEmpty else { continue }
                for part in [key, text] {
                    if let problem = StringLimits.default.problem(with: part) {
                        throw Diagnostic(kind: .syntax, file: file, line: message.line, column: 1, message: "\(key): \(problem)")
                    }
                }
                let state = language == locale && message.fuzzy ? "fuzzy" : nil
                entries.append(LocalizedEntry(key: key, locale: language, variation: variation, text: text, state: state, comment: comment))
            }
        }
        return StringCatalog(sourceLanguage: sourceLanguage, translations: entries, extraLocales: locale.map { [$0] } ?? [])
    }

    /// The header's `Language:` field, when it is a language code.
    static func language(header: String) -> String? {
        for line in header.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingScalars(where: \.isSpaceOrTab) == "Language" else { continue }
            let code = parts[1].trimmingScalars(where: \.isSpaceOrTab)
            return LanguageCode.isValid(code) ? code : nil
        }
        return nil
    }

    /// The language a `.po` file's name or folder tells: `de.po`, `de/LC_MESSAGES/app.po`.
    static func language(path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        if let name = components.last, let dot = name.lastIndex(of: "."),
           let code = LanguageCode.trailing(inName: name[..<dot]), code.count == name[..<dot].count {
            return code
        }
        if components.count >= 3, components[components.count - 2] == "LC_MESSAGES" {
            let folder = String(components[components.count - 3])
            if LanguageCode.isValid(folder) { return folder }
        }
        return nil
    }
}
