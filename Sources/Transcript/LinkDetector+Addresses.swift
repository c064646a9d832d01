extension LinkDetector.Scanner {
    /// Where a web address written with its scheme (`http://`, `https://`) or with `www.`
    /// starting at `index` ends; nil when none starts there.
    func webAddress(at index: Int) -> Int? {
        if let scheme = ["https://", "http://"].first(where: { matches($0, at: index) }) {
            let hostStart = index + scheme.count
            guard let host = domain(at: hostStart, internationalised: true) else { return nil }
            return rest(afterHost: host.end, start: index)
        }
        if matches("www.", at: index) {
            guard let host = domain(at: index + 4, internationalised: false), host.labels.count >= 2,
                  let tld = host.labels.last, isAlphabetic(tld), tld.count >= 2 else { return nil }
            return rest(afterHost: host.end, start: index)
        }
        return nil
    }

    /// Where a domain without a scheme whose top-level domain is one of
    /// ``LinkDetector/topLevelDomains`` (`example.com`, `docs.example.co.uk/start`) starting
    /// at `index` ends; nil when none starts there.
    func bareDomain(at index: Int) -> Int? {
        guard let host = domain(at: index, internationalised: false), host.labels.count >= 2, let tld = host.labels.last,
              LinkDetector.topLevelDomains.contains(String(characters[tld])) else { return nil }
        return rest(afterHost: host.end, start: index)
    }

    /// Where an e-mail address (`ann.lee+news@mail.example.org`) starting at `index` ends;
    /// nil when none starts there.
    func emailAddress(at index: Int) -> Int? {
        var at = index
        while let character = self[at], Self.isAlphanumeric(character) || "._%+-".contains(character) {
            at += 1
        }
        guard at > index, self[at] == "@", self[index] != ".", self[at - 1] != "." else { return nil }
        guard let host = domain(at: at + 1, internationalised: false), host.labels.count >= 2, let tld = host.labels.last,
              isAlphabetic(tld), tld.count >= 2 else { return nil }
        return endsWord(at: host.end) && self[host.end] != "@" ? host.end : nil
    }

    /// The dot-separated labels of a host name starting at `index` (letters, digits and
    /// hyphens, not at a label's ends; non-ASCII letters too when `internationalised`) and
    /// where it ends. A dot ends the name unless a label follows it.
    private func domain(at index: Int, internationalised: Bool) -> (labels: [Range<Int>], end: Int)? {
        var labels: [Range<Int>] = []
        var position = index
        while true {
            let start = position
            while let character = self[position],
                  Self.isAlphanumeric(character) || character == "-"
                    || (internationalised && !character.isASCII && (character.isLetter || character.isNumber)) {
                position += 1
            }
            guard position > start, position - start <= 63, characters[start] != "-", characters[position - 1] != "-" else {
                return nil
            }
            labels.append(start ..< position)
            guard self[position] == ".", let next = self[position + 1], Self.isAlphanumeric(next)
                    || (internationalised && !next.isASCII && next.isLetter) else { break }
            position += 1
        }
        return (labels, position)
    }

    /// Where an address whose host ends at `hostEnd` ends: after its port (`:8080`) and its
    /// path, query and fragment, without the punctuation that ends the sentence around it;
    /// nil when a word goes on right after the host.
    private func rest(afterHost hostEnd: Int, start: Int) -> Int? {
        var end = hostEnd
        if self[end] == ":", let digit = self[end + 1], Self.isDigit(digit) {
            end += 1
            while let character = self[end], Self.isDigit(character) { end += 1 }
        }
        guard let next = self[end], "/?#".contains(next) else {
            return endsWord(at: end) && self[end] != "@" ? end : nil
        }
        let pathStart = end
        while let character = self[end], Self.isPathCharacter(character) { end += 1 }
        while end > pathStart, let last = self[end - 1], trails(last, in: start ..< end) { end -= 1 }
        return end
    }

    /// Whether an address in `range` that ends with `last` ends a sentence rather than the
    /// address: punctuation, quotes, or a closing bracket the address did not open.
    private func trails(_ last: Character, in range: Range<Int>) -> Bool {
        if ".,:;!?'’”»›…*~".contains(last) { return true }
        let pairs: [Character: Character] = [")": "(", "]": "["]
        guard let opening = pairs[last] else { return false }
        let inside = characters[range]
        return inside.count(where: { $0 == last }) > inside.count(where: { $0 == opening })
    }

    /// Whether a word may end at `index`: the character there is not part of a word written
    /// with spaces (see ``joinsWords(_:)``).
    private func endsWord(at index: Int) -> Bool {
        guard let after = self[index] else { return true }
        return !Self.joinsWords(after)
    }

    /// Whether the label `range` holds ASCII letters only.
    private func isAlphabetic(_ range: Range<Int>) -> Bool {
        characters[range].allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Whether `character` may be part of a web address's path, query or fragment: printable
    /// ASCII but spaces and ``"<>`{}|\^``, or a letter, digit or mark of any script (not an
    /// emoji, a space, punctuation of other scripts or a direction mark).
    static func isPathCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
            return (0x21 ... 0x7E).contains(ascii) && !"\"<>`{}|\\^".contains(character)
        }
        return character.isLetter || character.isNumber
    }
}
