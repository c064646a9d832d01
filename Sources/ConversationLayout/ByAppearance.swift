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

    /// The value in `appearance`.
    package subscript(_ appearance: Appearance) -> Value {
        appearance == .dark ? dark : light
    }
}
