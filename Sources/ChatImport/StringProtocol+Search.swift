extension StringProtocol {
    /// The first place `other` occurs, compared as UTF-8 bytes: a plain scan, cheaper than the
    /// standard library's searcher for the short texts of a chat, whose every line is searched.
    func firstUTF8Range(of other: String) -> Range<Index>? {
        let needle = Array(other.utf8)
        guard let first = needle.first else { return nil }
        let bytes = utf8
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: first) {
            var end = found
            var matched = 0
            while matched < needle.count, end != bytes.endIndex, bytes[end] == needle[matched] {
                matched += 1
                end = bytes.index(after: end)
            }
            if matched == needle.count { return found..<end }
            start = bytes.index(after: found)
        }
        return nil
    }

    /// Whether `other` occurs, compared as UTF-8 bytes.
    func containsUTF8(_ other: String) -> Bool {
        firstUTF8Range(of: other) != nil
    }
}
