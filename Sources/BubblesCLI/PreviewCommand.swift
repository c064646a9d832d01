#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import Synchronization
import BubbleGeometry
import BubbleRender
import FileSystem
import Localization
import Transcript
import StrictJSON

/// `bubbles preview`: every translation of a string catalog inside a bubble, with a report.
struct PreviewCommand {
    static let name = "preview"
    var inputs: [String]
    var output: String
    var sheet: Bool
    var report: String?
    var options: BubbleOptions
    var maxLines: Int?
    var failOnOverflow: Bool
    var failOnMissingGlyphs: Bool
    var keyPattern: String?
    var locales: [String]?
    var baseLanguage: String?
    var jobs: Int
    var quiet: Bool
    /// `--font-file` paths, read when the run starts.
    var fontFilePaths: [String]
    /// `--emoji-font`'s path, read when the run starts.
    var emojiFontPath: String?
    /// `--pseudo` variants, in the order given, each once.
    var pseudolocales: [Pseudolocale]

    static let options = CommandOptions([
        .valued("o", "output", value: "PATH", completion: .path, help: "a folder, or a .png with --sheet"),
        .flag("sheet", help: "one contact sheet with every key"),
        .valued("report", value: "FILE", completion: .path,
                help: "write {\"entries\": [...]} with lines, size, overflow, missing, unknownGlyphs and the image's file per key, locale, variation"),
        .valued("max-lines", value: "N", help: "a translation with more lines overflows"),
        .flag("fail-on-overflow", help: "exit 1 when any translation overflows"),
        .flag(MissingGlyphWarning.flag, help: "exit 1 when a character has no font (drawn as a box; the summary marks such locales '<- tofu')"),
        .valued("keys", value: "GLOB", help: "only keys matching GLOB (e.g. 'settings.*')"),
        .valued("locales", value: "a,b,c", help: "only these locales, in this order"),
        .valued("base-language", value: "TAG",
                help: "the source language of .strings, values/ and JSON inputs and of .po msgids (default en)"),
        .valued("pseudo", value: "VARIANTS", completion: .words(CommandOptions.words(of: Pseudolocale.self)), repeatable: true,
                help: "add pseudolocalized source texts, each variant its own locale SOURCE-x-VARIANT: accented, expanded (+40%), rtl, bounded "
                + "([...]); comma-separated or repeated"),
        .valued(LookOption.theme, value: "LOOK", completion: .words(LookOption.names), help: "the bubble's look: \(LookOption.list) (default imessage)"),
        .former(LookOption.formerTheme, of: LookOption.theme, value: "LOOK", completion: .words(LookOption.names)),
        .valued(LookFileOption.name, value: "PATH", completion: .path, help: "a look file of your own instead (see 'render --help')"),
        .valued("side", value: "SIDE", completion: .words(CommandOptions.words(of: BubbleSide.self)), help: "incoming (default) or outgoing"),
        .valued("width", value: "POINTS", help: "widest bubble (default 280)"),
        .valued("scale", value: "FACTOR", help: "pixels per point (default 2)"),
        .valued("font", value: "FONT", help: "Pango font description (default: the look's face at 17 points: \(LookOption.fonts))"),
        FontFileOption.option("a TTF, OTF or TTC font whose family --font may name (repeatable; Noto draws what it lacks)"),
        FontFileOption.emojiOption("a colour emoji font (CBDT/CBLC, sbix or COLR) that draws emoji in place of Noto Color Emoji"),
        .valued("jobs", value: "N", help: "parallel workers (default: the core count)"),
        .flag("quiet", help: "no progress on stderr"),
    ])

    /// Locales written right to left, by primary language subtag.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "ug", "sd", "iw"]

