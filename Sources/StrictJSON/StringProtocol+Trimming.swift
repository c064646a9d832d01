extension StringProtocol {
    /// The text without the leading and trailing Unicode scalars `isTrimmed` accepts, scalar
    /// by scalar as Foundation's `trimmingCharacters(in:)` does.
    package func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
