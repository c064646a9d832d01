extension JSONObject {
    /// The members whose keys are not in `allowed`, in source order.
    package func members(notIn allowed: [String]) -> [Member] {
        members.filter { !allowed.contains($0.key) }
    }

    /// The message for a key an object may not have:
    /// `unknown key (allowed: name, side, avatar; did you mean "name"?)`. The suggestion comes
    /// from `allowed` and `extra` (keys allowed elsewhere, worth suggesting).
    package static func unknownKeyMessage(_ key: String, allowed: [String], alsoSuggesting extra: [String] = []) -> String {
        var message = "unknown key (allowed: \(allowed.joined(separator: ", "))"
        if let suggestion = KeySuggestion.closest(to: key, among: allowed + extra) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        return message + ")"
    }
}
