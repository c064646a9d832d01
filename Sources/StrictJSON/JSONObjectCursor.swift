/// An object of a parsed JSON document with its path: its members as cursors, the keys it may
/// have, the keys it must have.
package struct JSONObjectCursor: Sendable, RandomAccessCollection {
    /// The object as a value, with its path.
    package let cursor: JSONCursor
    /// The object's members.
    package let object: JSONObject

    /// `object`, which `cursor` holds.
    init(_ cursor: JSONCursor, object: JSONObject) {
        self.cursor = cursor
        self.object = object
    }

    /// The first index.
    package var startIndex: Int { object.startIndex }
    /// One past the last index.
    package var endIndex: Int { object.endIndex }
    /// The member at `position`, with its key.
    package subscript(position: Int) -> (key: String, value: JSONCursor) {
        let member = object[position]
        return (member.key, cursor.child(member.value, at: .key(member.key)))
    }

    /// The member `key`'s value (`null` included), or nil when there is none.
    package subscript(key: String) -> JSONCursor? {
        object[key].map { cursor.child($0, at: .key(key)) }
    }

    /// The member `key`'s value, which must be there; otherwise `missing required key "key"`
    /// at this object.
    package func required(_ key: String) throws(Diagnostic) -> JSONCursor {
        guard let value = self[key] else { throw missing(key) }
        return value
    }

    /// `missing required key "key"`, at this object.
    package func missing(_ key: String) -> Diagnostic {
        cursor.problem("missing required key \"\(key)\"")
    }

    /// The member `key`'s key as a string value at the key's position (with the member's path):
    /// for a problem with the key itself, or a key read as a value.
    package func key(_ key: String) -> JSONCursor? {
        object.member(named: key).map(keyCursor)
    }

    /// The key of the member at `position`, as ``key(_:)`` gives it.
    package func key(at position: Int) -> JSONCursor {
        keyCursor(object[position])
    }

    private func keyCursor(_ member: JSONObject.Member) -> JSONCursor {
        cursor.moved(to: JSONValue(.string(member.key), position: member.keyPosition), at: cursor.path.appending(key: member.key))
    }

    /// The keys of this object that are not in `allowed`, as cursors at the keys.
    package func unknownKeys(allowed: [String]) -> [JSONCursor] {
        object.members(notIn: allowed).map(keyCursor)
    }

    /// Records each key of this object that is not in `allowed`: `unknown key (allowed: name,
    /// side, avatar; did you mean "name"?)`, at the key. The suggestion comes from `allowed`
    /// and `extra` (keys allowed elsewhere, worth suggesting), made only for the problems
    /// `problems` keeps, as an object can have any number of unknown keys.
    package func checkKeys(allowed: [String], alsoSuggesting extra: [String] = [], into problems: inout Diagnostics) {
        for key in unknownKeys(allowed: allowed) {
            problems.append(key.problem(JSONObject.unknownKeyMessage(key.value.stringValue ?? "", allowed: allowed, alsoSuggesting: extra)))
        }
    }

    /// The first problem ``checkKeys(allowed:alsoSuggesting:into:)`` would record, thrown.
    package func checkKeys(allowed: [String], alsoSuggesting extra: [String] = []) throws(Diagnostic) {
        guard let key = unknownKeys(allowed: allowed).first else { return }
        throw key.problem(JSONObject.unknownKeyMessage(key.value.stringValue ?? "", allowed: allowed, alsoSuggesting: extra))
    }
}

extension JSONCursor {
    /// The object; otherwise `expected EXPECTED, found ...` (its kind).
    package func object(expected: String = "an object") throws(Diagnostic) -> JSONObjectCursor {
        guard let object = value.objectValue else { throw typeMismatch(expected: expected) }
        return JSONObjectCursor(self, object: object)
    }
}
