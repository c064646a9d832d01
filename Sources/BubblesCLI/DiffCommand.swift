import FoundationEssentials
import BubbleRender
import FileSystem
import PixelDiff

/// `bubbles diff`: compares two PNGs the way pixelmatch does.
struct DiffCommand {
    static let name = "diff"
    var expectedPath: String
    var actualPath: String
    var options: DiffOptions
    var limits: DiffLimits
    var diffOutput: String?
    var json: Bool
    var timings: Bool

    init(_ arguments: [String]) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command,
                                       valued: ["threshold", "max-diff-pixels", "max-diff-ratio", "o", "output",
                                                "alpha", "diff-color", "diff-color-alt", "aa-color", "mask-color"],
                                       flags: ["json", "include-aa", "timings", "diff-mask"], repeatable: ["mask"])
        guard args.positional.count == 2 else {
            throw .usage(args.positional.count < 2 ? "two images are required: EXPECTED.png ACTUAL.png"
                                                   : "unexpected argument '\(args.positional[2])'", command: command)
        }
        guard !args.positional.contains("") else { throw .usage("an image file name is empty", command: command) }
        expectedPath = args.positional[0]
        actualPath = args.positional[1]
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
        self.options = options
        var limits = DiffLimits()
        if let v = args.values["max-diff-pixels"] {
            guard let count = Int(v), count >= 0 else {
                throw .usage("--max-diff-pixels needs a whole number of pixels, not '\(v)'", command: command)
            }
            limits.maxDiffPixels = count
        }
        if let v = args.values["max-diff-ratio"] { limits.maxDiffRatio = try OptionValue.number(v, option: "max-diff-ratio", in: 0...1, command: command) }
        self.limits = limits
        guard args.values["o"] == nil || args.values["output"] == nil else {
            throw .usage("give -o or --output, not both", command: command)
        }
        diffOutput = args.values["o"] ?? args.values["output"]
        guard diffOutput != "" else { throw .usage("the output name is empty", command: command) }
        if let diffOutput, OutputFormat(path: diffOutput) != .png {
            throw .usage("the diff image must be a .png, not '\(diffOutput)'", command: command)
        }
        json = args.flags.contains("json")
        timings = args.flags.contains("timings")
    }

    /// Compares the images; returns 0 when they match within the limits and 1 when not.
    func run(console: Console) throws(CommandLineError) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let expected = try Self.load(expectedPath)
        let actual = try Self.load(actualPath)
        let decoded = clock.now
        guard expected.width == actual.width, expected.height == actual.height else {
            let sizes = "\(expected.width)x\(expected.height) vs \(actual.width)x\(actual.height)"
            if let diffOutput {
                do {
                    let union = try PixelMatch.compareOnUnion(expected, actual, options: options, makeDiffImage: true)
                    if let image = union.diffImage { try Self.write(image, to: diffOutput, protecting: [expectedPath, actualPath]) }
                } catch {
                    throw .input("\(error)")
                }
            }
            if json {
                console.out(JSONText.object([
                    ("match", .bool(false)), ("sizeMismatch", .bool(true)),
                    ("expectedSize", .array([.int(expected.width), .int(expected.height)])),
                    ("actualSize", .array([.int(actual.width), .int(actual.height)])),
                    ("differentPixels", .null), ("antialiasedPixels", .null),
                    ("totalPixels", .int(expected.width * expected.height)),
                ]) + "\n")
            } else {
                console.out("sizes differ: \(sizes) (expected vs actual)\n")
            }
            return 1
        }
        let result: DiffResult
        do {
            result = try PixelMatch.compare(expected, actual, options: options, makeDiffImage: diffOutput != nil)
        } catch {
            throw .input(error.description)
        }
        if timings {
            console.err(JSONText.object([("decode", .double((decoded - start).milliseconds)), ("compare", .double((clock.now - decoded).milliseconds)),
                                         ("megapixels", .double(Double(result.totalPixels) / 1e6))]) + "\n")
        }
        let match = limits.passes(result)
        if let diffOutput, let image = result.diffImage {
            do {
                try Self.write(image, to: diffOutput, protecting: [expectedPath, actualPath])
            } catch {
                throw .input(error.description)
            }
        }
        if json {
            console.out(JSONText.object([
                ("match", .bool(match)),
                ("differentPixels", .int(result.differentPixels)),
                ("antialiasedPixels", .int(result.antialiasedPixels)),
                ("totalPixels", .int(result.totalPixels)),
                ("maskedPixels", .int(result.maskedPixels)),
                ("differentRatio", .double(result.differentRatio)),
                ("threshold", .double(options.threshold)),
                ("includeAA", .bool(options.includeAntialiasing)),
                ("maxDiffPixels", limits.maxDiffPixels.map { .int($0) } ?? .null),
                ("maxDiffRatio", limits.maxDiffRatio.map { .double($0) } ?? .null),
            ]) + "\n")
        } else {
            let percent = FixedPoint.text(result.differentRatio * 100, digits: 4)
            console.out("\(match ? "match" : "differ"): \(result.differentPixels) of \(result.totalPixels) pixels differ (\(percent)%), "
                        + "\(result.antialiasedPixels) anti-aliased \(options.includeAntialiasing ? "counted" : "ignored"); "
                        + (result.maskedPixels > 0 ? "\(result.maskedPixels) masked; " : "")
                        + "threshold \(options.threshold), \(limitText)\n")
        }
        return match ? 0 : 1
    }

    private var limitText: String {
        switch (limits.maxDiffPixels, limits.maxDiffRatio) {
        case (nil, nil): "no difference allowed"
        case (let pixels?, nil): "at most \(pixels) pixels allowed"
        case (nil, let ratio?): "at most \(ratio) of the pixels allowed"
        case (let pixels?, let ratio?): "at most \(pixels) pixels and \(ratio) of the pixels allowed"
        }
    }

    private static func write(_ image: RGBAImage, to path: String, protecting inputs: [String]) throws(RenderError) {
        try OutputFile.write(Bitmap(width: image.width, height: image.height, rgba: image.pixels).png(), to: path, protecting: inputs)
    }

    private static func load(_ path: String) throws(CommandLineError) -> RGBAImage {
        let data: [UInt8]
        do {
            data = try RegularFile.contents(of: path)
        } catch {
            throw .input(error.problem == .directory ? "\(path): is a folder, not an image" : error.description)
        }
        do {
            let bitmap = try Bitmap(png: data)
            return try RGBAImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.rgba)
        } catch {
            throw .input("\(path): not a readable PNG (\(error))")
        }
    }
}
