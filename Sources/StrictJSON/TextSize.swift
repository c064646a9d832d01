/// What a string costs to lay out: its length in Unicode scalars and the most combining marks
/// stacked on one character. Measured in one pass, so checking is linear in the text.
public struct TextSize: Sendable, Hashable {
    /// The number of Unicode scalars.
    public var scalars: Int
    /// The most marks (general categories Mn, Mc, Me) on one base character. Default-ignorable
    /// characters between marks (a zero-width joiner, say) neither count nor end the run, as
    /// text shaping skips them when it stacks marks.
    public var marksOnOneCharacter: Int

    /// Measures `text`.
    public init(_ text: String) {
        var scalars = 0
        var run = 0
        var longest = 0
        for scalar in text.unicodeScalars {
            scalars += 1
            // No scalar below U+0300 is a mark.
            guard scalar.value >= 0x300 else {
                run = 0
                continue
            }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                run += 1
                longest = max(longest, run)
            default:
                if !properties.isDefaultIgnorableCodePoint { run = 0 }
            }
        }
        self.scalars = scalars
        marksOnOneCharacter = longest
    }
}