    init(_ arguments: [String]) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command, options: Self.options)
        guard !args.positional.isEmpty else { throw .usage("a localization file (.xcstrings, .strings, .xml, .xliff, .po, .arb, ...) is required", command: command) }
        guard let output = args.values["o"] ?? args.values["output"] else {
            throw .usage("-o OUT_DIR (or -o OUT.png with --sheet) is required", command: command)
        }
        guard !args.positional.contains(""), !output.isEmpty, args.values["report"] != "" else {
            throw .usage(args.positional.contains("") ? "a catalog file name is empty" : "the output name is empty", command: command)
        }
        inputs = args.positional
        self.output = output
        sheet = args.flags.contains("sheet")
        if sheet, OutputFormat(path: output) != .png {
            throw .usage("--sheet writes one PNG: the output name must end in .png, not '\(output)'", command: command)
        }
        if !sheet, OutputFormat(path: output) != nil {
            throw .usage("without --sheet the output is a folder (one image per key), not '\(output)'", command: command)
        }
        report = args.values["report"]
        var options = BubbleOptions(maxWidth: 280)
        if let theme = try LookOption.chosen(in: args, command: command) { options.theme = theme }
        options.look = try LookFileOption.load(args, insteadOf: [LookOption.theme, LookOption.formerTheme], command: command)
        if let v = args.values["side"] { options.side = try OptionValue.choice(v, option: "side", command: command) }
        if let v = args.values["width"] { options.maxWidth = try OptionValue.number(v, option: "width", in: 40...4096, command: command) }
        if let v = args.values["scale"] { options.scale = try OptionValue.number(v, option: "scale", in: 0.5...4, command: command) }
        if let v = args.values["font"] { options.font = PathBytes.repaired(v) }
        self.options = options
        maxLines = try args.values["max-lines"].map { value throws(CommandLineError) in
            Int(try OptionValue.number(value, option: "max-lines", in: 1...1000, command: command))
        }
        failOnOverflow = args.flags.contains("fail-on-overflow")
        failOnMissingGlyphs = args.flags.contains(MissingGlyphWarning.flag)
        if failOnOverflow, maxLines == nil { throw .usage("--fail-on-overflow needs --max-lines N", command: command) }
        keyPattern = args.values["keys"]
        locales = args.values["locales"].map { $0.split(separator: ",").map { $0.trimmingScalars(where: \.isSpaceOrTab) }.filter { !$0.isEmpty } }
        baseLanguage = args.values["base-language"]
        jobs = try args.values["jobs"].map { value throws(CommandLineError) in
            Int(try OptionValue.number(value, option: "jobs", in: 1...256, command: command))
        } ?? ProcessInfo.processInfo.activeProcessorCount
        quiet = args.flags.contains("quiet")
        fontFilePaths = args.lists[FontFileOption.name] ?? []
        emojiFontPath = args.values[FontFileOption.emojiName]
        var pseudolocales: [Pseudolocale] = []
        for value in (args.lists["pseudo"] ?? []).flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            let variant = try OptionValue.choice(value.trimmingScalars(where: \.isSpaceOrTab), option: "pseudo",
                                                 command: command) as Pseudolocale
            if !pseudolocales.contains(variant) { pseudolocales.append(variant) }
        }
        self.pseudolocales = pseudolocales
    }

    /// Renders the previews; 1 when `--fail-on-overflow` found an overflow or
    /// `--fail-on-missing-glyphs` a character no font has, else 0. Every file (images, sheet
    /// pages, report) appears only when all of them were written.
    func run(console: Console) throws(CommandLineError) -> Int32 {
        let catalog = try loadCatalog().addingPseudolocales(pseudolocales)
        let pseudoLocales = pseudolocales.map { $0.locale(source: catalog.sourceLanguage) }
        let requested = locales.map { given in given + pseudoLocales.filter { !given.contains($0) } } ?? catalog.locales
        let rightToLeft = Set(pseudolocales.filter(\.isRightToLeft).map { $0.locale(source: catalog.sourceLanguage) })
        let entries = catalog.entries(for: requested).filter { entry in
            keyPattern.map { fnmatch(PathBytes.repaired($0), entry.key, 0) == 0 } ?? true
        }
        var keys: [String] = []
        var byKey: [String: [LocalizedEntry]] = [:]
        for entry in entries {
            if byKey[entry.key] == nil { keys.append(entry.key) }
            byKey[entry.key, default: []].append(entry)
        }
        let sections = keys.map { key in
            PreviewSection(title: key, items: (byKey[key] ?? []).map { Self.item($0, rightToLeft: rightToLeft) })
        }
        let stage = StagedOutput()
        for input in inputs where input != "-" { stage.protect(input, as: input) }
        do throws(FileError) {
            if let report { try stage.checkNotInput(report) }
        } catch {
            throw .input(error.description)
        }
        let rendered = try render(sections, into: stage, console: console)
        let files = rendered.files.flatMap { $0 }
        let results = PreviewReport(entries: keys.flatMap { byKey[$0] ?? [] }, measures: rendered.measures.flatMap { $0 },
                                    files: files, maxLines: maxLines)
        do throws(FileError) {
            if let report {
                guard !rendered.pages.contains(report) else { throw FileError(path: report, problem: .system("is also one of the preview images")) }
                try stage.write(Array(results.json.utf8), to: report)
            }
            try stage.commit()
        } catch {
            throw .input(error.description)
        }
        if sheet {
            let removed = StalePages.remove(besides: rendered.pages, target: output, format: .png, keeping: inputs)
            if removed > 0, !quiet { console.err(StalePages.message(removed, of: output)) }
        }
        console.out(results.summary)
        if failOnMissingGlyphs && results.tofuCount > 0 { return MissingGlyphWarning.status }
        return failOnOverflow && results.overflowCount > 0 ? 1 : 0
    }

    /// The catalog the inputs make; `-` is standard input.
    private func loadCatalog() throws(CommandLineError) -> StringCatalog {
        do {
            if inputs == ["-"] {
                let bytes = try StandardInput.read(limit: StandardInput.maximumDocument)
                return try LocalizationLoader.load(data: Data(bytes), name: StandardInput.name, baseLanguage: baseLanguage)
            }
            guard !inputs.contains("-") else {
                throw CommandLineError.usage("'-' (standard input) must be the only catalog", command: Self.name)
            }
            return inputs.count == 1
                ? try LocalizationLoader.load(path: inputs[0], baseLanguage: baseLanguage)
                : try LocalizationLoader.load(paths: inputs, baseLanguage: baseLanguage)
        } catch let error as CommandLineError {
            throw error
        } catch {
            throw .input("\(error)")
        }
    }

    /// The bubble of one entry; `rightToLeft` names pseudolocales laid out right to left.
    private static func item(_ entry: LocalizedEntry, rightToLeft: Set<String>) -> PreviewItem {
        let primary = entry.locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return PreviewItem(label: entry.variation.map { "\(entry.locale) · \($0)" } ?? entry.locale,
                           text: entry.text, lang: entry.locale,
                           rightToLeft: rightToLeftLanguages.contains(primary) || rightToLeft.contains(entry.locale))
    }

    /// The error line's text: an entry that cannot be drawn is named with its file (when
    /// there is one input), key and locale.
    private static func message(for error: RenderError, inputs: [String]) -> String {
        guard case .previewEntry = error, inputs.count == 1 else { return error.description }
        return "\(inputs[0]): \(error)"
    }

    /// A renderer with `fontFiles`, once it has refused a `--font` no entry could be drawn in:
    /// one error, before anything is drawn.
    private func checkedRenderer(with fontFiles: [FontFile]) throws(CommandLineError) -> BubbleRenderer {
        do throws(RenderError) {
            let renderer = try BubbleRenderer(fontFiles: fontFiles)
            try renderer.checkFont(options.resolvedFont)
            return renderer
        } catch .badFont(let font, let reason) {
            throw .input("--font \(TextQuoting.quoted(font)): \(reason)")
        } catch {
            throw .input(error.description)
        }
    }

    /// Draws the sections into `stage`, one image per key on `jobs` workers, or one sheet.
    /// Returns the measures and the file showing each item, per section, and every file
    /// written.
    private func render(_ sections: [PreviewSection], into stage: StagedOutput,
                        console: Console) throws(CommandLineError) -> (measures: [[PreviewMeasure?]], files: [[String]], pages: [String]) {
        let fontFiles = try FontFileOption.load(fontFilePaths, emojiFont: emojiFontPath)
        let checked = try checkedRenderer(with: fontFiles)
        if sheet {
            do {
                let (pages, measures, files) = try checked.renderPreview(sections, options: options, to: output, stage: stage)
                return (measures, files, pages)
            } catch {
                throw .input(Self.message(for: error, inputs: inputs))
            }
        }
        do {
            try stage.createFolder(output)
        } catch {
            throw .input("\(output): cannot create the output folder: \(error.problem)")
        }
        let names = FileNames.unique(sections.map(\.title))
        let paths = names.map { (output.hasSuffix("/") ? output : output + "/") + $0 + ".png" }
        let results = Mutex<[Int: [PreviewMeasure?]]>([:])
        let failure = Mutex<String?>(nil)
        let next = Atomic<Int>(0)
        let start = ContinuousClock.now
        let lastReport = Mutex(start)
        let (options, quiet, inputs) = (self.options, self.quiet, self.inputs)
        WorkerThreads.run(count: max(1, min(jobs, sections.count))) { _ in
            let renderer: BubbleRenderer
            do throws(RenderError) {
                renderer = try BubbleRenderer(fontFiles: fontFiles)
            } catch {
                failure.withLock { $0 = $0 ?? error.description }
                return
            }
            while failure.withLock({ $0 == nil }) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < sections.count else { return }
                do throws(RenderError) {
                    let measures = try renderer.renderPreview([sections[index]], options: options, to: paths[index], stage: stage).measures
                    let done = results.withLock { all in
                        all[index] = measures.first ?? []
                        return all.count
                    }
                    let now = ContinuousClock.now
                    if !quiet, now - start > .seconds(1), lastReport.withLock({ last in
                        defer { if now - last > .seconds(1) { last = now } }
                        return now - last > .seconds(1)
                    }) {
                        console.err("bubbles: \(done) of \(sections.count) keys previewed\n")
                    }
                } catch {
                    failure.withLock { $0 = $0 ?? Self.message(for: error, inputs: inputs) }
                }
            }
        }
        if let message = failure.withLock({ $0 }) { throw .input(message) }
        let measures = results.withLock { all in sections.indices.map { all[$0] ?? [] } }
        return (measures, sections.indices.map { index in sections[index].items.map { _ in paths[index] } }, paths)
    }
}
