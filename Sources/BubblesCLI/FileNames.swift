/// File names made from arbitrary strings (localization keys).
enum FileNames {
    /// Each string as a file name: letters, digits, `-`, `_` and `.` kept, anything else `_`,
    /// at most 80 characters, and `-2`, `-3`, ... added until it differs from every name
    /// before it, ignoring case (so it stays apart on case-insensitive file systems too).
    static func unique(_ strings: [String]) -> [String] {
        var used: Set<String> = []
        return strings.map { string in
            var base = String(string.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            }.prefix(80))
            if base.isEmpty || base.allSatisfy({ $0 == "." }) { base = "key" }
            var name = base
            var count = 1
            while !used.insert(name.lowercased()).inserted {
                count += 1
                name = "\(base)-\(count)"
            }
            return name
        }
    }
}
