import BubbleGeometry

/// One value for the light appearance and one for the dark: what a look decides twice.
package struct ByAppearance<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value in the light appearance.
    package var light: Value
    /// The value in the dark appearance.
    package var dark: Value

    /// `light` and `dark`.
    package init(light: Value, dark: Value) {
        self.light = light
        self.dark = dark
    }

    /// The same value in both appearances.
    package init(_ both: Value) {
        self.init(light: both, dark: both)
    }

    /// The value `make` gives for each appearance.
    package init(_ make: (Appearance) -> Value) {
        self.init(light: make(.light), dark: make(.dark))
    }

    /// The value in `appearance`.
    package subscript(_ appearance: Appearance) -> Value {
        appearance == .dark ? dark : light
    }
}
