internal import CCairoPango

extension FontConfig {
    /// Puts the families of `files`, emoji fonts, first wherever a pattern asks for Noto Color
    /// Emoji, in their order: before it in the rule of `fonts.conf` that gives emoji runs
    /// (language `und-zsye`) Noto Color Emoji, and in the `emoji` generic name. Noto Color
    /// Emoji stays next, so it draws what they lack. Loads one rule
    /// (`FcConfigParseAndLoadFromMemory`) after the built-in ones, which it follows.
    func preferEmojiFonts(_ files: [FontFile]) throws(RenderError) {
        var families: [String] = []
        for family in files.flatMap(\.families) where !families.contains(family) {
            families.append(family)
        }
        guard let first = files.first, !families.isEmpty else { return }
        let text = Array(Self.emojiRule(families: families).utf8) + [0]
        let loaded = text.withUnsafeBufferPointer { FcConfigParseAndLoadFromMemory(pointer, $0.baseAddress, 0) }
        guard loaded != 0 else {
            throw .fontFile(name: first.name, reason: "fontconfig could not load the rule that draws emoji with it")
        }
    }

    /// A fontconfig document with one rule: a pattern that names Noto Color Emoji gets
    /// `families` (strong) just before it. A rule on the language `und-zsye` would not reach
    /// the `emoji` generic name, and an alias for it would come after the built-in one's Noto
    /// Color Emoji; a test of the family reaches both.
    static func emojiRule(families: [String]) -> String {
        let names = families.map { "<string>\(xmlEscaped($0))</string>" }.joined()
        return """
            <?xml version="1.0"?>
            <fontconfig>
              <match target="pattern">
                <test name="family"><string>Noto Color Emoji</string></test>
                <edit name="family" mode="prepend" binding="strong">\(names)</edit>
              </match>
            </fontconfig>

            """
    }

    /// `text` with the five characters XML gives a meaning written as entities.
    private static func xmlEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
