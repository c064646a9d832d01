import Foundation
import StrictJSON

/// A JSON Schema validator for the keywords the transcript schema uses, and no more: a
/// keyword it does not know is reported as a violation, so the schema cannot use one this
/// test would silently skip.
struct SchemaValidator {
    let root: JSONValue

    /// Annotations that do not constrain anything.
    private static let annotations: Set<String> = ["$schema", "$defs", "title", "description"]

    /// Why `instance` does not match the schema, one line per violation; empty when it does.
    func violations(of instance: JSONValue) -> [String] {
        var found: [String] = []
        check(instance, against: root, at: "", into: &found)
        return found
    }

    private func check(_ instance: JSONValue, against schema: JSONValue, at path: String, into found: inout [String]) {
        if let accepted = schema.boolValue {
            if !accepted { found.append("\(path): not allowed") }
            return
        }
        guard let keywords = schema.objectValue else {
            found.append("\(path): schema is not an object")
            return
        }
        for member in keywords where !Self.annotations.contains(member.key) {
            check(instance, keyword: member.key, member.value, in: keywords, at: path, into: &found)
        }
    }

    private func check(_ instance: JSONValue, keyword: String, _ value: JSONValue, in schema: JSONObject, at path: String,
                       into found: inout [String]) {
        func fail(_ why: String) { found.append("\(path): \(why)") }
        switch keyword {
        case "$ref":
            guard let reference = value.stringValue, reference.hasPrefix("#/$defs/"),
                  let target = root["$defs"]?[String(reference.dropFirst(8))] else { return fail("bad $ref \(value)") }
            check(instance, against: target, at: path, into: &found)
        case "type":
            let matches = switch value.stringValue {
            case "object": instance.objectValue != nil
            case "array": instance.arrayValue != nil
            case "string": instance.stringValue != nil
            case "number": instance.numberValue != nil
            case "integer": instance.numberValue.map { $0.doubleValue == $0.doubleValue.rounded() } ?? false
            case "boolean": instance.boolValue != nil
            default: false
            }
            if !matches { fail("expected type \(value.stringValue ?? "?"), found \(instance.kindDescription)") }
        case "enum":
            if !(value.arrayValue ?? []).contains(where: { Self.equal($0, instance) }) { fail("not one of the enum") }
        case "const":
            if !Self.equal(value, instance) { fail("not the const") }
        case "properties":
            guard let object = instance.objectValue, let properties = value.objectValue else { return }
            for member in object {
                if let property = properties[member.key] {
                    check(member.value, against: property, at: path + "/" + member.key, into: &found)
                }
            }
        case "additionalProperties":
            guard let object = instance.objectValue else { return }
            let named = schema["properties"]?.objectValue?.keys ?? []
            for member in object where !named.contains(member.key) {
                check(member.value, against: value, at: path + "/" + member.key, into: &found)
            }
        case "required":
            guard let object = instance.objectValue else { return }
            for key in value.arrayValue ?? [] {
                if let key = key.stringValue, object[key] == nil { fail("missing \(key)") }
            }
        case "propertyNames":
            guard let object = instance.objectValue else { return }
            for member in object {
                check(JSONValue(.string(member.key)), against: value, at: path + "/" + member.key + " (name)", into: &found)
            }
        case "maxProperties":
            if let object = instance.objectValue, let limit = value.numberValue?.intValue, object.count > limit { fail("too many properties") }
        case "items":
            guard let array = instance.arrayValue else { return }
            for (index, element) in array.enumerated() {
                check(element, against: value, at: path + "/\(index)", into: &found)
            }
        case "maxItems":
            if let array = instance.arrayValue, let limit = value.numberValue?.intValue, array.count > limit { fail("too many items") }
        case "minItems":
            if let array = instance.arrayValue, let limit = value.numberValue?.intValue, array.count < limit { fail("too few items") }
        case "uniqueItems":
            guard let array = instance.arrayValue, value.boolValue == true else { return }
            for (index, element) in array.enumerated() where array[..<index].contains(where: { Self.equal($0, element) }) {
                fail("item \(index) repeats an earlier one")
            }
        case "minLength", "maxLength":
            guard let string = instance.stringValue, let limit = value.numberValue?.intValue else { return }
            let length = string.unicodeScalars.count
            if keyword == "minLength" ? length < limit : length > limit { fail("\(keyword) \(limit)") }
        case "pattern":
            guard let string = instance.stringValue else { return }
            guard let pattern = value.stringValue, let regex = try? NSRegularExpression(pattern: pattern) else { return fail("bad pattern") }
            let range = NSRange(string.startIndex..., in: string)
            if regex.firstMatch(in: string, range: range) == nil { fail("does not match \(pattern)") }
        case "minimum", "maximum", "exclusiveMinimum":
            guard let number = instance.numberValue?.doubleValue, let bound = value.numberValue?.doubleValue else { return }
            let ok = switch keyword {
            case "minimum": number >= bound
            case "maximum": number <= bound
            default: number > bound
            }
            if !ok { fail("\(keyword) \(bound)") }
        case "oneOf", "anyOf":
            let matching = (value.arrayValue ?? []).filter { option in
                var inner: [String] = []
                check(instance, against: option, at: path, into: &inner)
                return inner.isEmpty
            }.count
            if keyword == "oneOf" ? matching != 1 : matching == 0 { fail("\(matching) of \(keyword) match") }
        case "not":
            var inner: [String] = []
            check(instance, against: value, at: path, into: &inner)
            if inner.isEmpty { fail("matches what \"not\" forbids") }
        case "dependentSchemas":
            guard let object = instance.objectValue, let dependents = value.objectValue else { return }
            for dependent in dependents where object[dependent.key] != nil {
                check(instance, against: dependent.value, at: path, into: &found)
            }
        default:
            fail("unsupported keyword \(keyword)")
        }
    }

    /// JSON equality: numbers by value, the rest as parsed.
    private static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        if let x = a.numberValue, let y = b.numberValue { return x.doubleValue == y.doubleValue }
        return a == b
    }
}
