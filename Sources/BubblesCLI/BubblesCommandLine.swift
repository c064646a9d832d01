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
    /// Runs `bubbles` as the process: temporary files are removed when it is interrupted
    /// (``SignalCleanup``), and the arguments are the bytes the system passed, so file names
    /// that are not valid UTF-8 still name their files (``PathBytes``). Returns the exit status.
    public static func main() -> Int32 {
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
        case "--help", "-h", "help":
            console.out(HelpText.main)
            return 0
        case "--version":
            console.out(Version.text)
            return 0
        case "bubble", "render":
            if rest.contains("--help") || rest.contains("-h") {
                console.out(command == "bubble" ? HelpText.bubble : HelpText.render)
                return 0
            }
            if command == "bubble" {
                return try BubbleCommand(rest).run(console: console)
            }
            return try RenderCommand(rest).run(console: console)
        case "preview":
            if rest.contains("--help") || rest.contains("-h") {
                console.out(HelpText.preview)
                return 0
            }
            return try PreviewCommand(rest).run(console: console)
        case "diff":
            if rest.contains("--help") || rest.contains("-h") {
                console.out(HelpText.diff)
                return 0
            }
            return try DiffCommand(rest).run(console: console)
        case CompletionCommand.name:
            if rest.contains("--help") || rest.contains("-h") {
                console.out(HelpText.completion)
                return 0
            }
            return try CompletionCommand(rest).run(console: console)
        default:
            let names = CommandCatalog.entries.map(\.name) + ["help"]
            guard let suggestion = KeySuggestion.closest(to: command, among: names) else {
                throw .usage("unknown command '\(command)'", command: nil)
            }
            throw .usage("unknown command '\(command)'; did you mean '\(suggestion)'?", command: nil)
        }
    }
}
