extension Diagnostics {
    /// The result of `read`, or nil after recording the problem it threw: how a reader that
    /// reports every problem (`bubbles validate`) reads one value with ``JSONCursor`` and goes
    /// on with the next.
    ///
    /// ```swift
    /// if let width = problems.reading(try object.required("width").number(in: 100...4096)) { ... }
    /// ```
    package mutating func reading<T>(_ read: @autoclosure () throws(Diagnostic) -> T) -> T? {
        do throws(Diagnostic) {
            return try read()
        } catch {
            append(error)
            return nil
        }
    }
}
