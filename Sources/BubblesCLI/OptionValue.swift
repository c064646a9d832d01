import BubbleGeometry
import BubbleRender
import PixelDiff
import Transcript
import PNGCodec
import StrictJSON

/// Reading typed values out of option strings, with errors naming the option.
enum OptionValue {
    static func number(_ text: String, option: String, in range: ClosedRange<Double>, command: String) throws(CommandLineError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw .usage("\(ParsedArguments.display(option)) needs a number, not '\(text)'", command: command)
        }
        guard range.contains(value) else {
            throw .usage("\(ParsedArguments.display(option)) must be from \(format(range.lowerBound)) to \(format(range.upperBound)), not \(text)", command: command)
        }
        return value
    }

    /// One of all the cases, which the error lists in declaration order, with "did you mean"
    /// for a near miss.
    static func choice<T: RawRepresentable & CaseIterable>(_ text: String, option: String, command: String) throws(CommandLineError) -> T
    where T.RawValue == String {
        try choice(text, option: option, among: Array(T.allCases), command: command)
    }

    /// One of `cases`, which the error lists in that order, with "did you mean" for a near
    /// miss.
    static func choice<T: RawRepresentable>(_ text: String, option: String, among cases: [T], command: String) throws(CommandLineError) -> T
    where T.RawValue == String {
        guard let value = cases.first(where: { $0.rawValue == text }) else {
            let names = cases.map(\.rawValue)
            let hint = KeySuggestion.closest(to: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw .usage("\(ParsedArguments.display(option)) must be one of \(names.joined(separator: ", ")), not '\(text)'\(hint)",
                         command: command)
        }
        return value
    }

    static func color(_ text: String, option: String, command: String) throws(CommandLineError) -> RGBAColor {
        if text == "transparent" { return .clear }
        guard let color = RGBAColor(hex: text) else {
            throw .usage("\(ParsedArguments.display(option)) needs a colour like #RRGGBB, #RRGGBBAA or 'transparent', not '\(text)'", command: command)
        }
        return color
    }

    /// A diff-image colour: `#RRGGBB`, opaque.
    static func opaqueColor(_ text: String, option: String, command: String) throws(CommandLineError) -> RGBAColor {
        guard text.count == 7, let color = RGBAColor(hex: text) else {
            throw .usage("\(ParsedArguments.display(option)) needs a colour like #FF00FF, not '\(text)'", command: command)
        }
        return color
    }

    /// A rectangle of pixels written `x,y,width,height`.
    static func region(_ text: String, option: String, command: String) throws(CommandLineError) -> PixelRegion {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingScalars(where: \.isSpaceOrTab)) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
              x >= 0, y >= 0, width > 0, height > 0 else {
            throw .usage("\(ParsedArguments.display(option)) needs x,y,width,height in pixels (width and height above 0), not '\(text)'", command: command)
        }
        return PixelRegion(x: x, y: y, width: width, height: height)
    }

    /// The format to write `output` in: `--format` (`fallback` when not given) where the name
    /// tells nothing, for standard output or a folder (`byOption`), else the name's extension,
    /// with `--format` then refused with `misplaced`.
    static func outputFormat(of output: String, byOption: Bool, format: String?, fallback: OutputFormat = .png, misplaced: String,
                             command: String) throws(CommandLineError) -> OutputFormat {
        if byOption {
            return try format.map { value throws(CommandLineError) in try choice(value, option: "format", command: command) } ?? fallback
        }
        guard let chosen = OutputFormat(path: output) else {
            throw .usage("the output name must end in \(OutputFormat.extensionList), not '\(output)'", command: command)
        }
        guard format == nil else { throw .usage(misplaced, command: command) }
        return chosen
    }

    /// `--webp-quality Q`: lossy WebP at Q, 0 to 100; lossless when not given. Refused unless
    /// the output is WebP.
    static func webpQuality(_ text: String?, format: OutputFormat, command: String) throws(CommandLineError) -> WebPQuality {
        guard let text else { return .lossless }
        guard format == .webp else {
            throw .usage("--webp-quality is for WebP output (a .webp name, or --format webp)", command: command)
        }
        return .lossy(quality: try number(text, option: "webp-quality", in: 0...100, command: command))
    }

    /// Checks `--sticker` against the other options: the format must hold pixels, and none of
    /// `conflicting` (options the sticker sets itself) may be given.
    static func checkSticker(format: OutputFormat, conflicting: [String], args: ParsedArguments, command: String) throws(CommandLineError) {
        guard format.isRaster else {
            throw .usage("--sticker writes a WebP or PNG image: the output name must end in .webp or .png", command: command)
        }
        if let option = conflicting.first(where: { args.values[$0] != nil }) {
            throw .usage("--sticker sets the size and background itself; leave out --\(option)", command: command)
        }
    }

    /// The values `--compression` takes. `fast` is kept for scripts that pass it: it writes
    /// what `default` writes.
    static let compressionNames = ["default", "best", "fast"]

    static func compression(_ text: String, command: String) throws(CommandLineError) -> PNGCompression {
        switch text {
        case "default", "fast": return .default
        case "best": return .best
        default: throw .usage("--compression must be default or best, not '\(text)'", command: command)
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
