/// Length-limited Huffman code lengths for deflate's dynamic blocks.
enum HuffmanCodeLengths {
    /// Code lengths, at most `limit` bits, for symbols with the given frequencies.
    ///
    /// Unused symbols get length 0. The code is always complete (the Kraft sum is exactly 1),
    /// as zlib's inflate requires: when fewer than two symbols are used, the first unused
    /// ones are added so that two codes of one bit remain.
    ///
    /// Optimal lengths come from Moffat and Katajainen's in-place algorithm over the sorted
    /// frequencies. Lengths over `limit` are clamped, and the Kraft sum is then repaired by
    /// moving codes down the tree (as miniz and zlib do), so the most frequent symbols keep
    /// the shortest codes.
    static func make(frequencies: [UInt32], limit: Int) -> [UInt8] {
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        var index = 0
        while used.count < 2 && index < frequencies.count {
            if !used.contains(index) { used.append(index) }
            index += 1
        }
        // Ascending frequency, ties by symbol, so the result is deterministic: one key per
        // symbol, frequency above symbol, sorted as plain integers.
        var keys = used.map { UInt64(frequencies[$0]) << 16 | UInt64($0) }
        keys.sort()
        used = keys.map { Int($0 & 0xFFFF) }
        var depths = keys.map { max(1, Int($0 >> 16)) }
        minimumRedundancy(&depths)

        // depths[i] is now the length of used[i]; the least frequent symbols are longest.
        var perLength = [Int](repeating: 0, count: max(limit, depths.max() ?? 0) + 1)
        for depth in depths { perLength[min(depth, limit)] += 1 }
        var kraft = 0
        for length in 1...limit { kraft += perLength[length] << (limit - length) }
        while kraft > 1 << limit {
            // Take one code off the deepest level and split a shallower leaf into two.
            perLength[limit] -= 1
            for length in stride(from: limit - 1, through: 1, by: -1) where perLength[length] > 0 {
                perLength[length] -= 1
                perLength[length + 1] += 2
                break
            }
            kraft -= 1
        }

        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        var position = 0
        for length in stride(from: limit, through: 1, by: -1) {
            for _ in 0..<perLength[length] {
                lengths[used[position]] = UInt8(length)
                position += 1
            }
        }
        return lengths
    }

    /// Moffat and Katajainen's in-place minimum-redundancy code ("In-Place Calculation of
    /// Minimum-Redundancy Codes", 1995): `weights`, sorted ascending and at least two,
    /// become the code lengths of the same positions.
    private static func minimumRedundancy(_ a: inout [Int]) {
        let n = a.count
        // Phase 1: combine into internal nodes; a[i] holds a weight or a parent pointer.
        a[0] += a[1]
        var root = 0
        var leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || a[root] < a[leaf] {
                a[next] = a[root]
                a[root] = next
                root += 1
            } else {
                a[next] = a[leaf]
                leaf += 1
            }
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] += a[root]
                a[root] = next
                root += 1
            } else {
                a[next] += a[leaf]
                leaf += 1
            }
        }
        // Phase 2: depths of the internal nodes.
        a[n - 2] = 0
        if n >= 3 {
            for next in stride(from: n - 3, through: 0, by: -1) { a[next] = a[a[next]] + 1 }
        }
        // Phase 3: depths of the leaves.
        var available = 1
        var usedNodes = 0
        var depth = 0
        var node = n - 2
        var next = n - 1
        while available > 0 {
            while node >= 0 && a[node] == depth {
                usedNodes += 1
                node -= 1
            }
            while available > usedNodes {
                a[next] = depth
                next -= 1
                available -= 1
            }
            available = 2 * usedNodes
            depth += 1
            usedNodes = 0
        }
    }
}
