/// The subcommands of `bubbles`: what "did you mean" suggests from and what
/// `bubbles completion` writes scripts for.
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
        let options: CommandOptions
        let operands: Operands
    }

    static let entries: [Entry] = [
        Entry(name: RenderCommand.name, summary: "draw a conversation", options: RenderCommand.options, operands: .files),
        Entry(name: BubbleCommand.name, summary: "draw one bubble", options: BubbleCommand.options, operands: .none),
        Entry(name: DiffCommand.name, summary: "compare two images or folders", options: DiffCommand.options, operands: .files),
        Entry(name: PreviewCommand.name, summary: "every translation in a bubble", options: PreviewCommand.options, operands: .files),
        Entry(name: ValidateCommand.name, summary: "every error of transcripts and localization files", options: ValidateCommand.options,
              operands: .files),
        Entry(name: ImportCommand.name, summary: "a chat export as a transcript", options: ImportCommand.options,
              operands: .files),
        Entry(name: SchemaCommand.name, summary: "the JSON Schema of transcripts or look files", options: SchemaCommand.options, operands: .none),
        Entry(name: ReportCommand.name, summary: "snapshot failures of a test run as HTML and JUnit", options: ReportCommand.options,
              operands: .files),
        Entry(name: SnapshotsCommand.name, summary: "references no snapshot test asserted", options: SnapshotsCommand.options,
              operands: .none),
        Entry(name: ServeCommand.name, summary: "an HTTP service that draws", options: ServeCommand.options, operands: .none),
        Entry(name: CompletionCommand.name, summary: "a shell completion script", options: CompletionCommand.options,
              operands: .words(CompletionCommand.Shell.allCases.map(\.rawValue))),
    ]

    /// The options `bubbles` takes before any command.
    static let topLevelOptions = ["--help", "--version"]
}
