import StrictJSON

/// A part of a look file: an object of named parts, or one value, and where it goes in a
/// ``ChatLook``. The reader (``read(_:into:problems:)``) and the schema (``LookFileSchema``)
/// both walk the one description, ``LookFile/description``, so a key one knows the other knows.
///
/// Not `Sendable`: values hold key paths. The description is made when it is walked.
indirect enum LookNode {
    /// An object whose keys are these, in the order the schema lists them; none is required.
    case object([LookKey])
    /// Such an object, or null, which `clear` reads into the look (`none` says what it means).
    case optionalObject([LookKey], none: String, clear: (inout ChatLook) -> Void)
    /// One value.
    case value(LookValue)
}

/// A key of an object in a look file, named as the ``ChatLook`` property it sets.
struct LookKey {
    /// The key.
    let name: String
    /// What it sets, on one line: the schema's description and the key tables' meaning.
    let summary: String
    /// What its value is.
    let node: LookNode
    /// The word the key tables write for this key and its twins, which hold the same parts
    /// (`APPEARANCE` for `light` and `dark`); nil for a key written as itself.
    let family: String?

    /// `name`, setting what `summary` says, holding `node`.
    init(_ name: String, _ summary: String, _ node: LookNode, family: String? = nil) {
        self.name = name
        self.summary = summary
        self.node = node
        self.family = family
    }

    /// `name`, setting what `summary` says, holding the value `value`.
    init(_ name: String, _ summary: String, _ value: LookValue) {
        self.init(name, summary, .value(value))
    }
}

/// One value of a look file: its JSON Schema and how it is read into a look.
struct LookValue {
    /// The value's JSON Schema.
    let schema: JSONValue
    /// Reads the value into the look, or throws (or records, for a value of many parts) why
    /// it cannot, leaving the look as it was.
    let read: (JSONCursor, inout Diagnostics, inout ChatLook) throws(Diagnostic) -> Void
}

extension LookNode {
    /// Reads `value`, which this node describes, into `look`: every unknown key, wrong type
    /// and value out of range is one problem, and reading goes on with the next value, which
    /// keeps the look's.
    func read(_ value: JSONCursor, into look: inout ChatLook, problems: inout Diagnostics) {
        switch self {
        case .value(let reader):
            do throws(Diagnostic) {
                try reader.read(value, &problems, &look)
            } catch {
                problems.append(error)
            }
        case .object(let keys):
            guard let object = problems.reading(try value.object()) else { return }
            Self.read(object, keys: keys, into: &look, problems: &problems)
        case .optionalObject(let keys, _, let clear):
            if value.isNull { return clear(&look) }
            guard let object = problems.reading(try value.object(expected: "an object or null")) else { return }
            Self.read(object, keys: keys, into: &look, problems: &problems)
        }
    }

    /// Reads each of `keys` that `object` has into `look`, after one problem for each key it
    /// has that is none of them.
    private static func read(_ object: JSONObjectCursor, keys: [LookKey], into look: inout ChatLook, problems: inout Diagnostics) {
        object.checkKeys(allowed: keys.map(\.name), into: &problems)
        for key in keys {
            guard let member = object[key.name] else { continue }
            key.node.read(member, into: &look, problems: &problems)
        }
    }

    /// The keys of an object, or of an object that may be null; none for a value.
    var keys: [LookKey]? {
        switch self {
        case .object(let keys), .optionalObject(let keys, _, _): keys
        case .value: nil
        }
    }
}

extension LookNode {
    /// `light` and `dark`, each the part `node` makes for that appearance's value of `path`.
    static func byAppearance<Value>(_ path: WritableKeyPath<ChatLook, ByAppearance<Value>>,
                                    _ node: (WritableKeyPath<ChatLook, Value>) -> LookNode) -> LookNode {
        .object([LookKey("light", "in the light appearance", node(path.appending(path: \.light)), family: "APPEARANCE"),
                 LookKey("dark", "in the dark appearance", node(path.appending(path: \.dark)), family: "APPEARANCE")])
    }

    /// `incoming` and `outgoing`, each the part `node` makes for that side's value of `path`.
    static func bySide<Value>(_ path: WritableKeyPath<ChatLook, BySide<Value>>,
                              _ node: (WritableKeyPath<ChatLook, Value>) -> LookNode) -> LookNode {
        .object([LookKey("incoming", "in others' bubbles", node(path.appending(path: \.incoming)), family: "SIDE"),
                 LookKey("outgoing", "in the user's bubbles", node(path.appending(path: \.outgoing)), family: "SIDE")])
    }
}
