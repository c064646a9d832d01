/// How heavy a text's strokes are, as the platforms name them: the value is the OpenType
/// weight class Pango and fontconfig match faces by.
package enum FontWeight: Int, Hashable, Sendable {
    case regular = 400
    /// Android's titles (Roboto Medium).
    case medium = 500
    /// iOS's navigation titles (SF Pro Semibold).
    case semibold = 600
    case bold = 700

    /// Bold or regular.
    package init(bold: Bool) {
        self = bold ? .bold : .regular
    }
}
