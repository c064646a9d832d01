import StrictJSON
internal import WorkMeter

/// Puts the forms of `%#@NAME@` substitutions into a text: one new text for each form of each
/// substitution the text names, every other substitution at its default form. String Catalog
/// substitutions and `.stringsdict` variables expand through it, under one set of limits:
/// at most ``maxEntries`` texts for one localization, none longer than one string may be,
/// and all of a file's together at most ``maxCharacters`` (or the file's size in bytes when
/// larger). Every text's length is worked out and checked before any text is built, so the
/// work is at most the characters the limits allow.
struct SubstitutionExpander {
    /// One substitution's forms, as they are put into the text.
    struct Substitution {
        /// The forms' texts, in order.
        let forms: [String]
        /// Their lengths in Unicode scalars.
        let lengths: [Int]
        /// The index of the form that stands in while another substitution is expanded.
        let defaultForm: Int

        /// Forms with the index of the default one.
        init(forms: [String], defaultForm: Int) {
            self.forms = forms
            self.lengths = forms.map(\.unicodeScalars.count)
            self.defaultForm = defaultForm
        }

        /// The default form's text, or nil when there are no forms (then the placeholder
        /// stays as typed).
        var defaultText: String? { forms.indices.contains(defaultForm) ? forms[defaultForm] : nil }
        /// The default form's length, 0 without forms.
        var defaultLength: Int { lengths.indices.contains(defaultForm) ? lengths[defaultForm] : 0 }
    }

    /// One expanded text: the substitution and the form it shows.
    struct Expansion {
        /// The substitution expanded.
        var name: String
        /// The index of its form.
        var form: Int
        /// The text with that form put in.
        var text: String
    }

    /// Why a text's expansions are refused.
    enum Problem: Error {
        /// One localization's texts would expand to more than `limit` entries.
        case tooManyEntries(limit: Int)
        /// Expanding `name` would make a text of `length` characters, over `limit`.
        case tooLong(name: String, length: Int, limit: Int)
        /// Expanding `name` would take the file's expansions past `limit` characters.
        case tooManyCharacters(name: String, limit: Int)

        /// The substitution the problem is with, if it is one substitution's.
        var name: String? {
            switch self {
            case .tooManyEntries: nil
            case .tooLong(let name, _, _), .tooManyCharacters(let name, _): name
            }
        }

        /// The problem in words, without the substitution's name; `what` names what expands.
        func message(_ what: String = "substitutions") -> String {
            switch self {
            case .tooManyEntries(let limit): "the \(what) expand to more than \(limit) entries"
            case .tooLong(_, let length, let limit): "expands to \(length) characters (the limit is \(limit))"
            case .tooManyCharacters(_, let limit): "the catalog's \(what) expand to more than \(limit) characters"
            }
        }
    }

    /// The most entries the substitutions of one localization may expand to. Real catalogs
    /// have a handful; a crafted one could multiply variations by forms into millions.
    static let maxEntries = 1000
    /// The most characters a file's expansions may add, unless the file has more bytes.
    static let maxCharacters = 2_000_000

    /// The most characters of one expanded text.
    let maxLength: Int
    /// The most characters all expansions of the file may add.
    let maxTotal: Int
    /// The characters the expansions so far add (each counted before it is built).
    private(set) var expandedCharacters = 0
    /// The characters of the texts built so far: the work done, which the limits bound.
    private(set) var builtCharacters = 0

    /// The limits for a file of `fileSize` bytes.
    init(fileSize: Int, maxLength: Int = StringLimits.default.maxLength) {
        self.maxLength = maxLength
        self.maxTotal = max(Self.maxCharacters, fileSize)
    }

    /// Counts texts of `lengths` that expand `name`, after `entriesBefore` of the same
    /// localization, or refuses them when they pass a limit; call it before building them.
    mutating func admit(_ name: String, lengths: [Int], entriesBefore: Int) throws(Problem) {
        guard entriesBefore + lengths.count <= Self.maxEntries else { throw .tooManyEntries(limit: Self.maxEntries) }
        for length in lengths {
            guard length <= maxLength else { throw .tooLong(name: name, length: length, limit: maxLength) }
            expandedCharacters += length
            guard expandedCharacters <= maxTotal else { throw .tooManyCharacters(name: name, limit: maxTotal) }
        }
    }

    /// The expansions of `text`, in the order its substitutions first appear, each
    /// substitution's forms in order; empty when it names none of `substitutions`.
    /// `entriesBefore` expansions of the same localization came before it.
    mutating func expand(_ text: String, with substitutions: [String: Substitution],
                         entriesBefore: Int = 0) throws(Problem) -> [Expansion] {
        let placeholders = SubstitutionPlaceholder.find(in: text)
        // Names in order of first appearance with their occurrences, and the text's length
        // with every substituted placeholder at its default form.
        var order: [String] = []
        var occurrences: [String: Int] = [:]
        var defaultsLength = text.unicodeScalars.count
        for placeholder in placeholders {
            guard let substitution = substitutions[placeholder.name] else { continue }
            if occurrences[placeholder.name] == nil { order.append(placeholder.name) }
            occurrences[placeholder.name, default: 0] += 1
            if substitution.defaultText != nil {
                defaultsLength += substitution.defaultLength - text.unicodeScalars[placeholder.range].count
            }
        }
        var planned: [(name: String, form: Int)] = []
        for name in order {
            guard let substitution = substitutions[name] else { continue }
            let count = occurrences[name] ?? 0
            let lengths = substitution.lengths.map { defaultsLength + count * ($0 - substitution.defaultLength) }
            try admit(name, lengths: lengths, entriesBefore: entriesBefore + planned.count)
            planned += lengths.indices.map { (name, $0) }
        }
        return planned.map { name, form in
            let inserted = substitutions[name]?.forms[form]
            let built = SubstitutionPlaceholder.replace(in: text, placeholders) { other in
                other == name ? inserted : substitutions[other]?.defaultText
            }
            builtCharacters += built.unicodeScalars.count
            WorkMeter.add(built.unicodeScalars.count, of: .substitutionCharacters)
            return Expansion(name: name, form: form, text: built)
        }
    }
}
