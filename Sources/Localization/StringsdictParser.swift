import FoundationEssentials
import StrictJSON

/// Reads `.stringsdict` files: Apple's XML property lists of plural (and device) rules.
///
/// ```xml
/// <plist version="1.0"><dict>
///   <key>%d new messages</key>
///   <dict>
///     <key>NSStringLocalizedFormatKey</key><string>%#@messages@</string>
///     <key>messages</key>
///     <dict>
///       <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
///       <key>NSStringFormatValueTypeKey</key><string>d</string>
///       <key>one</key><string>%d new message</string>
///       <key>other</key><string>%d new messages</string>
///     </dict>
///   </dict>
/// </dict></plist>
/// ```
///
/// - A key whose format (`NSStringLocalizedFormatKey`) has one `%#@NAME@` variable gives one
///   entry per plural form, variation `plural.one`, `plural.other`, ...: the format with the
///   variable replaced by that form. With several variables each variable's forms are listed
///   as `substitution.NAME.plural.one`, ..., the other variables showing their `other` form
///   (as String Catalog substitutions are). A format without variables is a plain string.
///   Variables expand under the limits of String Catalog substitutions: at most 1,000 texts
///   to a key, each at most one string long, all of a file's together at most
///   ``XCStringsParser/maxExpandedCharacters`` characters or the file's size in bytes.
/// - `NSStringDeviceSpecificRuleType` gives `device.iphone`, `device.mac`, ...;
///   `NSStringVariableWidthRuleType` gives `width.20`, `width.50`, ... (the widths as written).
/// - The language comes from the `xx.lproj` folder, as for `.strings` files.
///
/// Errors say `file:line: KEY: message` with the line of the offending element.
public enum StringsdictParser {
    /// Parses a `.stringsdict` file whose texts are in `locale` (the catalog's source language).
    public static func parse(_ data: Data, file: String?, locale: String) throws(Diagnostic) -> StringCatalog {
        var expander = SubstitutionExpander(fileSize: data.count)
        return try parse(data, file: file, locale: locale, expander: &expander)
    }

    /// Parses a `.stringsdict` file, expanding its variables through `expander` (whose
    /// counters tell the work done).
    static func parse(_ data: Data, file: String?, locale: String,
                      expander: inout SubstitutionExpander) throws(Diagnostic) -> StringCatalog {
        let root = try XMLDocumentReader.parse(data, file: file)
        guard root.name == "plist" else {
            throw Diagnostic(kind: .syntax, file: file, line: root.line, message: "expected <plist> as the root element, found <\(root.name)>")
        }
        let plist = try PropertyListValue.read(root, file: file)
        guard let keys = plist.members else {
            throw Diagnostic(kind: .syntax, file: file, line: plist.line, message: "expected a <dict> of keys")
        }
        var entries: [LocalizedEntry] = []
        for member in keys {
            func failure(_ message: String, _ value: PropertyListValue) -> Diagnostic {
                Diagnostic(kind: .syntax, file: file, line: value.line, message: "\(member.key): \(message)")
            }
            if let problem = StringLimits.default.problem(with: member.key) { throw failure(problem, member.value) }
            for (variation, text, line) in try texts(of: member, expander: &expander, failure: failure) {
                if let problem = StringLimits.default.problem(with: text) {
                    throw Diagnostic(kind: .syntax, file: file, line: line, message: "\(member.key): \(problem)")
                }
                entries.append(LocalizedEntry(key: member.key, locale: locale, variation: variation, text: text))
            }
        }
        return StringCatalog(sourceLanguage: locale, translations: entries)
    }

    /// The plural categories a rule may list.
    private static let categories = ["zero", "one", "two", "few", "many", "other"]

    /// Every variation of one key with its text and line. The format and the forms are
    /// checked against the limits of one string before they are put together.
    private static func texts(of member: PropertyListValue.Member, expander: inout SubstitutionExpander,
                              failure: (String, PropertyListValue) -> Diagnostic) throws(Diagnostic) -> [(String?, String, Int)] {
        guard let members = member.value.members else { throw failure("expected a <dict>", member.value) }
        for (rule, kind) in [("NSStringDeviceSpecificRuleType", "device"), ("NSStringVariableWidthRuleType", "width")] {
            guard let value = member.value[rule] else { continue }
            guard let cases = value.members else { throw failure("\(rule) must be a <dict>", value) }
            return try cases.map { item throws(Diagnostic) in
                guard let text = item.value.string else { throw failure("\(rule).\(item.key) must be a <string>", item.value) }
                return ("\(kind).\(item.key)", text, item.value.line)
            }
        }
        guard let formatValue = member.value["NSStringLocalizedFormatKey"] else {
            throw failure("has no NSStringLocalizedFormatKey", member.value)
        }
        guard let format = formatValue.string else { throw failure("NSStringLocalizedFormatKey must be a <string>", formatValue) }
        if let problem = StringLimits.default.problem(with: format) { throw failure(problem, formatValue) }
        // The first value of each key, as `PropertyListValue[key]` finds it.
        let rules = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var forms: [String: [(category: String, text: String, line: Int)]] = [:]
        for placeholder in SubstitutionPlaceholder.find(in: format) where forms[placeholder.name] == nil {
            let name = placeholder.name
            guard let rule = rules[name], rule.members != nil else {
                throw failure("the variable \(name) of NSStringLocalizedFormatKey has no <dict>", formatValue)
            }
            guard rule["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType" else {
                throw failure("\(name): NSStringFormatSpecTypeKey must be NSStringPluralRuleType", rule)
            }
            var list: [(category: String, text: String, line: Int)] = []
            for category in categories {
                guard let value = rule[category] else { continue }
                guard let text = value.string else { throw failure("\(name).\(category) must be a <string>", value) }
                if let problem = StringLimits.default.problem(with: text) { throw failure("\(name).\(category): \(problem)", value) }
                list.append((category, text, value.line))
            }
            guard !list.isEmpty else { throw failure("\(name) has no plural forms (zero, one, two, few, many, other)", rule) }
            forms[name] = list
        }
        guard !forms.isEmpty else { return [(nil, format, formatValue.line)] }
        let substitutions = forms.mapValues { list in
            SubstitutionExpander.Substitution(forms: list.map(\.text),
                                              defaultForm: list.firstIndex { $0.category == "other" } ?? list.count - 1)
        }
        let expansions: [SubstitutionExpander.Expansion]
        do {
            expansions = try expander.expand(format, with: substitutions)
        } catch {
            throw failure((error.name.map { "\($0): " } ?? "") + error.message(), formatValue)
        }
        return expansions.compactMap { expansion in
            guard let form = forms[expansion.name]?[expansion.form] else { return nil }
            let variation = forms.count == 1 ? "plural.\(form.category)" : "substitution.\(expansion.name).plural.\(form.category)"
            return (variation, expansion.text, form.line)
        }
    }
}
