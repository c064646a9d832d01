/// Where a value sits inside a JSON document, written the way error messages show it:
/// `messages[3].from`, `participants.ann.side`, `colors.incoming`,
/// `participants["ann smith"].name`.
///
/// Keys that are simple identifiers (ASCII letters, digits and `_`, not starting with a
/// digit) are written with a dot (or bare at the start); any other key is written as a
/// JSON string in brackets. The root path is written as the empty string.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step into an object or an array.
    public enum Component: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        /// An object member.
        case key(String)
        /// An array element (0-based).
        case index(Int)

        /// A key.
        public init(stringLiteral value: String) { self = .key(value) }
        /// An index.
        public init(integerLiteral value: Int) { self = .index(value) }
    }

    /// The steps from the root.
    public var components: [Component]

    /// A path from components; `[]` is the root.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// A path from literal components: `["messages", 3, "from"]`.
    public init(arrayLiteral elements: Component...) {
        self.components = elements
    }

    /// The document itself.
    public static let root = JSONPath()

    /// True for the root path.
    public var isRoot: Bool { components.isEmpty }

    /// This path followed by an object key.
    public func appending(key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path followed by an array index.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// The path with the last component removed (the root stays the root).
    public var parent: JSONPath {
        JSONPath(Array(components.dropLast()))
    }

    /// E.g. `messages[3].from`; empty for the root.
    public var description: String {
        var result = ""
        for component in components {
            switch component {
            case .index(let i):
                result += "[\(i)]"
            case .key(let key):
                if Self.isIdentifier(key) {
                    if !result.isEmpty { result += "." }
                    result += key
                } else {
                    result += "[" + TextQuoting.quoted(key, truncating: false) + "]"
                }
            }
        }
        return result
    }

    /// ASCII letter or `_`, then ASCII letters, digits or `_`.
    package static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, first == UInt8(ascii: "_") || first.isASCIILetter else { return false }
        return key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || $0.isASCIILetter || ($0 >= 0x30 && $0 <= 0x39) }
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
}
