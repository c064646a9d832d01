/// An array of a parsed JSON document with its path: its elements as cursors, made as they
/// are read.
package struct JSONArrayCursor: Sendable, RandomAccessCollection {
    /// The array as a value, with its path.
    package let cursor: JSONCursor
    /// The elements.
    package let elements: [JSONValue]

    /// `elements`, which `cursor` holds.
    init(_ cursor: JSONCursor, elements: [JSONValue]) {
        self.cursor = cursor
        self.elements = elements
    }

    /// The first index.
    package var startIndex: Int { elements.startIndex }
    /// One past the last index.
    package var endIndex: Int { elements.endIndex }
    /// The element at `position`, at the path `PATH[position]`.
    package subscript(position: Int) -> JSONCursor {
        cursor.child(elements[position], at: .index(position))
    }
}

extension JSONCursor {
    /// The array; otherwise `expected EXPECTED, found ...` (its kind).
    package func array(expected: String = "an array") throws(Diagnostic) -> JSONArrayCursor {
        guard let elements = value.arrayValue else { throw typeMismatch(expected: expected) }
        return JSONArrayCursor(self, elements: elements)
    }
}
