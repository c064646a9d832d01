/// Break opportunities between the syllables of Khmer, Lao and Myanmar, which put no spaces
/// between words. Pango finds none inside such a run (it has a dictionary for Thai only), and
/// when a run is wider than the bubble falls back to breaking between grapheme clusters, which
/// can cut a syllable: a Lao prefixed vowel from its consonant (ແ|ລະ), a Myanmar consonant from
/// its killer (ဆို|င်). An invisible U+200B before each syllable lets lines break there instead.
///
/// A syllable starts at a consonant or independent vowel that is not stacked under the one
/// before (Khmer coeng U+17D2, Myanmar U+1039), not a final consonant killed by the next
/// character (Myanmar asat U+103A), and not preceded by a Lao prefixed vowel (U+0EC0-U+0EC4),
/// which itself starts a syllable. These are orthographic syllables: a final consonant that
/// carries no mark (Khmer and Lao write them bare) cannot be told from the next syllable's
/// first without a dictionary, so a line may still break before one, as ICU does without one.
package enum SyllableBreaks {
    /// `text` with U+200B before each syllable that follows another of the same script, or
    /// `text` itself when it has none of these scripts.
    package static func inserted(into text: String) -> String {
        guard text.unicodeScalars.contains(where: { script(of: $0) != nil }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        result.reserveCapacity(scalars.count + scalars.count / 2)
        for (index, scalar) in scalars.enumerated() {
            if index > 0, startsSyllable(at: index, in: scalars) { result.append("\u{200B}") }
            result.append(scalar)
        }
        return String(result)
    }

    private enum Script { case khmer, lao, myanmar }

    private static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x1780...0x17FF, 0x19E0...0x19FF: .khmer
        case 0x0E80...0x0EFF: .lao
        case 0x1000...0x109F, 0xA9E0...0xA9FF, 0xAA60...0xAA7F: .myanmar
        default: nil
        }
    }

    private static func startsSyllable(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let scalar = scalars[index], previous = scalars[index - 1]
        guard let script = script(of: scalar), self.script(of: previous) == script else { return false }
        // The mark after a letter, past a Myanmar dot below (U+1037), which sorts before asat.
        var after = index + 1
        if after < scalars.count, scalars[after].value == 0x1037 { after += 1 }
        let next = after < scalars.count ? scalars[after].value : 0
        let value = scalar.value
        switch script {
        case .khmer:
            return (0x1780...0x17B3).contains(value) && previous.value != 0x17D2
        case .lao:
            let prefixedVowel = (0x0EC0...0x0EC4).contains(value)
            let consonant = (0x0E81...0x0EAE).contains(value) || (0x0EDC...0x0EDF).contains(value)
            return prefixedVowel || consonant && !(0x0EC0...0x0EC4).contains(previous.value)
        case .myanmar:
            let letter = (0x1000...0x102A).contains(value) || value == 0x103F || (0x1050...0x1055).contains(value)
            return letter && previous.value != 0x1039 && next != 0x103A && next != 0x1039
        }
    }
}
