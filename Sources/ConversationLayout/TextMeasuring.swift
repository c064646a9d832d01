import BubbleGeometry

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
}

/// A text laid out by a ``TextMeasuring`` engine, as layout sees it: its extents.
package protocol MeasuredText {
    /// The logical and ink rectangles of the whole text in points, relative to its origin.
    var extents: (logical: Rect, ink: Rect) { get }
    /// The logical rectangle of the last line in points, relative to the text's origin.
    var lastLineExtents: Rect? { get }
}

/// Which font a conversation's text is set in, relative to the message font.
package enum TextFont: Hashable {
    /// The message font.
    case message
    /// The message font ``JumboEmoji/scale`` times larger, for one to three emoji alone.
    case jumbo
    /// The message font's family at `size` points, bold or regular, italic or upright.
    case sized(Double, bold: Bool, italic: Bool)
}
