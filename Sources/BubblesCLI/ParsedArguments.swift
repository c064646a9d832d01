import StrictJSON

/// Command-line arguments split into options and positional values, checked against the
/// options a command accepts.
///
/// Accepted forms: `--name value`, `--name=value`, `-o value`, flags such as `--no-tail`, and
/// `--` to end options. Each option may be given once, except the repeatable ones, whose
/// values are collected in order.
struct ParsedArguments: Equatable {
    private(set) var values: [String: String] = [:]
    /// The values of repeatable options, in the order given.
    private(set) var lists: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positional: [String] = []

    /// Splits `arguments` and checks them against `options`; an unknown option that is close
    /// to a known one is named in the error ("did you mean '--width'?").
    init(_ arguments: [String], command: String, options: CommandOptions) throws(CommandLineError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let body = argument.drop(while: { $0 == "-" })
            let dashes = argument.count - body.count
            var name = String(body)
            var inlineValue: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inlineValue = String(body[body.index(after: equals)...])
            }
            guard (dashes == 1) == (name.count == 1), dashes <= 2, !name.isEmpty else {
                throw Self.unknown(argument, name: name, options: options, command: command)
            }
            if options.flags.contains(name) {
                guard inlineValue == nil else { throw .usage("option '\(Self.display(name))' takes no value", command: command) }
                flags.insert(name)
            } else if options.valued.contains(name) || options.repeatable.contains(name) {
                guard values[name] == nil else { throw .usage("option '\(Self.display(name))' given twice", command: command) }
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw .usage("option '\(Self.display(name))' needs a value", command: command)
                    }
                    value = arguments[index]
                    index += 1
                }
                if options.repeatable.contains(name) {
                    lists[name, default: []].append(value)
                } else {
                    values[name] = value
                }
            } else {
                throw Self.unknown(argument, name: name, options: options, command: command)
            }
        }
    }

    /// "unknown option", with the closest known option when one is close enough to be a typo.
    private static func unknown(_ argument: String, name: String, options: CommandOptions, command: String) -> CommandLineError {
        guard let suggestion = KeySuggestion.closest(to: name, among: options.names) else {
            return .usage("unknown option '\(argument)'", command: command)
        }
        return .usage("unknown option '\(argument)'; did you mean '\(display(suggestion))'?", command: command)
    }

    /// `--name` or `-n`, as the user would type it.
    static func display(_ name: String) -> String {
        name.count == 1 ? "-\(name)" : "--\(name)"
    }
}
