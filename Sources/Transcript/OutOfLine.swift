/// Keeps an optional value that most instances lack outside the struct that holds it: one
/// pointer inline, the value in an immutable shared box, so arrays of 100,000 messages do not
/// carry the bytes of a link card or a quote each message has no use for.
///
/// A value type all the same: the box is never changed, setting replaces it, and equality and
/// hashing are those of the value. Meant for the module's own types: another module gets the
/// generic code, which looks up metadata at every call.
struct OutOfLine<Value: Sendable & Hashable>: Sendable, Hashable {
    private final class Box: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box?

    init(_ value: Value?) {
        box = value.map(Box.init)
    }

    var value: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
