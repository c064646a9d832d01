/// Lays out and measures the texts of a conversation: the one thing layout asks of a text
/// engine. The drawing side implements it with Pango and draws the texts it returns.
package protocol TextMeasuring {
    /// A laid-out text, kept in the rows until it is drawn.
    associatedtype Text: MeasuredText
    /// Why a text could not be laid out; its description goes into the error naming the row.
    associatedtype Failure: Error & CustomStringConvertible

    /// `string` in `font`, wrapped at `maxWidth` points (nil: one line per paragraph), in the
    /// language `language` (a BCP 47 tag; nil: the text engine's default), its lines centred
    /// within the width when `centred`.
    func text(_ string: String, font: TextFont, maxWidth: Double?, language: String?, centred: Bool) throws(Failure) -> Text

    /// `string` with the spans of `styling` drawn as it says (bold, links, code...), otherwise
    /// as ``text(_:font:maxWidth:language:centred:)`` lays it out uncentred.
    func text(_ string: String, styling: TextStyling, font: TextFont, maxWidth: Double?, language: String?) throws(Failure) -> Text

    /// `string` (one paragraph) in `font`, wrapped at `maxWidth` points and cut after
    /// `maxLines` lines, the last of which then ends in an ellipsis, as a quoted message shows
    /// its text.
    func text(_ string: String, font: TextFont, maxWidth: Double, maxLines: Int, language: String?) throws(Failure) -> Text

    /// `string` in `font`, wrapped at `maxWidth` points, with only its last `lastLines` lines
    /// when it has more, as a text field scrolled to its end shows it.
    func text(_ string: String, font: TextFont, maxWidth: Double, lastLines: Int, language: String?) throws(Failure) -> Text
}

extension TextMeasuring {
    /// An engine that draws no styles measures the text as it is.
    package func text(_ string: String, styling: TextStyling, font: TextFont, maxWidth: Double?,
                      language: String?) throws(Failure) -> Text {
        try text(string, font: font, maxWidth: maxWidth, language: language, centred: false)
    }

    /// An engine that cannot cut a text measures all of it, which stays inside its box.
    package func text(_ string: String, font: TextFont, maxWidth: Double, maxLines: Int, language: String?) throws(Failure) -> Text {
        try text(string, font: font, maxWidth: maxWidth, language: language, centred: false)
    }

    /// An engine that cannot cut a text measures all of it.
    package func text(_ string: String, font: TextFont, maxWidth: Double, lastLines: Int, language: String?) throws(Failure) -> Text {
        try text(string, font: font, maxWidth: maxWidth, language: language, centred: false)
    }
}
