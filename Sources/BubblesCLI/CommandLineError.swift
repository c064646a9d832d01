import BubblesCore

/// Why a command could not run. Every case is reported as one `error: ` line and exit status 2.
public enum CommandLineError: BubblesError, Hashable {
    /// The arguments do not fit the command; `command` names it for the usage hint.
    case usage(String, command: String?)
    /// The arguments fit but a file or value in them is bad.
    case input(String)

    public var description: String {
        switch self {
        case .usage(let message, let command):
            let help = command.map { "bubbles \($0) --help" } ?? "bubbles --help"
            return "\(message) (see '\(help)')"
        case .input(let message):
            return message
        }
    }
}
