extension TextLayout {
    /// The size of a code block's language name against the message's: Telegram's 14 points
    /// over 17.
    static let codeTitleScale = 14.0 / 17

    /// A code block's language as its title shows it, capitalized as Telegram writes it:
    /// each letter after one that is not a letter or digit in capitals, the others small
    /// ("swift" → "Swift", "objective-c" → "Objective-C").
    static func codeTitle(_ language: String) -> String {
        let start = language.drop { $0.isWhitespace }
        let word = start.lastIndex { !$0.isWhitespace }.map { start[...$0] } ?? ""
        var title = ""
        var startsWord = true
        for character in word {
            title += startsWord ? character.uppercased() : character.lowercased()
            startsWord = !(character.isLetter || character.isNumber)
        }
        return title
    }
}
