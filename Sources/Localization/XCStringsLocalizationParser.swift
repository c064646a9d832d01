import StrictJSON

/// Reads one localization of a String Catalog key (a string unit, variations, substitutions)
/// into leaves; see ``XCStringsParser`` for the rules.
struct XCStringsLocalizationParser {
    /// Reports type errors with JSON paths.
    let reader: JSONReader
    /// Expands substitutions under the limits of the whole catalog.
    private(set) var expander: SubstitutionExpander

    init(reader: JSONReader, expander: SubstitutionExpander) {
        self.reader = reader
        self.expander = expander
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

        /// The index of `plural.other`, else of the last form; nil without forms.
        var defaultFormIndex: Int? {
            forms.firstIndex { $0.variation == ["plural", "other"] } ?? forms.indices.last
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

    /// The extra entries for the substitutions each leaf refers to, through ``expander`` and
    /// under its limits.
    private mutating func expansions(of leaves: [Leaf], with substitutions: [String: Substitution], at path: JSONPath,
                                     _ value: JSONValue) throws(Diagnostic) -> [Leaf] {
        let inserted = substitutions.mapValues { substitution in
            SubstitutionExpander.Substitution(forms: substitution.forms.map(substitution.insert),
                                              defaultForm: substitution.defaultFormIndex ?? 0)
        }
        var result: [Leaf] = []
        for leaf in leaves {
            let expansions: [SubstitutionExpander.Expansion]
            do {
                expansions = try expander.expand(leaf.text, with: inserted, entriesBefore: result.count)
            } catch {
                throw reader.invalid(error.message(), at: error.name.map { path.appending(key: $0) } ?? path, value)
            }
            for expansion in expansions {
                guard let form = substitutions[expansion.name]?.forms[expansion.form] else { continue }
                result.append(Leaf(variation: leaf.variation + ["substitution", expansion.name] + form.variation,
                                   text: expansion.text, state: form.state))
            }
        }
        return result
    }
}
