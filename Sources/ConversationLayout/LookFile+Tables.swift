import StrictJSON

extension LookFile {
    /// The documentation's table of every key a look file may hold, made from the description
    /// the reader reads with (``description``), and the line that says what its placeholders
    /// (`APPEARANCE`, `SIDE`, `PLATFORM`) stand for.
    package static func keyTable() -> String {
        var families: [(word: String, names: [String])] = []
        let rows = description.rows(under: "", families: &families)
        let legend = families.map { family in
            "`\(family.word)` is " + family.names.map { "`\($0)`" }.joined(separator: " or ")
        }
        return "In the paths, " + legend.joined(separator: ", ") + "; a colour is `#RRGGBB` or `#RRGGBBAA` (or `#RGB`).\n\n"
            + KeyTable.markdown(rows, words: words)
    }

    /// How the key table writes the schema's colours.
    private static let words = SchemaWords(named: [(LookFileSchema.color, "a colour")])
}

extension LookNode {
    /// A row for every value under this node, whose path starts with `path`: twins of a family
    /// (``LookKey/family``) once, written as the family's word, which `families` collects with
    /// its keys' names. An object gets a row of its own unless its keys are a family: then its
    /// summary (`summary` for a family) goes to the values under it.
    func rows(under path: String, summary: String = "", families: inout [(word: String, names: [String])]) -> [KeyTable.Row] {
        guard let keys else { return [] }
        var rows: [KeyTable.Row] = []
        for key in keys {
            if let family = key.family {
                if let index = families.firstIndex(where: { $0.word == family }) {
                    if !families[index].names.contains(key.name) { families[index].names.append(key.name) }
                } else {
                    families.append((family, [key.name]))
                }
                guard keys.first(where: { $0.family == family })?.name == key.name else { continue }
            }
            let keyPath = (path.isEmpty ? "" : path + ".") + (key.family ?? key.name)
            let keySummary = key.family == nil ? key.summary : summary
            switch key.node {
            case .value(let value):
                rows.append(KeyTable.Row(path: keyPath, summary: keySummary, schema: value.schema))
            case .object(let children), .optionalObject(let children, _, _):
                if key.family == nil, children.first?.family == nil {
                    rows.append(KeyTable.Row(path: keyPath, summary: keySummary, schema: LookFileSchema.schema(key.node)))
                }
                rows += key.node.rows(under: keyPath, summary: keySummary, families: &families)
            }
        }
        return rows
    }
}
