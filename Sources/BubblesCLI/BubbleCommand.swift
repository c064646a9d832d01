import BubbleGeometry
import BubbleRender
import FileSystem
import Transcript
import StrictJSON

/// `bubbles bubble`: one bubble around a text, written as a PNG, WebP, SVG or PDF.
struct BubbleCommand {
    static let name = "bubble"
    var text: String
    var output: String
    var format: OutputFormat
    var options: BubbleOptions
    /// `--webp-quality`: lossy WebP at that quality; lossless without it.
    var webpQuality: WebPQuality = .lossless
    /// `--sticker`: the bubble on nothing, fitted into 512 x 512 pixels.
    var sticker = false
    var failOnMissingGlyphs = false
    /// `--font-file` paths, read when the run starts.
    var fontFilePaths: [String] = []
    /// `--emoji-font`'s path, read when the run starts.
    var emojiFontPath: String?

    static let options = CommandOptions([
        .valued("text", value: "TEXT", help: "the message (newlines are line breaks)"),
        .valued("o", "output", value: "FILE", completion: .path,
                help: "the file to write (.png, .webp, .svg or .pdf; replaced atomically); '-' is standard output (--format png|webp|svg|pdf, "
                + "default png)"),
        .valued("format", value: "FORMAT", completion: .words(CommandOptions.words(of: OutputFormat.self)),
                help: "the format of standard output: png, webp, svg or pdf"),
        .valued("webp-quality", value: "Q", help: "WebP: lossy at quality Q, 0 to 100 (default: lossless)"),
        .flag("sticker", help: "a sticker: the bubble on a transparent background, the longer side 512 pixels; .webp (the default for '-') or .png"),
        .valued(LookOption.theme, value: "LOOK", completion: .words(LookOption.names), help: "the bubble's look: \(LookOption.list) (default imessage)"),
        .former(LookOption.formerTheme, of: LookOption.theme, value: "LOOK", completion: .words(LookOption.names)),
        .valued(LookFileOption.name, value: "PATH", completion: .path, help: "a look file of your own instead (see 'render --help')"),
        .valued("side", value: "SIDE", completion: .words(CommandOptions.words(of: BubbleSide.self)),
                help: "incoming (default, tail on the left) or outgoing"),
        .flag("no-tail", help: "draw the body only, as for a bubble inside a group"),
        .valued("width", value: "POINTS", help: "widest bubble, tail included; text wraps (default 320)"),
        .valued("scale", value: "FACTOR", help: "pixels per point, 0.5 to 4 (default 2; PNG and WebP)"),
        .valued("font", value: "FONT", help: "Pango font description (default: the look's face at 17 points: \(LookOption.fonts))"),
        FontFileOption.option("a TTF, OTF or TTC font whose family --font may name (repeatable; Noto draws what it lacks)"),
        FontFileOption.emojiOption("a colour emoji font (CBDT/CBLC, sbix or COLR) that draws emoji in place of Noto Color Emoji"),
        .valued("lang", value: "TAG", help: "text language, e.g. ja, zh-Hans, ko, ar"),
        .flag(MissingGlyphWarning.flag, help: "exit 1 when a character has no font (a 'warning: ' line names it either way; the image is written)"),
        .valued("fill", value: "COLOR", help: "bubble colour (#RRGGBB or #RRGGBBAA)"),
        .valued("text-color", value: "COLOR", help: "text colour"),
        .valued("background", value: "COLOR", help: "canvas colour, or 'transparent'"),
        .valued("border", value: "COLOR", help: "draw a border along the outline, tail included"),
        .valued("border-width", value: "POINTS", help: "border width (default 2)"),
        .valued("margin", value: "POINTS", help: "space around the bubble (default 8)"),
    ])

