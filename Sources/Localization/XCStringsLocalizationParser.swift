import StrictJSON

/// Reads one localization of a String Catalog key (a string unit, variations, substitutions)
/// into leaves; see ``XCStringsParser`` for the rules.
struct XCStringsLocalizationParser {
    /// Expands substitutions under the limits of the whole catalog.
    private(set) var expander: SubstitutionExpander

    init(expander: SubstitutionExpander) {
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
    mutating func localization(_ value: JSONCursor) throws(Diagnostic) -> [Leaf] {
        let object = try value.object()
        var leaves = try unitsAndVariations(object)
        if let value = object["substitutions"] {
            let substitutions = try substitutions(value)
            leaves += try expansions(of: leaves, with: substitutions, at: value)
        }
        return leaves
    }

    /// The `stringUnit` and everything under `variations`, depth first in file order.
    private func unitsAndVariations(_ object: JSONObjectCursor) throws(Diagnostic) -> [Leaf] {
        var leaves: [Leaf] = []
        if let value = object["stringUnit"] {
            leaves.append(try stringUnit(value))
        }
        if let value = object["variations"] {
            for (kind, cases) in try value.object() {
                for (name, variation) in try cases.object() {
                    for var leaf in try unitsAndVariations(try variation.object()) {
                        leaf.variation = [kind, name] + leaf.variation
                        leaves.append(leaf)
                    }
                }
            }
        }
        return leaves
    }

    private func stringUnit(_ value: JSONCursor) throws(Diagnostic) -> Leaf {
        let object = try value.object()
        let state = try object.optionalText("state")
        guard let text = try object.optionalText("value") else { throw object.missing("value") }
        return Leaf(variation: [], text: text, state: state)
    }

    private func substitutions(_ value: JSONCursor) throws(Diagnostic) -> [String: Substitution] {
        var result: [String: Substitution] = [:]
        for (name, member) in try value.object() {
            let substitution = try member.object()
            let argNum = try substitution["argNum"]?.integerLiteral()
            let specifier = try substitution.optionalText("formatSpecifier")
            let forms = try unitsAndVariations(substitution)
            var argument: String?
            if let specifier {
                argument = "%" + (argNum.map { "\($0)$" } ?? "") + specifier
            }
            result[name] = Substitution(argument: argument, forms: forms)
        }
        return result
    }

    /// The extra entries for the substitutions each leaf refers to, through ``expander`` and
    /// under its limits; `substitutions` is where their problems are reported.
    private mutating func expansions(of leaves: [Leaf], with substitutions: [String: Substitution],
                                     at value: JSONCursor) throws(Diagnostic) -> [Leaf] {
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
                let path = error.name.map { value.path.appending(key: $0) } ?? value.path
                throw value.moved(to: value.value, at: path).problem(error.message())
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
