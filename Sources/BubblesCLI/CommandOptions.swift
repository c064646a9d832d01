/// The options one command accepts, each with a line of help: what ``ParsedArguments``
/// checks arguments against, where "did you mean" looks for a misspelt option, what
/// `bubbles completion` offers, and the "Options:" of `bubbles help COMMAND`
/// (``helpLines``), so an option cannot be taken and left out of the help.
///
/// Names are written without dashes (`"width"`); a one-letter name is an option with one
/// dash (`-o`).
struct CommandOptions {
    /// One entry of the table: an option and its other names, the value it takes and one
    /// line saying what it does.
    struct Option {
        /// The option's names, the short one first (`["o", "output"]`); one entry may also
        /// stand for options that differ only in what they set (`--diff-color`, `--aa-color`).
        let names: [String]
        /// The value's placeholder in the help (`FILE`); nil for a flag.
        let value: String?
        /// Whether the option may be given many times, its values collected in order.
        let repeatable: Bool
        /// What the value is, for shell completion.
        let completion: Value
        /// What the option does, on one line (the help wraps it).
        let help: String
        /// The heading of the group of options this one starts in the help, when it starts
        /// one (`Several transcripts at once:`); the options after it belong to it too.
        let group: String?
        /// Whether this is a former name scripts may still use: taken and listed in the help,
        /// but not offered by shell completion.
        var former = false

        /// An option that takes `value`: a file or folder for `.path`, one of `words`, or
        /// anything else.
        static func valued(_ names: String..., value: String, completion: Value = .text, repeatable: Bool = false, group: String? = nil,
                           help: String) -> Option {
            Option(names: names, value: value, repeatable: repeatable, completion: completion, help: help, group: group)
        }

        /// `name`, the former name of option `current` (which takes `value`), still taken but
        /// not offered.
        static func former(_ name: String, of current: String, value: String, completion: Value) -> Option {
            Option(names: [name], value: value, repeatable: false, completion: completion,
                   help: "--\(current)'s former name, still accepted", group: nil, former: true)
        }

        /// An option that takes no value.
        static func flag(_ names: String..., group: String? = nil, help: String) -> Option {
            Option(names: names, value: nil, repeatable: false, completion: .none, help: help, group: group)
        }
    }

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

    /// The table, in the order the help lists it.
    let options: [Option]

    /// A table of `options`.
    init(_ options: [Option]) {
        self.options = options
    }

    /// Options that take a value and may be given once.
    var valued: Set<String> { Set(options.filter { $0.value != nil && !$0.repeatable }.flatMap(\.names)) }
    /// Options that take no value.
    var flags: Set<String> { Set(options.filter { $0.value == nil }.flatMap(\.names)) }
    /// Options that take a value and may be given many times, collected in order.
    var repeatable: Set<String> { Set(options.filter(\.repeatable).flatMap(\.names)) }

    /// What option `name`'s value is.
    func value(of name: String) -> Value {
        options.first { $0.names.contains(name) }?.completion ?? .text
    }

    /// Every option name, sorted.
    var names: [String] {
        options.flatMap(\.names).sorted()
    }

    /// The options shell completion offers (all but former names), each name with its option,
    /// sorted by name.
    var offered: [(name: String, option: Option)] {
        options.filter { !$0.former }.flatMap { option in option.names.map { ($0, option) } }.sorted { $0.name < $1.name }
    }

    /// The words of a `CaseIterable` enum, for `.words`.
    static func words<T: RawRepresentable & CaseIterable>(of _: T.Type) -> [String] where T.RawValue == String {
        T.allCases.map(\.rawValue)
    }
}
