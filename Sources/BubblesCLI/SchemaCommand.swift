import BubbleRender
import StrictJSON
import Transcript

/// `bubbles schema`: prints the JSON Schema of transcript format version 1, or with `--look`
/// that of look files.
struct SchemaCommand {
    static let name = "schema"
    static let options = CommandOptions([
        .flag("look", help: "the schema of look files (--look-file, a transcript's \"look\") instead, as schema/look-v1.schema.json"),
    ])

    /// `--look`: the look files' schema rather than the transcripts'.
    var look: Bool

    init(_ arguments: [String]) throws(CommandLineError) {
        let args = try ParsedArguments(arguments, command: Self.name, options: Self.options)
        if let extra = args.positional.first {
            throw .usage("unexpected argument '\(extra)'", command: Self.name)
        }
        look = args.flags.contains("look")
    }

    /// Prints the schema; always 0.
    func run(console: Console) -> Int32 {
        let schema = look ? LookFileSchema.document() : TranscriptSchema.document(limits: LookOption.transcriptLimits)
        console.out(schema.formattedText + "\n")
        return 0
    }
}
