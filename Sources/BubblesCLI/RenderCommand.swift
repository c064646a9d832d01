import FoundationEssentials
import Synchronization
import BubbleGeometry
import BubbleRender
import ChatImport
import FileSystem
import Transcript
import PNGCodec
import StrictJSON

/// `bubbles render`: JSON transcripts to PNG, WebP, SVG or PDF, one or many in one process.
struct RenderCommand {
    static let name = "render"
    var inputs: [String]
    var output: String
    /// Many transcripts into a folder, rather than one into a file.
    var batch: Bool
    /// The look, output format and their options every transcript is drawn with.
    var settings: RenderSettings
    var jobs: Int
    var allowOutsideFiles: Bool
    var timings: Bool
    var quiet: Bool
    var failOnMissingGlyphs: Bool
    /// `--font-file` paths, read when the run starts.
    var fontFilePaths: [String]
    /// `--emoji-font`'s path, read when the run starts.
    var emojiFontPath: String?
    /// `--from FORMAT`: the inputs are chat exports, imported as `bubbles import` would.
    var importFormat: ChatFormat?
    /// `--me` and `--last` for imported exports.
    var importOptions: ImportOptions

    static let options = CommandOptions([
        .valued("o", "output", value: "FILE", completion: .path,
                help: "the file to write (.png, .webp, .svg or .pdf); '-' is standard output (one page, --format png|webp|svg|pdf)"),
        .valued("max-height", value: "PIXELS", help: "tallest page before splitting (default 16384; WebP pages at most 16383)"),
        .valued("theme", value: "LOOK", completion: .words(LookOption.names), help: "override the transcript's look: \(LookOption.list)"),
        .valued(LookFileOption.name, value: "PATH", completion: .path,
                help: "draw in a look of your own instead: a JSON file that names a built-in look (\"base\") and overrides its colours, "
                + "metrics, fonts and bars ('bubbles schema --look')"),
        .valued("appearance", value: "MODE", completion: .words(CommandOptions.words(of: Appearance.self)), help: "override the transcript: light or dark"),
        .valued("scale", value: "FACTOR", help: "override the transcript: pixels per point, 0.5 to 4"),
        .valued("device", value: "NAME", completion: .words(CommandOptions.words(of: DevicePreset.self)),
                help: "draw one screen of a device, the chat scrolled to its end: \(CommandOptions.words(of: DevicePreset.self).joined(separator: ", ")) "
                + "(overrides the transcript's \"screen\")"),
        .flag("allow-outside-files", help: "let images and fonts come from absolute paths or from outside the transcript's folder (refused by default)"),
        FontFileOption.option("a TTF, OTF or TTC font whose family the transcript's \"font\" may name (repeatable; Noto draws what it lacks)"),
        FontFileOption.emojiOption("a colour emoji font (CBDT/CBLC, sbix or COLR) that draws emoji in place of Noto Color Emoji (before the "
                                   + "transcript's \"emojiFont\")"),
        .valued("compression", value: "LEVEL", completion: .words(OptionValue.compressionNames), help: "PNG: default or best (slow, smallest)"),
        .valued("webp-quality", value: "Q", help: "WebP: lossy at quality Q, 0 to 100 (default: lossless)"),
        .flag("sticker", help: "a sticker: the messages alone (no screen) on a transparent background, the longer side 512 pixels; .webp (the "
              + "default for '-' and folders) or .png"),
        .flag("timings", help: "print the time of each phase as JSON on stderr"),
        .flag(MissingGlyphWarning.flag, help: "exit 1 when a character has no font (each such text gets a 'warning: ' line either way)"),
        .valued("format", value: "FORMAT", completion: .words(CommandOptions.words(of: OutputFormat.self)),
                group: "Several transcripts at once:\n  bubbles render a.json b.json ... -o OUT_DIR/ [--format png|webp|svg|pdf]",
                help: "the images' format in the folder, and of standard output: png, webp, svg or pdf"),
        .valued("jobs", value: "N", help: "parallel workers (default: the core count)"),
        .valued("shard", value: "K/N", help: "render only every N-th transcript from the K-th; 'auto' takes K - 1 and N from "
                + "JOB_COMPLETION_INDEX and JOB_COMPLETIONS (a Kubernetes Indexed Job, a CI matrix)"),
        .flag("quiet", help: "no progress on stderr"),
    ] + ChatImportOptions.renderOptions)

