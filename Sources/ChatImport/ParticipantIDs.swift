/// Transcript participant ids made from authors' names: lowercase letters and digits of any
/// script, other characters as `-`, at most 40 characters, and `-2`, `-3`, ... added to a
/// name already taken. The same authors in the same order always get the same ids.
enum ParticipantIDs {
    static func make(for names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            var base = ""
            for character in name.lowercased() {
                if character.isLetter || character.isNumber {
                    base.append(character)
                } else if !base.isEmpty, base.last != "-" {
                    base.append("-")
                }
                if base.count >= 40 { break }
            }
            while base.last == "-" { base.removeLast() }
            if base.isEmpty { base = "someone" }
            var id = base
            var count = 1
            while !used.insert(id).inserted {
                count += 1
                id = "\(base)-\(count)"
            }
            return id
        }
    }
}
