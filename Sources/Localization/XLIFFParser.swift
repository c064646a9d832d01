import FoundationEssentials
import StrictJSON

/// Reads XLIFF 1.2 and 2.0 (`.xliff`, `.xlf`): what Xcode exports in an `.xcloc` bundle
/// (`Localized Contents/de.xliff`) and what translation platforms exchange.
///
/// ```xml
/// <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
///   <file original="Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
///     <body>
///       <trans-unit id="Send" xml:space="preserve">
///         <source>Send</source>
///         <target state="translated">Senden</target>
///         <note>The button below the text field</note>
///       </trans-unit>
///     </body>
///   </file>
/// </xliff>
/// ```
///
/// - The version is the root's `version` attribute: `1.0`–`1.2` or `2.0`–`2.2`.
/// - Languages: XLIFF 1.x takes each `<file>`'s `source-language` and `target-language`,
///   XLIFF 2.x the root's `srcLang` and `trgLang`. The source language is required; without a
///   target language only the source texts are read.
/// - Keys: a unit's `resname` (1.x) or `name` (2.x), else its `id`. Units inside `<group>`s
///   are read too; units marked `translate="no"` are left out. Xcode's ids for String Catalog
///   variations, `KEY|==|plural.one`, give the key `KEY` with variation `plural.one`; its ids
///   for `.stringsdict` plural forms, `/KEY:dict/NAME:dict/one:dict/:string`, give `KEY` with
///   `plural.one` (the `NSStringLocalizedFormatKey` unit is left out).
/// - The source text is `<source>`, the translation `<target>` (missing when absent or empty),
///   with the 1.x `state` of `<target>` or the 2.x `state` of the first `<segment>` as the
///   entry's state and the `<note>`s as its comment. In 2.x a unit's segments (and
///   `<ignorable>`s, whose source stands in for a missing target) are joined. Inline markup
///   is dropped and its text kept; empty placeholders (`<ph/>`, `<x/>`) show their `disp` or
///   `equiv` attribute.
public enum XLIFFParser {
    /// Parses an XLIFF document. `file` names the file in errors.
    public static func parse(_ data: Data, file: String?) throws(Diagnostic) -> StringCatalog {
        let root = try XMLDocumentReader.parse(data, file: file)
        guard root.name == "xliff" else {
            throw Diagnostic(kind: .syntax, file: file, line: root.line, message: "expected <xliff> as the root element, found <\(root.name)>")
        }
        let version = root.attribute("version") ?? ""
        var reader = Reader(file: file)
        if version.hasPrefix("1.") {
            for element in root.children(named: "file") {
                let source = try reader.language(element, "source-language")
                let target = element.attribute("target-language")
                try reader.units(in: element, version: 1, source: source, target: target)
            }
        } else if version.hasPrefix("2.") {
            let source = try reader.language(root, "srcLang")
            let target = root.attribute("trgLang")
            for element in root.children(named: "file") {
                try reader.units(in: element, version: 2, source: source, target: target)
            }
        } else {
            throw Diagnostic(kind: .syntax, file: file, line: root.line,
                             message: "unsupported XLIFF version \(TextQuoting.quoted(version)) (expected 1.2 or 2.0)")
        }
        guard let source = reader.sourceLanguage else {
            throw Diagnostic(kind: .syntax, file: file, line: root.line, message: "the document has no <file>")
        }
        return StringCatalog(sourceLanguage: source, translations: reader.entries, extraLocales: reader.targets)
    }

    /// Collects the entries of one document.
    private struct Reader {
        let file: String?
        var sourceLanguage: String?
        var targets: [String] = []
        var entries: [LocalizedEntry] = []

        init(file: String?) {
            self.file = file
        }

        /// A language attribute, checked.
        func language(_ element: XMLElement, _ attribute: String) throws(Diagnostic) -> String {
            guard let code = element.attribute(attribute), LanguageCode.isValid(code) else {
                let found = element.attribute(attribute).map { ", found \(TextQuoting.quoted($0))" } ?? ""
                throw Diagnostic(kind: .syntax, file: file, line: element.line,
                                 message: "<\(element.name)> needs \(attribute)=\"LANGUAGE\" like \"en\"\(found)")
            }
            return code
        }