    /// `environment` gives `--shard auto` its variables.
    init(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command, options: Self.options)
        guard !args.positional.isEmpty else { throw .usage("a transcript file is required", command: command) }
        guard let output = args.values["o"] ?? args.values["output"] else {
            throw .usage("-o OUT.png (or .webp, .svg, .pdf; a folder for several transcripts) is required", command: command)
        }
        guard args.values["o"] == nil || args.values["output"] == nil else {
            throw .usage("give -o or --output, not both", command: command)
        }
        guard !output.isEmpty else { throw .usage("the output name is empty", command: command) }
        batch = args.positional.count > 1 || output.hasSuffix("/") || Folder.exists(output)
        if batch, args.positional.contains("-") || output == StagedOutput.standardOutput {
            throw .usage("'-' (standard input or output) takes one transcript, not a batch", command: command)
        }
        var settings = RenderSettings()
        settings.sticker = args.flags.contains("sticker")
        settings.format = try OptionValue.outputFormat(of: output, byOption: batch || output == StagedOutput.standardOutput,
                                                       format: args.values["format"], fallback: settings.sticker ? .webp : .png,
                                                       misplaced: "--format is for several transcripts; one takes its output's extension",
                                                       command: command)
        settings.webpQuality = try OptionValue.webpQuality(args.values["webp-quality"], format: settings.format, command: command)
        if settings.sticker {
            try OptionValue.checkSticker(format: settings.format, conflicting: ["scale", "max-height", "device"], args: args, command: command)
        }
        self.output = output
        inputs = try ShardOption.select(args.positional, spec: args.values["shard"], environment: environment, command: command)
        jobs = try args.values["jobs"].map { value throws(CommandLineError) in
            Int(try OptionValue.number(value, option: "jobs", in: 1...256, command: command))
        } ?? ProcessInfo.processInfo.activeProcessorCount
        settings.maxHeight = try args.values["max-height"].map { value throws(CommandLineError) in
            Int(try OptionValue.number(value, option: "max-height", in: 256...32767, command: command))
        } ?? BubbleRenderer.defaultMaxPageHeight
        settings.theme = try args.values["theme"].map { value throws(CommandLineError) in try LookOption.name(value, option: "theme", command: command) }
        settings.lookFile = try LookFileOption.load(args, insteadOf: [LookOption.theme], command: command)
        settings.appearance = try args.values["appearance"].map { value throws(CommandLineError) in try OptionValue.choice(value, option: "appearance", command: command) }
        settings.scale = try args.values["scale"].map { value throws(CommandLineError) in try OptionValue.number(value, option: "scale", in: 0.5...4, command: command) }
        settings.device = try args.values["device"].map { value throws(CommandLineError) in try OptionValue.choice(value, option: "device", command: command) }
        settings.unusedOnScreens = ["scale", "max-height"].filter { args.values[$0] != nil }.map { "--" + $0 }
        settings.compression = try args.values["compression"].map { value throws(CommandLineError) in
            try OptionValue.compression(value, command: command)
        } ?? .default
        self.settings = settings
        allowOutsideFiles = args.flags.contains("allow-outside-files")
        timings = args.flags.contains("timings")
        quiet = args.flags.contains("quiet")
        failOnMissingGlyphs = args.flags.contains(MissingGlyphWarning.flag)
        fontFilePaths = args.lists[FontFileOption.name] ?? []
        emojiFontPath = args.values[FontFileOption.emojiName]
        importFormat = try args.values["from"].map { value throws(CommandLineError) in try ChatImportOptions.format(value, command: command) }
        importOptions = try ChatImportOptions.parse(args, dateRange: false, command: command)
        if importFormat == nil, let option = ["me", "last", "date-order"].first(where: { args.values[$0] != nil }) {
            throw .usage("--\(option) is for chat exports: give --from FORMAT too", command: command)
        }
        if importFormat != nil, inputs.contains("-") {
            throw .usage("--from reads an export file, not standard input", command: command)
        }
        if batch { try checkOutputNames() }
    }

    /// Renders; returns 2 when any transcript failed, 1 when `--fail-on-missing-glyphs` is
    /// given and a character has no font (the images are written all the same), else 0.
    func run(console: Console) throws(CommandLineError) -> Int32 {
        guard batch else {
            let result = try renderOne(console: console)
            return warn(result.missingGlyphs, input: inputs[0], console: console)
        }
        return BatchRun(command: self, fontFiles: try FontFileOption.load(fontFilePaths, emojiFont: emojiFontPath), console: console).run()
    }

    /// Prints a `warning:` line for each text of `input` with characters no font has; returns
    /// the exit status they call for.
    func warn(_ missing: [MissingGlyphs], input: String, console: Console) -> Int32 {
        for text in missing {
            console.err(MissingGlyphWarning.line(text, source: input))
        }
        return failOnMissingGlyphs && !missing.isEmpty ? MissingGlyphWarning.status : 0
    }

    private func renderOne(console: Console) throws(CommandLineError) -> ConversationResult {
        // Read first, so that it measures only what happened before this point.
        let beforeMain = timings ? ProcessClock.millisecondsSinceStart : 0
        let clock = ContinuousClock()
        let start = clock.now
        let renderer: BubbleRenderer
        let fontFiles = try FontFileOption.load(fontFilePaths, emojiFont: emojiFontPath)
        do {
            renderer = try BubbleRenderer(fontFiles: fontFiles)
        } catch {
            throw .input(error.description)
        }
        let fontSetup = (clock.now - start).milliseconds
        let result = try render(inputs[0], to: output, with: renderer) { console.err("note: \(PathBytes.displayed($0))\n") }
        if result.removedStalePages > 0, !quiet { console.err(StalePages.message(result.removedStalePages, of: output)) }
        if timings {
            let total = clock.now - start
            console.err(JSONValue.object([
                ("processStart", .double(beforeMain)),
                ("fontSetup", .double(fontSetup)),
                ("layout", .double(result.layoutMilliseconds)),
                ("drawing", .double(result.drawingMilliseconds)),
                ("encoding", .double(result.encodingMilliseconds)),
                ("total", .double(beforeMain + total.milliseconds)),
            ]).compactText + "\n")
        }
        return result
    }

    /// Renders one transcript with an existing renderer; `-` is standard input (its images
    /// relative to the current folder) or standard output. What importing an export (`--from`)
    /// has to say goes to `notes`.
    func render(_ input: String, to path: String, with renderer: BubbleRenderer,
                notes: (String) -> Void = { _ in }) throws(CommandLineError) -> ConversationResult {
        do {
            let transcript = try load(input, notes: notes)
            let name = input == "-" ? StandardInput.name : input
            return try settings.draw(transcript, file: name, to: path, with: renderer, allowOutsideFiles: allowOutsideFiles,
                                     protecting: input == "-" ? [] : [input], notes: notes)
        } catch let error as CommandLineError {
            throw error
        } catch let error as Diagnostic {
            throw .input(error.description)
        } catch let error as RenderError {
            throw .input(OptionHints.commandLine(error.description))
        } catch {
            throw .input("\(error)")
        }
    }

    /// The transcript file at `input`, standard input for `-`, or the chat export at `input`
    /// with `--from` (its images relative to the export).
    private func load(_ input: String, notes: (String) -> Void) throws -> Transcript {
        if let importFormat {
            let folder = ChatImporter.exportFolder(of: input, format: importFormat)
            let imported = try ChatImportOptions.transcript(format: importFormat, input: input, imagesRelativeTo: folder,
                                                            options: importOptions)
            imported.notes.forEach(notes)
            return imported.transcript
        }
        guard input == "-" else { return try Transcript.load(contentsOfFile: input, limits: LookOption.transcriptLimits) }
        return try Transcript.decode(from: StandardInput.transcriptBytes(), file: StandardInput.name, limits: LookOption.transcriptLimits)
    }

    /// The output file for `input` in batch mode: `OUTDIR/<name>.<format>`.
    func outputPath(for input: String) -> String {
        let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        let folder = output.hasSuffix("/") ? output : output + "/"
        return folder + name + "." + settings.format.rawValue
    }

    private func checkOutputNames() throws(CommandLineError) {
        var seen: [String: String] = [:]
        for input in inputs {
            let path = outputPath(for: input)
            if let other = seen[path] {
                throw .usage("'\(other)' and '\(input)' would both be written to \(path)", command: Self.name)
            }
            seen[path] = input
        }
    }
}
