import StrictJSON

/// Reads one localization of a String Catalog key (a string unit, variations, substitutions)
/// into leaves; see ``XCStringsParser`` for the rules.
struct XCStringsLocalizationParser {
    /// Reports type errors with JSON paths.
    let reader: JSONReader
    /// The most characters the substitution expansions of the whole catalog may add.
    let maxExpandedCharacters: Int
    /// The characters the expansions so far added.
    private(set) var expandedCharacters = 0

    init(reader: JSONReader, maxExpandedCharacters: Int) {
        self.reader = reader
        self.maxExpandedCharacters = maxExpandedCharacters
    }

    /// One string unit found somewhere inside a localization.
    struct Leaf {
        /// KIND, NAME, KIND, NAME, ... from the localization down to the unit.
        var variation: [String]
        /// The unit's `value`.
        var text: String
        /// The unit's `state`, when present.
        var state: String?

        /// `device.iphone.plural.one`, or nil for the localization's own unit.
        var variationName: String? { variation.isEmpty ? nil : variation.joined(separator: ".") }
    }

    /// A substitution's variations and how `%arg` is written.
    struct Substitution {
        /// What `%arg` becomes: `%lld`, or `%2$lld` with an `argNum`; nil keeps `%arg`.
        var argument: String?
        /// The substitution's string units (`plural.one`, `plural.other`, ...).
        var forms: [Leaf]

        /// `plural.other`, else the last form.
        var defaultForm: Leaf? {
            forms.first { $0.variation == ["plural", "other"] } ?? forms.last
        }

        /// A form's text with `%arg` written as ``argument``.
        func insert(_ form: Leaf) -> String {
            guard let argument else { return form.text }
            return form.text.replacing("%arg", with: argument)
        }
    }

    /// A top-level localization: units and variations, then substitution expansions.
    mutating func localization(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> [Leaf] {
        let object = try reader.object(value, at: path)
        var leaves = try unitsAndVariations(object, at: path)
        if let value = object["substitutions"] {
            let substitutionsPath = path.appending(key: "substitutions")
            let substitutions = try substitutions(value, at: substitutionsPath)
            leaves += try expansions(of: leaves, with: substitutions, at: substitutionsPath, value)
        }
        return leaves
    }

    /// The `stringUnit` and everything under `variations`, depth first in file order.
    private func unitsAndVariations(_ object: JSONObject, at path: JSONPath) throws(Diagnostic) -> [Leaf] {
        var leaves: [Leaf] = []
        if let value = object["stringUnit"] {
            leaves.append(try stringUnit(value, at: path.appending(key: "stringUnit")))
        }
        if let value = object["variations"] {
            let variationsPath = path.appending(key: "variations")
            let kinds = try reader.object(value, at: variationsPath)
            for kind in kinds {
                let kindPath = variationsPath.appending(key: kind.key)
                let cases = try reader.object(kind.value, at: kindPath)
                for variation in cases {
                    let casePath = kindPath.appending(key: variation.key)
                    let inner = try reader.object(variation.value, at: casePath)
                    for var leaf in try unitsAndVariations(inner, at: casePath) {
                        leaf.variation = [kind.key, variation.key] + leaf.variation
                        leaves.append(leaf)
                    }
                }
            }
        }
        return leaves
    }

    private func stringUnit(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> Leaf {
        let object = try reader.object(value, at: path)
        let state = try reader.optionalString("state", in: object, at: path)
        guard let text = try reader.optionalString("value", in: object, at: path) else {
            throw reader.invalid("missing required key \"value\"", at: path, value)
        }
        return Leaf(variation: [], text: text, state: state)
    }

    private func substitutions(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> [String: Substitution] {
        let object = try reader.object(value, at: path)
        var result: [String: Substitution] = [:]
        for member in object {
            let memberPath = path.appending(key: member.key)
            let substitution = try reader.object(member.value, at: memberPath)
            var argNum: Int?
            if let value = substitution["argNum"] {
                argNum = try reader.integer(value, at: memberPath.appending(key: "argNum"))
            }
            let specifier = try reader.optionalString("formatSpecifier", in: substitution, at: memberPath)
            let forms = try unitsAndVariations(substitution, at: memberPath)
            var argument: String?
            if let specifier {
                argument = "%" + (argNum.map { "\($0)$" } ?? "") + specifier
            }
            result[member.key] = Substitution(argument: argument, forms: forms)
        }
        return result
    }

    /// The most entries the substitutions of one localization may expand to. Real catalogs
    /// have a handful; a crafted one could multiply variations by forms into millions.
    static let maxExpansions = 1000

    /// The extra entries for the substitutions each leaf refers to. Each text's length is
    /// worked out before it is built: none may pass the 100,000 characters of one string, nor
    /// all together ``maxExpandedCharacters``.
    private mutating func expansions(of leaves: [Leaf], with substitutions: [String: Substitution], at path: JSONPath,
                                     _ value: JSONValue) throws(Diagnostic) -> [Leaf] {
        let maxLength = StringLimits.default.maxLength
        var result: [Leaf] = []
        for leaf in leaves {
            let placeholders = SubstitutionPlaceholder.find(in: leaf.text)
            guard placeholders.contains(where: { substitutions[$0.name] != nil }) else { continue }
            // Every placeholder with a substitution takes its default form, but the one expanded.
            var defaultLengths: [String: Int] = [:]
            for placeholder in placeholders where defaultLengths[placeholder.name] == nil {
                guard let substitution = substitutions[placeholder.name], let form = substitution.defaultForm else { continue }
                defaultLengths[placeholder.name] = substitution.insert(form).unicodeScalars.count
            }
            var keptLength = leaf.text.unicodeScalars.count
            var defaultsLength = 0
            for placeholder in placeholders {
                guard let length = defaultLengths[placeholder.name] else { continue }
                keptLength -= leaf.text.unicodeScalars[placeholder.range].count
                defaultsLength += length
            }
            var expanded: Set<String> = []
            for placeholder in placeholders {
                guard let substitution = substitutions[placeholder.name], expanded.insert(placeholder.name).inserted else { continue }
                let substitutionPath = path.appending(key: placeholder.name)
                guard result.count + substitution.forms.count <= Self.maxExpansions else {
                    throw reader.invalid("the substitutions expand to more than \(Self.maxExpansions) entries", at: path, value)
                }
                let occurrences = placeholders.filter { $0.name == placeholder.name }.count
                let defaultLength = defaultLengths[placeholder.name] ?? 0
                for form in substitution.forms {
                    let inserted = substitution.insert(form)
                    let length = keptLength + defaultsLength + occurrences * (inserted.unicodeScalars.count - defaultLength)
                    guard length <= maxLength else {
                        throw reader.invalid("expands to \(length) characters (the limit is \(maxLength))", at: substitutionPath, value)
                    }
                    expandedCharacters += length
                    guard expandedCharacters <= maxExpandedCharacters else {
                        throw reader.invalid("the catalog's substitutions expand to more than \(maxExpandedCharacters) characters",
                                             at: substitutionPath, value)
                    }
                    let text = SubstitutionPlaceholder.replace(in: leaf.text, placeholders) { other in
                        if other == placeholder.name { return inserted }
                        guard let otherSubstitution = substitutions[other], let fallback = otherSubstitution.defaultForm else {
                            return nil
                        }
                        return otherSubstitution.insert(fallback)
                    }
                    result.append(Leaf(variation: leaf.variation + ["substitution", placeholder.name] + form.variation,
                                       text: text, state: form.state))
                }
            }
        }
        return result
    }
}
