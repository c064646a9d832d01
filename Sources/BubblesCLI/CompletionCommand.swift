/// `bubbles completion bash|zsh|fish`: prints a script that completes commands, options,
/// option values and file names in that shell.
struct CompletionCommand {
    static let name = "completion"
    static let options = CommandOptions([])

    /// The shells a script can be written for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    var shell: Shell

    init(_ arguments: [String]) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command, options: Self.options)
        guard let name = args.positional.first else { throw .usage("a shell is required: bash, zsh or fish", command: command) }
        guard args.positional.count == 1 else { throw .usage("unexpected argument '\(args.positional[1])'", command: command) }
        guard let shell = Shell(rawValue: name) else {
            throw .usage("the shell must be bash, zsh or fish, not '\(name)'", command: command)
        }
        self.shell = shell
    }

    func run(console: Console) -> Int32 {
        let script = switch shell {
        case .bash: CompletionScript.bash(CommandCatalog.entries)
        case .zsh: CompletionScript.zsh(CommandCatalog.entries)
        case .fish: CompletionScript.fish(CommandCatalog.entries)
        }
        console.out(script)
        return 0
    }
}
