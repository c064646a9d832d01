import BubbleGeometry
import StrictJSON

/// The kinds of value a look file holds, each with its schema and its reader.
extension LookValue {
    /// A number within `range`.
    static func number(_ target: WritableKeyPath<ChatLook, Double>, in range: ClosedRange<Double>) -> LookValue {
        LookValue(schema: LookFileSchema.number(in: range)) { value, _, look throws(Diagnostic) in
            look[keyPath: target] = try value.number(in: range)
        }
    }

    /// A number within `range`, or null for none.
    static func optionalNumber(_ target: WritableKeyPath<ChatLook, Double?>, in range: ClosedRange<Double>, none: String) -> LookValue {
        LookValue(schema: LookFileSchema.orNull(LookFileSchema.number(in: range), meaning: none)) { value, _, look throws(Diagnostic) in
            if value.isNull {
                look[keyPath: target] = nil
            } else {
                look[keyPath: target] = try value.number(in: range)
            }
        }
    }

    /// A whole number within `range`.
    static func wholeNumber(_ target: WritableKeyPath<ChatLook, Int>, in range: ClosedRange<Int>) -> LookValue {
        let schema = LookFileSchema.object([("type", "integer"), ("minimum", JSONValue(.number(JSONNumber(range.lowerBound)))),
                                            ("maximum", JSONValue(.number(JSONNumber(range.upperBound))))])
        return LookValue(schema: schema) { value, _, look throws(Diagnostic) in
            look[keyPath: target] = try value.wholeNumber(in: range)
        }
    }

    /// `true` or `false`.
    static func bool(_ target: WritableKeyPath<ChatLook, Bool>) -> LookValue {
        LookValue(schema: ["type": "boolean"]) { value, _, look throws(Diagnostic) in
            look[keyPath: target] = try value.bool()
        }
    }

    /// A colour, `"#RRGGBB"` or `"#RRGGBBAA"` (or `"#RGB"`).
    static func color(_ target: WritableKeyPath<ChatLook, RGBAColor>) -> LookValue {
        LookValue(schema: LookFileSchema.color) { value, _, look throws(Diagnostic) in
            look[keyPath: target] = try value.lookColor()
        }
    }

    /// A colour, or null for none (`none` says what none draws).
    static func optionalColor(_ target: WritableKeyPath<ChatLook, RGBAColor?>, none: String) -> LookValue {
        LookValue(schema: LookFileSchema.orNull(LookFileSchema.color, meaning: none)) { value, _, look throws(Diagnostic) in
            if value.isNull {
                look[keyPath: target] = nil
            } else {
                look[keyPath: target] = try value.lookColor()
            }
        }
    }

    /// A string that is not blank, of at most `maxLength` characters.
    static func text(_ target: WritableKeyPath<ChatLook, String>, maxLength: Int, example: String) -> LookValue {
        LookValue(schema: textSchema(maxLength: maxLength)) { value, _, look throws(Diagnostic) in
            look[keyPath: target] = try value.lookText(maxLength: maxLength, example: example)
        }
    }

    /// One of `cases`, by name; the errors and the schema list the names in this order.
    static func choice<Value>(_ target: WritableKeyPath<ChatLook, Value>, _ cases: KeyValuePairs<String, Value>) -> LookValue {
        choice(target, cases.map { ($0.key, $0.value) })
    }

    /// One of `cases`, by name, in this order.
    static func choice<Value>(_ target: WritableKeyPath<ChatLook, Value>, _ cases: [(name: String, value: Value)]) -> LookValue {
        let names = cases.map(\.name)
        return LookValue(schema: LookFileSchema.choice(names)) { value, _, look throws(Diagnostic) in
            look[keyPath: target] = cases[try value.choice(among: names)].value
        }
    }

    /// An array of distinct names among `cases` (possibly empty), in any order.
    static func choices<Value: Equatable>(_ target: WritableKeyPath<ChatLook, [Value]>, _ cases: [(name: String, value: Value)]) -> LookValue {
        let names = cases.map(\.name)
        let schema = LookFileSchema.object([("type", "array"), ("uniqueItems", true), ("items", LookFileSchema.choice(names))])
        return LookValue(schema: schema) { value, problems, look throws(Diagnostic) in
            guard let array = try? value.array() else { throw value.unexpected("an array of \(names.map { "\"\($0)\"" }.joined(separator: ", "))") }
            var chosen: [Value] = []
            for element in array {
                guard let picked = problems.reading(try element.choice(among: names)) else { continue }
                guard !chosen.contains(cases[picked].value) else {
                    problems.append(element.problem("\"\(names[picked])\" is given twice"))
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
        return LookValue(schema: LookFileSchema.orNull(LookFileSchema.choice(names), meaning: none)) { value, _, look throws(Diagnostic) in
            if value.isNull {
                look[keyPath: target] = nil
            } else {
                look[keyPath: target] = cases[try value.choice(among: names)].value
            }
        }
    }

    /// A string as ``text(_:maxLength:example:)`` takes, or null for none.
    static func optionalText(_ target: WritableKeyPath<ChatLook, String?>, maxLength: Int, example: String, none: String) -> LookValue {
        LookValue(schema: LookFileSchema.orNull(textSchema(maxLength: maxLength), meaning: none)) { value, _, look throws(Diagnostic) in
            if value.isNull {
                look[keyPath: target] = nil
            } else {
                look[keyPath: target] = try value.lookText(maxLength: maxLength, example: example)
            }
        }
    }

    /// The schema of a string that is not blank, of at most `maxLength` characters.
    private static func textSchema(maxLength: Int) -> JSONValue {
        ["type": "string", "minLength": 1, "maxLength": JSONValue(integerLiteral: maxLength), "pattern": "\\S"]
    }
}
