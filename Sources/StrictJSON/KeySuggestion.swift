/// "Did you mean" for a misspelt key (or command name).
package enum KeySuggestion {
    /// The candidate closest to `key` when it is probably a typo (edit distance at most 2, or
    /// 1 for short keys, ignoring case).
    package static func closest(to key: String, among candidates: [String]) -> String? {
        let lowered = Array(key.lowercased().unicodeScalars)
        guard lowered.count <= 40 else { return nil }
        var best: (String, Int)? = nil
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            let limit = min(lowered.count, candidate.count) <= 4 ? 1 : 2
            if distance <= limit, distance < best?.1 ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours each cost 1 (so `nmae` is 1 away from `name`).
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0 ... a.count { table[i][0] = i }
        for j in 0 ... b.count { table[0][j] = j }
        for i in 1 ... a.count {
            for j in 1 ... b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
