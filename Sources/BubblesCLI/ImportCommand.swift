import BubbleGeometry
import FoundationEssentials
import ChatImport
import FileSystem
import StrictJSON
import Transcript

/// `bubbles import FORMAT FILE -o OUT.json`: a chat app's export as a transcript.
struct ImportCommand {
    static let name = "import"
    static let options = CommandOptions([
        .valued("o", "output", value: "FILE", completion: .path,
                help: "the transcript to write; '-' is standard output (images then relative to the current folder)"),
    ] + ChatImportOptions.importOptions)

    var format: ChatFormat
    var input: String
    var output: String
    var options: ImportOptions

    init(_ arguments: [String]) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command, options: Self.options)
        guard let formatName = args.positional.first else {
            throw .usage("a format (\(Self.formatNames)) and an export are required", command: command)
        }
        format = try ChatImportOptions.format(formatName, command: command)
        guard args.positional.count >= 2 else { throw .usage("the \(format.rawValue) export to read is required", command: command) }
        if let extra = args.positional.dropFirst(2).first { throw .usage("unexpected argument '\(extra)'", command: command) }
        input = args.positional[1]
        guard !input.isEmpty else { throw .usage("the export's name is empty", command: command) }
        guard input != "-" else { throw .usage("import reads a file, not standard input", command: command) }
        guard let output = args.values["o"] ?? args.values["output"] else {
            throw .usage("-o TRANSCRIPT.json (or '-' for standard output) is required", command: command)
        }
        guard args.values["o"] == nil || args.values["output"] == nil else {
            throw .usage("give -o or --output, not both", command: command)
        }
        guard !output.isEmpty else { throw .usage("the output name is empty", command: command) }
        self.output = output
        options = try ChatImportOptions.parse(args, dateRange: true, command: command)
    }

    /// The folder beside the transcript a zipped export's images are written to: the
    /// transcript's name without its extension and `-media` (`chat-media` for `chat.json`), or
    /// the export's for standard output.
    var mediaFolder: String {
        let named = output == StagedOutput.standardOutput ? input : output
        let file = URL(fileURLWithPath: named).deletingPathExtension().lastPathComponent
        return (file.isEmpty || file == "." || file == ".." ? "chat" : file) + "-media"
    }

    private static var formatNames: String {
        ChatFormat.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// Writes the transcript (nothing when anything fails); notes on standard error. 0.
    func run(console: Console) throws(CommandLineError) -> Int32 {
        let folder = output == StagedOutput.standardOutput
            ? URL(fileURLWithPath: ".").standardizedFileURL.path
            : URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().path
        let imported = try ChatImportOptions.transcript(format: format, input: input, imagesRelativeTo: folder, options: options,
                                                        mediaFolder: mediaFolder)
        let stage = StagedOutput()
        stage.protect(input, as: input)
        do {
            try ChatImporter.writeMedia(imported.media, relativeTo: folder, to: stage)
        } catch {
            throw .input(error.description)
        }
        do throws(FileError) {
            try stage.write(Array(imported.transcript.jsonText.utf8), to: output)
            try stage.commit()
        } catch {
            throw .input(error.description)
        }
        for note in imported.notes {
            console.err("note: \(PathBytes.displayed(note))\n")
        }
        return 0
    }
}
