#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FileSystem
import StrictJSON

/// The `bubbles` command: picks the subcommand and turns every failure into one `error: `
/// line and exit status 2.
public enum BubblesCommandLine {
    /// Runs `bubbles` as the process: a closed standard stream is held by `/dev/null` so no
    /// file takes its place (``StandardStreams``), temporary files are removed when it is
    /// interrupted (``SignalCleanup``), and the arguments are the bytes the system passed, so file names
    /// that are not valid UTF-8 still name their files (``PathBytes``). Returns the exit status.
    public static func main() -> Int32 {
        StandardStreams.reserve()
        SignalCleanup.install()
        let arguments = (1..<Int(CommandLine.argc)).map { index -> String in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return PathBytes.string(decoding: Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument))))
        }
        return run(arguments)
    }

    /// Runs `bubbles` with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        do {
            return try dispatch(arguments, console: console)
        } catch {
            console.err("error: \(PathBytes.displayed(error.description))\n")
            return 2
        }
    }

    private static func dispatch(_ arguments: [String], console: Console) throws(CommandLineError) -> Int32 {
        guard let command = arguments.first else {
            console.err("error: a command is required\n\n" + HelpText.main)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h":
            console.out(HelpText.main)
            return 0
        case "help":
            guard let topic = rest.first else {
                console.out(HelpText.main)
                return 0
            }
            guard let text = HelpText.command(topic) else { throw unknownCommand(topic) }
            console.out(text)
            return 0
        case "--version":
            console.out(Version.text)
            return 0
        default:
            break
        }
        if rest.contains("--help") || rest.contains("-h"), let text = HelpText.command(command) {
            console.out(text)
            return 0
        }
        switch command {
        case BubbleCommand.name:
            return try BubbleCommand(rest).run(console: console)
        case RenderCommand.name:
            return try RenderCommand(rest).run(console: console)
        case PreviewCommand.name:
            return try PreviewCommand(rest).run(console: console)
        case DiffCommand.name:
            return try DiffCommand(rest).run(console: console)
        case ValidateCommand.name:
            return try ValidateCommand(rest).run(console: console)
        case ImportCommand.name:
            return try ImportCommand(rest).run(console: console)
        case SchemaCommand.name:
            return try SchemaCommand(rest).run(console: console)
        case ReportCommand.name:
            return try ReportCommand(rest).run(console: console)
        case SnapshotsCommand.name:
            return try SnapshotsCommand(rest).run(console: console)
        case CompletionCommand.name:
            return try CompletionCommand(rest).run(console: console)
        case ServeCommand.name:
            return try ServeCommand(rest).run(console: console)
        default:
            throw unknownCommand(command)
        }
    }

    /// `unknown command 'rendr'; did you mean 'render'?`
    private static func unknownCommand(_ command: String) -> CommandLineError {
        let names = CommandCatalog.entries.map(\.name) + ["help"]
        guard let suggestion = KeySuggestion.closest(to: command, among: names) else {
            return .usage("unknown command '\(command)'", command: nil)
        }
        return .usage("unknown command '\(command)'; did you mean '\(suggestion)'?", command: nil)
    }
}
