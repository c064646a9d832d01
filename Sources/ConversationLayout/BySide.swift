import BubbleGeometry

/// One value for incoming bubbles and one for outgoing ones: what a look decides per side.
package struct BySide<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value for bubbles others sent.
    package var incoming: Value
    /// The value for bubbles the user sent.
    package var outgoing: Value

    /// `incoming` and `outgoing`.
    package init(incoming: Value, outgoing: Value) {
        self.incoming = incoming
        self.outgoing = outgoing
    }

    /// The same value on both sides.
    package init(_ both: Value) {
        self.init(incoming: both, outgoing: both)
    }

    /// The value `make` gives for each side.
    package init(_ make: (BubbleSide) -> Value) {
        self.init(incoming: make(.incoming), outgoing: make(.outgoing))
    }

    /// The value on `side`.
    package subscript(_ side: BubbleSide) -> Value {
        side == .incoming ? incoming : outgoing
    }
}
