import BubbleGeometry
import StrictJSON

/// The values of look files read with the shared walker.
extension JSONCursor {
    /// A colour, `"#RRGGBB"` or `"#RRGGBBAA"` (or `"#RGB"`).
    func lookColor() throws(Diagnostic) -> RGBAColor {
        try parsed("a colour like \"#RRGGBB\" or \"#RRGGBBAA\"") { RGBAColor(hex: $0) }
    }

    /// A string that is not blank (otherwise `expected EXAMPLE, found ...`), of at most
    /// `maxLength` characters.
    func lookText(maxLength: Int, example: String) throws(Diagnostic) -> String {
        try nonBlankString(expected: example, within: StringLimits(maxLength: maxLength))
    }
}
