/// File names made from arbitrary strings (localization keys).
enum FileNames {
    /// Each string as a file name: letters, digits, `-`, `_` and `.` kept, anything else `_`,
    /// at most 80 characters, and `-2`, `-3`, ... added where two come out the same.
    static func unique(_ strings: [String]) -> [String] {
        var used: [String: Int] = [:]
        return strings.map { string in
            var base = String(string.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            }.prefix(80))
            if base.isEmpty || base.allSatisfy({ $0 == "." }) { base = "key" }
            let count = used[base, default: 0] + 1
            used[base] = count
            return count == 1 ? base : "\(base)-\(count)"
        }
    }
}
