import BubbleGeometry
import StrictJSON

/// The kinds of value a look file holds, each with its schema and its reader.
extension LookValue {
    /// A number within `range`.
    static func number(_ target: WritableKeyPath<ChatLook, Double>, in range: ClosedRange<Double>) -> LookValue {
        LookValue(schema: LookFileSchema.number(in: range)) { value, path, reader, look in
            if let number = reader.number(value, at: path, in: range) { look[keyPath: target] = number }
        }
    }

    /// A number within `range`, or null for none.
    static func optionalNumber(_ target: WritableKeyPath<ChatLook, Double?>, in range: ClosedRange<Double>, none: String) -> LookValue {
        LookValue(schema: LookFileSchema.orNull(LookFileSchema.number(in: range), meaning: none)) { value, path, reader, look in
            if value.isNull {
                look[keyPath: target] = nil
            } else if let number = reader.number(value, at: path, in: range) {
                look[keyPath: target] = number
            }
        }
    }

    /// A whole number within `range`.
    static func wholeNumber(_ target: WritableKeyPath<ChatLook, Int>, in range: ClosedRange<Int>) -> LookValue {
        let schema = LookFileSchema.object([("type", "integer"), ("minimum", JSONValue(.number(JSONNumber(range.lowerBound)))),
                                            ("maximum", JSONValue(.number(JSONNumber(range.upperBound))))])
        return LookValue(schema: schema) { value, path, reader, look in
            if let number = reader.wholeNumber(value, at: path, in: range) { look[keyPath: target] = number }
        }
    }

    /// `true` or `false`.
    static func bool(_ target: WritableKeyPath<ChatLook, Bool>) -> LookValue {
        LookValue(schema: ["type": "boolean"]) { value, path, reader, look in
            if let flag = reader.bool(value, at: path) { look[keyPath: target] = flag }
        }
    }

    /// A colour, `"#RRGGBB"` or `"#RRGGBBAA"` (or `"#RGB"`).
    static func color(_ target: WritableKeyPath<ChatLook, RGBAColor>) -> LookValue {
        LookValue(schema: LookFileSchema.color) { value, path, reader, look in
            if let color = reader.color(value, at: path) { look[keyPath: target] = color }
        }
    }

    /// A colour, or null for none (`none` says what none draws).
    static func optionalColor(_ target: WritableKeyPath<ChatLook, RGBAColor?>, none: String) -> LookValue {
        LookValue(schema: LookFileSchema.orNull(LookFileSchema.color, meaning: none)) { value, path, reader, look in
            if value.isNull {
                look[keyPath: target] = nil
            } else if let color = reader.color(value, at: path) {
                look[keyPath: target] = color
            }
        }
    }

    /// A string that is not blank, of at most `maxLength` characters.
    static func text(_ target: WritableKeyPath<ChatLook, String>, maxLength: Int, example: String) -> LookValue {
        LookValue(schema: textSchema(maxLength: maxLength)) { value, path, reader, look in
            if let text = reader.text(value, at: path, maxLength: maxLength, example: example) { look[keyPath: target] = text }
        }
    }

    /// One of `cases`, by name; the errors and the schema list the names in this order.
    static func choice<Value>(_ target: WritableKeyPath<ChatLook, Value>, _ cases: KeyValuePairs<String, Value>) -> LookValue {
        choice(target, cases.map { ($0.key, $0.value) })
    }

    /// One of `cases`, by name, in this order.
    static func choice<Value>(_ target: WritableKeyPath<ChatLook, Value>, _ cases: [(name: String, value: Value)]) -> LookValue {
        let names = cases.map(\.name)
        return LookValue(schema: LookFileSchema.choice(names)) { value, path, reader, look in
            if let index = reader.choice(value, at: path, among: names) { look[keyPath: target] = cases[index].value }
        }
    }

    /// An array of distinct names among `cases` (possibly empty), in any order.
    static func choices<Value: Equatable>(_ target: WritableKeyPath<ChatLook, [Value]>, _ cases: [(name: String, value: Value)]) -> LookValue {
        let names = cases.map(\.name)
        let schema = LookFileSchema.object([("type", "array"), ("uniqueItems", true), ("items", LookFileSchema.choice(names))])
        return LookValue(schema: schema) { value, path, reader, look in
            guard let array = value.arrayValue else {
                reader.report("expected an array of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), found \(value.foundDescription)",
                              at: path, value.position)
                return
            }
            var chosen: [Value] = []
            for (index, element) in array.enumerated() {
                guard let picked = reader.choice(element, at: path.appending(index: index), among: names) else { continue }
                guard !chosen.contains(cases[picked].value) else {
                    reader.report("\"\(names[picked])\" is given twice", at: path.appending(index: index), element.position)
                    continue
                }
                chosen.append(cases[picked].value)
            }
            if chosen.count == array.count { look[keyPath: target] = chosen }
        }
    }

    /// One of `cases`, by name, or null for none.
    static func optionalChoice<Value>(_ target: WritableKeyPath<ChatLook, Value?>, _ cases: KeyValuePairs<String, Value>,
                                      none: String) -> LookValue {
        optionalChoice(target, cases.map { ($0.key, $0.value) }, none: none)
    }

    /// One of `cases`, by name, in this order, or null for none.
    static func optionalChoice<Value>(_ target: WritableKeyPath<ChatLook, Value?>, _ cases: [(name: String, value: Value)],
                                      none: String) -> LookValue {
        let names = cases.map(\.name)
        return LookValue(schema: LookFileSchema.orNull(LookFileSchema.choice(names), meaning: none)) { value, path, reader, look in
            if value.isNull {
                look[keyPath: target] = nil
            } else if let index = reader.choice(value, at: path, among: names) {
                look[keyPath: target] = cases[index].value
            }
        }
    }

    /// A string as ``text(_:maxLength:example:)`` takes, or null for none.
    static func optionalText(_ target: WritableKeyPath<ChatLook, String?>, maxLength: Int, example: String, none: String) -> LookValue {
        LookValue(schema: LookFileSchema.orNull(textSchema(maxLength: maxLength), meaning: none)) { value, path, reader, look in
            if value.isNull {
                look[keyPath: target] = nil
            } else if let text = reader.text(value, at: path, maxLength: maxLength, example: example) {
                look[keyPath: target] = text
            }
        }
    }

    /// The schema of a string that is not blank, of at most `maxLength` characters.
    private static func textSchema(maxLength: Int) -> JSONValue {
        ["type": "string", "minLength": 1, "maxLength": JSONValue(integerLiteral: maxLength), "pattern": "\\S"]
    }
}
