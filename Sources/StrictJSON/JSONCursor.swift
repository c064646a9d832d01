import FoundationEssentials

/// A value of a parsed JSON document with its path, the one typed walker every reader of JSON
/// input (transcripts, look files, chat exports, string catalogs) reads with.
///
/// Each typed read (``string()``, ``number(in:)``, ``choice(among:)``, ``object()``, ...)
/// returns the value or throws the ``Diagnostic`` a user can act on: the file, the JSON path,
/// the value's line and column and one message, worded the same in every reader:
///
/// ```
/// chat.json: width: expected a number from 100 to 4096, found 20 (line 2, column 12)
/// look.json: colors.light.incoming: expected a colour like "#RRGGBB", found "blue" (line 4, column 19)
/// ```
///
/// A reader that reports every problem rather than the first records each thrown one with
/// ``Diagnostics/reading(_:)`` and goes on with the next value.
package struct JSONCursor: Sendable {
    /// The value here.
    package let value: JSONValue
    /// Where the value is in its document.
    package let path: JSONPath
    /// The file as the user named it, for the problems.
    package let file: String?
    /// Whether the problems' descriptions end with the value's position
    /// (``Diagnostic/showsPosition``).
    package let showsPosition: Bool

    /// The root of a parsed document.
    package init(root value: JSONValue, file: String?, showsPosition: Bool = true) {
        self.init(value, at: .root, file: file, showsPosition: showsPosition)
    }

    private init(_ value: JSONValue, at path: JSONPath, file: String?, showsPosition: Bool) {
        self.value = value
        self.path = path
        self.file = file
        self.showsPosition = showsPosition
    }

    /// The root of `bytes` parsed as strict JSON (``JSONValue/parse(_:maxDepth:)-([UInt8],_)``);
    /// malformed JSON is a ``Diagnostic/Kind/syntax`` problem naming the line and column.
    package static func parse(_ bytes: [UInt8], file: String?, showsPosition: Bool = true,
                             maxDepth: Int = JSONValue.defaultMaxDepth) throws(Diagnostic) -> JSONCursor {
        do throws(JSONSyntaxError) {
            return JSONCursor(root: try JSONValue.parse(bytes, maxDepth: maxDepth), file: file, showsPosition: showsPosition)
        } catch {
            throw Diagnostic(syntax: error, file: file)
        }
    }

    /// The root of `data` parsed as strict JSON; see ``parse(_:file:showsPosition:maxDepth:)-([UInt8],_,_,_)``.
    package static func parse(_ data: Data, file: String?, showsPosition: Bool = true,
                             maxDepth: Int = JSONValue.defaultMaxDepth) throws(Diagnostic) -> JSONCursor {
        do throws(JSONSyntaxError) {
            return JSONCursor(root: try JSONValue.parse(data, maxDepth: maxDepth), file: file, showsPosition: showsPosition)
        } catch {
            throw Diagnostic(syntax: error, file: file)
        }
    }

    /// `value`, a part of this value found one `step` further.
    package func child(_ value: JSONValue, at step: JSONPath.Component) -> JSONCursor {
        JSONCursor(value, at: JSONPath(path.components + [step]), file: file, showsPosition: showsPosition)
    }

    /// `value` at `path` of the same document (a key read as a value, a value read again).
    package func moved(to value: JSONValue, at path: JSONPath) -> JSONCursor {
        JSONCursor(value, at: path, file: file, showsPosition: showsPosition)
    }

    /// Where the value starts.
    package var position: SourcePosition { value.position }

    /// True for `null`.
    package var isNull: Bool { value.isNull }

    // MARK: Problems

    /// A problem with this value: `message` at its path and position (or `position`).
    package func problem(_ message: String, at position: SourcePosition? = nil) -> Diagnostic {
        let where_ = position ?? value.position
        return Diagnostic(kind: .invalid, file: file, path: path, line: where_.line, column: where_.column, message: message,
                          showsPosition: showsPosition)
    }

    /// `expected EXPECTED, found a string` (the value's kind: `a number`, `true`, `null`, ...).
    package func typeMismatch(expected: String) -> Diagnostic {
        problem("expected \(expected), found \(value.kindDescription)")
    }

    /// `expected EXPECTED, found "blue"` (the value itself where it is short: a string, a
    /// number's literal; else its kind).
    package func unexpected(_ expected: String) -> Diagnostic {
        problem("expected \(expected), found \(value.foundDescription)")
    }
}
