import StrictJSON
import Transcript

/// `bubbles schema`: prints the JSON Schema of transcript format version 1.
struct SchemaCommand {
    static let name = "schema"
    static let options = CommandOptions(valued: [], flags: [])

    init(_ arguments: [String]) throws(CommandLineError) {
        let args = try ParsedArguments(arguments, command: Self.name, options: Self.options)
        if let extra = args.positional.first {
            throw .usage("unexpected argument '\(extra)'", command: Self.name)
        }
    }

    /// Prints the schema; always 0.
    func run(console: Console) -> Int32 {
        console.out(TranscriptSchema.document(limits: LookOption.transcriptLimits).formattedText + "\n")
        return 0
    }
}
