/// The options one command accepts: what ``ParsedArguments`` checks arguments against, where
/// "did you mean" looks for a misspelt option, and what `bubbles completion` offers.
///
/// Names are written without dashes (`"width"`); a one-letter name is an option with one
/// dash (`-o`).
struct CommandOptions {
    /// Options that take a value and may be given once.
    var valued: Set<String>
    /// Options that take no value.
    var flags: Set<String>
    /// Options that take a value and may be given many times, collected in order.
    var repeatable: Set<String> = []
    /// Options whose value is a file or folder, for shell completion.
    var paths: Set<String> = []
    /// Options whose value is one of a few words, for shell completion.
    var choices: [String: [String]] = [:]

    /// What an option's value is, for shell completion.
    enum Value: Equatable {
        /// A flag: no value.
        case none
        /// One of these words.
        case words([String])
        /// A file or folder name.
        case path
        /// Anything else (numbers, colours, text): nothing to complete.
        case text
    }

    /// What option `name`'s value is.
    func value(of name: String) -> Value {
        if flags.contains(name) { return .none }
        if let words = choices[name] { return .words(words) }
        return paths.contains(name) ? .path : .text
    }

    /// Every option name, sorted.
    var names: [String] {
        valued.union(flags).union(repeatable).sorted()
    }

    /// The words of a `CaseIterable` enum, for `choices`.
    static func words<T: RawRepresentable & CaseIterable>(of _: T.Type) -> [String] where T.RawValue == String {
        T.allCases.map(\.rawValue)
    }
}
