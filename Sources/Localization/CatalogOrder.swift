/// The stable orders used for keys, languages and variations.
///
/// - Keys sort the way Xcode lists them in a String Catalog: case-insensitively, with runs of
///   ASCII digits compared by value (`item 2` before `item 10`); keys that compare equal that
///   way are ordered by their exact text, so the order is total and never depends on the
///   machine's locale.
/// - Languages: the source language first, then the others in key order.
/// - Variations: no variation first; then component by component (the parts between dots),
///   known names in a fixed order — `device` before `plural` before `substitution`, plural
///   categories in CLDR order `zero one two few many other`, devices as `iphone ipod ipad
///   applewatch appletv applevision mac` — then unknown names in key order, and `other` last.
enum CatalogOrder {
    /// True when key `a` sorts before key `b`.
    static func key(_ a: String, before b: String) -> Bool {
        let folded = compareNatural(Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars))
        if folded != 0 { return folded < 0 }
        if a == b { return false }
        let exact = compareNatural(Array(a.unicodeScalars), Array(b.unicodeScalars))
        if exact != 0 { return exact < 0 }
        return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    /// Languages: `source` first, the rest in key order, no duplicates.
    static func locales(_ locales: some Sequence<String>, source: String) -> [String] {
        var rest = Set(locales)
        rest.remove(source)
        return [source] + rest.sorted(by: key(_:before:))
    }

    /// True when variation `a` sorts before variation `b` (nil first).
    static func variation(_ a: String?, before b: String?) -> Bool {
        guard let b else { return false }
        guard let a else { return true }
        let left = a.split(separator: ".", omittingEmptySubsequences: false)
        let right = b.split(separator: ".", omittingEmptySubsequences: false)
        for (x, y) in zip(left, right) where x != y {
            let rx = rank(of: x), ry = rank(of: y)
            if rx != ry { return rx < ry }
            return key(String(x), before: String(y))
        }
        return left.count < right.count
    }

    /// Entries by key, then by the position of their language in `localeOrder` (unknown
    /// languages last, in key order), then by variation.
    static func sort(_ entries: inout [LocalizedEntry], localeOrder: [String]) {
        var localeRank: [String: Int] = [:]
        for (index, locale) in localeOrder.enumerated() where localeRank[locale] == nil {
            localeRank[locale] = index
        }
        entries.sort { a, b in
            if a.key != b.key { return key(a.key, before: b.key) }
            if a.locale != b.locale {
                let ra = localeRank[a.locale] ?? Int.max, rb = localeRank[b.locale] ?? Int.max
                if ra != rb { return ra < rb }
                return key(a.locale, before: b.locale)
            }
            return variation(a.variation, before: b.variation)
        }
    }

    // MARK: Private

    private static let ranks: [Substring: Int] = [
        "device": 0, "plural": 1, "substitution": 2,
        "zero": 10, "one": 11, "two": 12, "few": 13, "many": 14,
        "iphone": 20, "ipod": 21, "ipad": 22, "applewatch": 23, "appletv": 24, "applevision": 25, "mac": 26,
    ]

    /// Known names by their rank, unknown names (50) between them and `other` (99).
    private static func rank(of name: Substring) -> Int {
        if name == "other" { return 99 }
        return ranks[name] ?? 50
    }

    /// -1, 0 or 1; digit runs compare by value, everything else by scalar value.
    private static func compareNatural(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                var ei = i, ej = j
                while ei < a.count, isDigit(a[ei]) { ei += 1 }
                while ej < b.count, isDigit(b[ej]) { ej += 1 }
                // Compare the runs without leading zeros: longer is bigger, then digit by digit.
                var si = i, sj = j
                while si < ei - 1, a[si] == "0" { si += 1 }
                while sj < ej - 1, b[sj] == "0" { sj += 1 }
                if ei - si != ej - sj { return ei - si < ej - sj ? -1 : 1 }
                while si < ei {
                    if a[si] != b[sj] { return a[si].value < b[sj].value ? -1 : 1 }
                    si += 1
                    sj += 1
                }
                i = ei
                j = ej
                continue
            }
            if a[i] != b[j] { return a[i].value < b[j].value ? -1 : 1 }
            i += 1
            j += 1
        }
        if i < a.count { return 1 }
        if j < b.count { return -1 }
        return 0
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }
}
