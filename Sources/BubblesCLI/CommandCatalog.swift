/// The subcommands of `bubbles`: what `bubbles --help` lists, what "did you mean" suggests
/// from, and what `bubbles completion` writes scripts for.
enum CommandCatalog {
    /// What a command takes besides its options.
    enum Operands: Equatable {
        /// File or folder names.
        case files
        /// One of a few words.
        case words([String])
        /// Nothing.
        case none
    }

    struct Entry {
        let name: String
        /// A few words for shells that show them beside the name.
        let summary: String
        /// How `bubbles --help` lists the command: its usage and the lines beside it.
        let usage: String
        let description: [String]
        /// The prose of `bubbles COMMAND --help` around the option table.
        let help: CommandHelp
        let options: CommandOptions
        let operands: Operands
    }

    static let entries: [Entry] = [
        Entry(name: RenderCommand.name, summary: "draw a conversation", usage: "bubbles render TRANSCRIPT.json -o OUT.png",
              description: ["draw a conversation (.png, .webp,", ".svg, .pdf)"], help: HelpText.render, options: RenderCommand.options,
              operands: .files),
        Entry(name: BubbleCommand.name, summary: "draw one bubble", usage: "bubbles bubble --text TEXT [options] -o OUT.png",
              description: ["draw one bubble (.png, .webp, .svg,", ".pdf)"], help: HelpText.bubble, options: BubbleCommand.options,
              operands: .none),
        Entry(name: DiffCommand.name, summary: "compare two images or folders", usage: "bubbles diff EXPECTED.png ACTUAL.png [options]",
              description: ["compare two images (pixelmatch)"], help: HelpText.diff, options: DiffCommand.options, operands: .files),
        Entry(name: PreviewCommand.name, summary: "every translation in a bubble", usage: "bubbles preview STRINGS -o OUT_DIR [options]",
              description: ["every translation in a bubble"], help: HelpText.preview, options: PreviewCommand.options, operands: .files),
        Entry(name: ValidateCommand.name, summary: "every error of transcripts and localization files",
              usage: "bubbles validate FILE... [options]", description: ["every error of transcripts and", "localization files; writes nothing"],
              help: HelpText.validate, options: ValidateCommand.options, operands: .files),
        Entry(name: ImportCommand.name, summary: "a chat export as a transcript", usage: "bubbles import FORMAT EXPORT -o OUT.json",
              description: ["a chat app's export as a transcript", "(telegram, whatsapp, discord, slack)"], help: HelpText.importChat,
              options: ImportCommand.options, operands: .files),
        Entry(name: SchemaCommand.name, summary: "the JSON Schema of transcripts or look files", usage: "bubbles schema [--look]",
              description: ["the JSON Schema of transcripts", "(or of look files)"], help: HelpText.schema, options: SchemaCommand.options,
              operands: .none),
        Entry(name: ReportCommand.name, summary: "snapshot failures of a test run as HTML and JUnit",
              usage: "bubbles report ARTIFACTS_DIR -o REPORT.html", description: ["a test run's snapshot failures as", "the HTML page of 'diff --report'"],
              help: HelpText.report, options: ReportCommand.options, operands: .files),
        Entry(name: SnapshotsCommand.name, summary: "references no snapshot test asserted", usage: "bubbles snapshots --orphans DIR",
              description: ["references (images, layouts) under DIR", "that the last test run did not assert"], help: HelpText.snapshots,
              options: SnapshotsCommand.options, operands: .none),
        Entry(name: ServeCommand.name, summary: "an HTTP service that draws", usage: "bubbles serve [options]",
              description: ["an HTTP service that draws", "transcripts and bubbles"], help: HelpText.serve, options: ServeCommand.options,
              operands: .none),
        Entry(name: CompletionCommand.name, summary: "a shell completion script", usage: "bubbles completion bash|zsh|fish",
              description: ["a shell completion script"], help: HelpText.completion, options: CompletionCommand.options,
              operands: .words(CompletionCommand.Shell.allCases.map(\.rawValue))),
    ]

    /// The options `bubbles` takes before any command.
    static let topLevelOptions = ["--help", "--version"]
}
