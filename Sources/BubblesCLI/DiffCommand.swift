import BubbleRender
import ImageDiffTool
import PixelDiff

/// `bubbles diff`: the arguments of a comparison (`ImageDiffTool.DiffJob` runs it).
struct DiffCommand {
    static let name = "diff"
    var job: DiffJob

    static let options = CommandOptions([
        .valued("threshold", value: "T", help: "colour tolerance 0 to 1 (default 0.1)"),
        .valued("max-diff-pixels", value: "N", help: "allow up to N differing pixels"),
        .valued("max-diff-ratio", value: "R", help: "allow up to R (0 to 1) of all pixels to differ (both given: both must hold; neither: none may differ)"),
        .flag("include-aa", help: "count anti-aliased pixels as different"),
        .valued("mask", value: "X,Y,W,H", repeatable: true,
                help: "leave a rectangle of pixels out (repeatable): never counted, drawn in the mask colour in the diff image"),
        .valued("o", "output", value: "DIFF.png", completion: .path,
                help: "write the expected image faded to grey, differing pixels red and anti-aliased ones yellow (images of different sizes: "
                + "their union, the rest red); for folders, a folder of diff images"),
        .valued("alpha", value: "A", help: "opacity of the faded expected image (default 0.1)"),
        .valued("diff-color", "aa-color", "mask-color", value: "#RRGGBB", help: "colours of differing, anti-aliased, masked pixels"),
        .valued("diff-color-alt", value: "#RRGGBB", help: "colour of differing pixels darker in ACTUAL"),
        .flag("diff-mask", help: "draw only the differing pixels, on transparency"),
        .valued("report", value: "FILE.html", completion: .path,
                help: "a self-contained page: side by side, slider and onion skin for each image that does not match"),
        .valued("junit", value: "FILE.xml", completion: .path, help: "a JUnit report, one test case per image"),
        .flag("json", help: "print one JSON object: differentPixels, antialiasedPixels, totalPixels, maskedPixels, match, the limits"),
        .flag("timings", help: "print decode and compare milliseconds on stderr"),
    ])

    init(_ arguments: [String]) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command, options: Self.options)
        guard args.positional.count == 2 else {
            throw .usage(args.positional.count < 2 ? "two images (or two folders) are required: EXPECTED.png ACTUAL.png"
                                                   : "unexpected argument '\(args.positional[2])'", command: command)
        }
        guard !args.positional.contains("") else { throw .usage("an image file name is empty", command: command) }
        var options = DiffOptions()
        if let v = args.values["threshold"] { options.threshold = try OptionValue.number(v, option: "threshold", in: 0...1, command: command) }
        options.includeAntialiasing = args.flags.contains("include-aa")
        if let v = args.values["alpha"] { options.alpha = try OptionValue.number(v, option: "alpha", in: 0...1, command: command) }
        if let v = args.values["diff-color"] { options.diffColor = try OptionValue.opaqueColor(v, option: "diff-color", command: command) }
        if let v = args.values["diff-color-alt"] { options.diffColorAlt = try OptionValue.opaqueColor(v, option: "diff-color-alt", command: command) }
        if let v = args.values["aa-color"] { options.antialiasColor = try OptionValue.opaqueColor(v, option: "aa-color", command: command) }
        if let v = args.values["mask-color"] { options.maskColor = try OptionValue.opaqueColor(v, option: "mask-color", command: command) }
        options.diffMask = args.flags.contains("diff-mask")
        options.masks = try (args.lists["mask"] ?? []).map { value throws(CommandLineError) in
            try OptionValue.region(value, option: "mask", command: command)
        }
        var limits = DiffLimits()
        if let v = args.values["max-diff-pixels"] {
            guard let count = Int(v), count >= 0 else {
                throw .usage("--max-diff-pixels needs a whole number of pixels, not '\(v)'", command: command)
            }
            limits.maxDiffPixels = count
        }
        if let v = args.values["max-diff-ratio"] { limits.maxDiffRatio = try OptionValue.number(v, option: "max-diff-ratio", in: 0...1, command: command) }
        guard args.values["o"] == nil || args.values["output"] == nil else {
            throw .usage("give -o or --output, not both", command: command)
        }
        let diffOutput = args.values["o"] ?? args.values["output"]
        guard diffOutput != "" else { throw .usage("the output name is empty", command: command) }
        let report = args.values["report"]
        let junit = args.values["junit"]
        job = DiffJob(expectedPath: args.positional[0], actualPath: args.positional[1], options: options, limits: limits,
                      diffOutput: diffOutput, json: args.flags.contains("json"), timings: args.flags.contains("timings"),
                      report: report, junit: junit)
        if !job.comparesFolders, let diffOutput, OutputFormat(path: diffOutput) != .png {
            throw .usage("the diff image must be a .png, not '\(diffOutput)'", command: command)
        }
        if let report, !report.lowercased().hasSuffix(".html") {
            throw .usage("the report must be an .html file, not '\(report)'", command: command)
        }
        if let junit, !junit.lowercased().hasSuffix(".xml") {
            throw .usage("the JUnit report must be an .xml file, not '\(junit)'", command: command)
        }
    }

    /// Compares the images (or the folders); returns 0 when they match within the limits and
    /// 1 when not.
    func run(console: Console) throws(CommandLineError) -> Int32 {
        do {
            return try job.run(out: console.out, err: console.err)
        } catch {
            throw .input(error.description)
        }
    }
}