        /// Every unit under `element`, groups included, depth first.
        mutating func units(in element: XMLElement, version: Int, source: String, target: String?) throws(Diagnostic) {
            if sourceLanguage == nil { sourceLanguage = source }
            if let target {
                guard LanguageCode.isValid(target) else {
                    throw Diagnostic(kind: .syntax, file: file, line: element.line,
                                     message: "the target language \(TextQuoting.quoted(target)) is not a language code like \"de\"")
                }
                if !targets.contains(target) { targets.append(target) }
            }
            for child in element.children where child.attribute("translate") != "no" {
                switch child.name {
                case "body", "group":
                    try units(in: child, version: version, source: source, target: target)
                case "trans-unit" where version == 1, "unit" where version == 2:
                    try unit(child, version: version, source: source, target: target)
                default:
                    continue
                }
            }
        }

        private mutating func unit(_ unit: XMLElement, version: Int, source: String, target: String?) throws(Diagnostic) {
            guard let id = unit.attribute(version == 1 ? "resname" : "name") ?? unit.attribute("id"), !id.isEmpty else {
                throw Diagnostic(kind: .syntax, file: file, line: unit.line, message: "<\(unit.name)> has no id")
            }
            guard let (key, variation) = Self.key(id) else { return }
            let notes = (version == 1 ? unit.children(named: "note") : unit.child(named: "notes")?.children(named: "note") ?? [])
                .map { XLIFFParser.text(of: $0) }.filter { !$0.isEmpty }
            let comment = notes.isEmpty ? nil : notes.joined(separator: "\n")
            let parts = version == 1 ? [unit] : unit.children.filter { $0.name == "segment" || $0.name == "ignorable" }
            guard let sourceText = Self.joined(parts, "source") else {
                throw Diagnostic(kind: .syntax, file: file, line: unit.line, message: "\(key): <\(unit.name)> has no <source>")
            }
            try add(LocalizedEntry(key: key, locale: source, variation: variation, text: sourceText, comment: comment), line: unit.line)
            if let target, let targetText = Self.joinedTarget(parts), !targetText.isEmpty {
                let state = version == 1 ? unit.child(named: "target")?.attribute("state") : parts.first?.attribute("state")
                try add(LocalizedEntry(key: key, locale: target, variation: variation, text: targetText, state: state, comment: comment),
                        line: unit.line)
            }
        }

        private mutating func add(_ entry: LocalizedEntry, line: Int) throws(Diagnostic) {
            for part in [entry.key, entry.text ?? ""] {
                if let problem = StringLimits.default.problem(with: part) {
                    throw Diagnostic(kind: .syntax, file: file, line: line, message: "\(entry.key): \(problem)")
                }
            }
            entries.append(entry)
        }

        /// The texts of the `name` children of `parts`, joined; nil when there is none.
        private static func joined(_ parts: [XMLElement], _ name: String) -> String? {
            let found = parts.compactMap { $0.child(named: name) }
            return found.isEmpty ? nil : found.map { XLIFFParser.text(of: $0) }.joined()
        }

        /// The translation of `parts`: each one's `<target>`, an `<ignorable>`'s `<source>` when
        /// it has none; nil when no part has a target.
        private static func joinedTarget(_ parts: [XMLElement]) -> String? {
            guard parts.contains(where: { $0.child(named: "target") != nil }) else { return nil }
            return parts.compactMap { $0.child(named: "target") ?? ($0.name == "ignorable" ? $0.child(named: "source") : nil) }
                .map { XLIFFParser.text(of: $0) }.joined()
        }

        /// The key and variation an id stands for; nil for units that are not texts.
        static func key(_ id: String) -> (String, String?)? {
            if let separator = id.firstRange(of: "|==|") {
                return (String(id[..<separator.lowerBound]), String(id[separator.upperBound...]))
            }
            let parts = id.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 4, parts.first == "", parts.last == ":string", parts[1].hasSuffix(":dict") else { return (id, nil) }
            let key = String(parts[1].dropLast(":dict".count))
            if parts[2] == "NSStringLocalizedFormatKey:dict" { return nil }
            guard parts.count == 5, parts[3].hasSuffix(":dict") else { return (id, nil) }
            return (key, "plural.\(parts[3].dropLast(":dict".count))")
        }
    }

    /// An element's text with inline markup dropped; empty placeholders show `disp` or
    /// `equiv`.
    static func text(of element: XMLElement) -> String {
        element.content.map { item in
            switch item {
            case .text(let text):
                return text
            case .element(let inner):
                let text = Self.text(of: inner)
                guard text.isEmpty else { return text }
                return inner.attribute("disp") ?? inner.attribute("equiv") ?? inner.attribute("equiv-text") ?? ""
            }
        }.joined()
    }
}