    init(_ arguments: [String]) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command, options: Self.options)
        if let extra = args.positional.first {
            throw .usage("unexpected argument '\(extra)'", command: command)
        }
        guard let text = args.values["text"] else { throw .usage("--text is required", command: command) }
        if let problem = TranscriptLimits.default.problem(with: text) {
            throw .input("--text: \(problem)")
        }
        guard let output = args.values["o"] ?? args.values["output"] else {
            throw .usage("-o OUT.png is required", command: command)
        }
        guard args.values["o"] == nil || args.values["output"] == nil else {
            throw .usage("give -o or --output, not both", command: command)
        }
        guard !output.isEmpty else { throw .usage("the output name is empty", command: command) }
        sticker = args.flags.contains("sticker")
        format = try OptionValue.outputFormat(of: output, byOption: output == StagedOutput.standardOutput,
                                              format: args.values["format"], fallback: sticker ? .webp : .png,
                                              misplaced: "--format is for standard output; a file takes its output's extension",
                                              command: command)
        webpQuality = try OptionValue.webpQuality(args.values["webp-quality"], format: format, command: command)
        if sticker {
            try OptionValue.checkSticker(format: format, conflicting: ["scale", "background"], args: args, command: command)
        }
        var options = BubbleOptions()
        if let theme = try LookOption.chosen(in: args, command: command) { options.theme = theme }
        options.look = try LookFileOption.load(args, insteadOf: [LookOption.theme, LookOption.formerTheme], command: command)
        if let v = args.values["side"] { options.side = try OptionValue.choice(v, option: "side", command: command) }
        options.hasTail = !args.flags.contains("no-tail")
        if let v = args.values["width"] { options.maxWidth = try OptionValue.number(v, option: "width", in: 40...4096, command: command) }
        if let v = args.values["scale"] { options.scale = try OptionValue.number(v, option: "scale", in: 0.5...4, command: command) }
        if let v = args.values["margin"] { options.margin = try OptionValue.number(v, option: "margin", in: 0...1000, command: command) }
        if let v = args.values["font"] { options.font = PathBytes.repaired(v) }
        if let v = args.values["lang"] { options.lang = try Self.language(v) }
        var colors = options.resolvedColors
        if let v = args.values["fill"] { colors.fill = try OptionValue.color(v, option: "fill", command: command) }
        if let v = args.values["text-color"] { colors.text = try OptionValue.color(v, option: "text-color", command: command) }
        if let v = args.values["background"] { colors.background = try OptionValue.color(v, option: "background", command: command) }
        options.colors = colors
        if let v = args.values["border"] {
            let width = try args.values["border-width"].map { w throws(CommandLineError) in
                try OptionValue.number(w, option: "border-width", in: 0.25...20, command: command)
            } ?? 2
            options.border = BubbleBorder(color: try OptionValue.color(v, option: "border", command: command), width: width)
        } else if args.values["border-width"] != nil {
            throw .usage("--border-width needs --border COLOR", command: command)
        }
        self.text = PathBytes.repaired(text)
        self.output = output
        self.options = options
        failOnMissingGlyphs = args.flags.contains(MissingGlyphWarning.flag)
        fontFilePaths = args.lists[FontFileOption.name] ?? []
        emojiFontPath = args.values[FontFileOption.emojiName]
    }

    /// Draws and writes the bubble (`--scale` applies to PNG and WebP only: SVG and PDF are
    /// sized in points); 1 when `--fail-on-missing-glyphs` is given and a character
    /// has no font (the image is written all the same), else 0.
    func run(console: Console) throws(CommandLineError) -> Int32 {
        let fontFiles = try FontFileOption.load(fontFilePaths, emojiFont: emojiFontPath)
        do {
            let document = try BubbleRenderer(fontFiles: fontFiles).render(text: text, options: options, format: format,
                                                                           webpQuality: webpQuality, sticker: sticker)
            try OutputFile.write(document.bytes, to: output)
            guard let missing = document.missingGlyphs else { return 0 }
            console.err(MissingGlyphWarning.line(missing, source: "--text"))
            return failOnMissingGlyphs ? MissingGlyphWarning.status : 0
        } catch .imageTooLarge(let width, let height) {
            throw .input("--text: the bubble would be \(width)x\(height) pixels, more than the \(BubbleRenderer.maxImageSide) "
                         + "an image can be a side; shorten the text, or lower --font's size or --scale")
        } catch .textTooTall(let lines, let points, let breaksAlone) {
            throw .input("--text: \(RenderError.tallText(lines: lines, points: points, breaksAlone: breaksAlone)), "
                         + "more than any image can be; shorten it, or lower --font's size")
        } catch .badFont(let font, let reason) {
            throw .input("--font \(TextQuoting.quoted(font)): \(reason)")
        } catch {
            throw .input(error.description)
        }
    }

    /// A language tag: letters, digits and hyphens, starting with a letter.
    private static func language(_ tag: String) throws(CommandLineError) -> String {
        let valid = !tag.isEmpty && tag.count <= 35 && tag.first?.isLetter == true
            && tag.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_" }
        guard valid else { throw .usage("--lang needs a language tag like ja or zh-Hans, not '\(tag)'", command: name) }
        return tag
    }
}
