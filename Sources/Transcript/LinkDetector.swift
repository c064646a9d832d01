/// Finds what the chat apps turn into links in plain text: web addresses (`https://…`,
/// `www.…`, and bare domains such as `example.com/path` whose top-level domain is one of
/// ``topLevelDomains``), e-mail addresses and phone numbers (`+49 30 1234567`,
/// `(555) 123-4567`), as ``TextEntity`` values of the kinds `link`, `email` and `phone`.
///
/// The text is read grapheme by grapheme, so an entity never starts or ends inside a
/// character (a letter with its accents, an emoji sequence). An address starts where a word
/// starts: not after a letter or digit of a script written with spaces between words (Latin,
/// Greek, Cyrillic), nor after `.`, `@`, `/`, `-` or `_`; letters of other scripts (Arabic,
/// Hebrew, Chinese...) and the direction marks of right-to-left text may touch it. A web
/// address ends before trailing punctuation (`.`, `,`, `!`, quotes...) and before a closing
/// bracket it did not open, so `(see example.com/a_(b))` links `example.com/a_(b)`.
/// The work is linear in the text's length.
package enum LinkDetector {
    /// The web addresses, e-mail addresses and phone numbers in `text`, in order, without
    /// overlaps; offsets in UTF-16 code units, as ``TextEntity`` counts them.
    package static func entities(in text: String) -> [TextEntity] {
        // Most messages are done here.
        guard mayHoldEntities(text) else { return [] }
        var scanner = Scanner(text)
        return scanner.entities()
    }
}

extension LinkDetector {
    /// The text as characters with their UTF-16 offsets, and the position reading it.
    struct Scanner {
        /// The grapheme clusters of the text.
        let characters: [Character]
        /// The UTF-16 offset of each character, and the text's length at the end.
        let offsets: [Int]

        init(_ text: String) {
            var characters: [Character] = []
            var offsets: [Int] = []
            var offset = 0
            for character in text {
                characters.append(character)
                offsets.append(offset)
                offset += character.utf16.count
            }
            offsets.append(offset)
            self.characters = characters
            self.offsets = offsets
        }

        /// The character at `index`, or nil past either end.
        subscript(_ index: Int) -> Character? {
            characters.indices.contains(index) ? characters[index] : nil
        }

        /// Every entity, read from the start; after one, reading goes on where it ends.
        mutating func entities() -> [TextEntity] {
            var found: [TextEntity] = []
            var index = 0
            while index < characters.count {
                if let (kind, end) = match(at: index) {
                    found.append(TextEntity(type: kind, offset: offsets[index], length: offsets[end] - offsets[index]))
                    index = end
                } else {
                    index += 1
                }
            }
            return found
        }

        /// The entity starting at `index` and where it ends, if one does.
        private func match(at index: Int) -> (TextEntity.Kind, end: Int)? {
            guard startsWord(at: index) else { return nil }
            if let end = webAddress(at: index) { return (.link, end) }
            if let end = emailAddress(at: index) { return (.email, end) }
            if let end = bareDomain(at: index) { return (.link, end) }
            if let end = phoneNumber(at: index) { return (.phone, end) }
            return nil
        }

        /// Whether a word may start at `index`: the character before it is not part of a
        /// word written with spaces, nor a character that joins addresses (`.@/-_`).
        func startsWord(at index: Int) -> Bool {
            guard let before = self[index - 1] else { return true }
            return !Self.joinsWords(before) && !".@/\\-_+%#$€£¥&=~".contains(before)
        }

        /// Whether `character` continues a word of a script written with spaces between words
        /// (a letter or digit of Latin, Greek or Cyrillic, or `_`): an address does not start
        /// or end next to one. Letters of other scripts (Arabic, Hebrew, Chinese...) may touch
        /// an address, as they do in chats written in them.
        static func joinsWords(_ character: Character) -> Bool {
            guard let first = character.unicodeScalars.first else { return false }
            if character == "_" { return true }
            return (character.isLetter || character.isNumber) && first.value < 0x0530
        }

        /// Whether `character` is an ASCII letter or digit.
        static func isAlphanumeric(_ character: Character) -> Bool {
            character.isASCII && (character.isLetter || character.isNumber)
        }

        /// Whether `character` is an ASCII digit.
        static func isDigit(_ character: Character) -> Bool {
            character.isASCII && character.isNumber
        }

        /// Whether the characters from `index` spell `word`, ignoring ASCII case.
        func matches(_ word: String, at index: Int) -> Bool {
            var position = index
            for expected in word {
                guard let character = self[position], character.lowercased() == String(expected) else { return false }
                position += 1
            }
            return true
        }
    }
}
