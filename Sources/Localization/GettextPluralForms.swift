/// Names the `msgstr[N]` forms of a gettext catalog after CLDR plural categories.
///
/// gettext numbers plural forms by its `Plural-Forms` expression; the usual expressions of
/// each language list the forms in the order below. When the file has that many forms for its
/// language they get these names (`plural.one`, `plural.few`, ...); otherwise they are named by
/// index, `plural.form0`, `plural.form1`, ...
enum GettextPluralForms {
    /// The variation of form `index` of `count` forms in `locale`.
    static func variation(index: Int, count: Int, locale: String) -> String {
        let primary = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        let names = table[primary] ?? ["one", "other"]
        guard names.count == count, names.indices.contains(index) else { return "plural.form\(index)" }
        return "plural.\(names[index])"
    }

    /// The forms' categories in gettext order, by primary language; two forms `one other`
    /// for languages not listed.
    private static let table: [String: [String]] = {
        var table: [String: [String]] = [:]
        for code in ["ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km"] { table[code] = ["other"] }
        for code in ["ru", "uk", "be", "sr", "hr", "bs", "pl"] { table[code] = ["one", "few", "many"] }
        for code in ["cs", "sk", "lt", "ro"] { table[code] = ["one", "few", "other"] }
        table["lv"] = ["one", "other", "zero"]
        table["sl"] = ["one", "two", "few", "other"]
        table["ga"] = ["one", "two", "few", "many", "other"]
        table["ar"] = ["zero", "one", "two", "few", "many", "other"]
        return table
    }()
}
