import Foundation
import BubbleGeometry
import BubbleRender
import Transcript

/// `bubbles render`: a JSON transcript to PNG, SVG or PDF.
struct RenderCommand {
    static let name = "render"
    var transcriptPath: String
    var output: String
    var maxHeight: Int
    var theme: Transcript.Theme?
    var appearance: Transcript.Appearance?
    var scale: Double?
    var allowOutsideFiles: Bool

    init(_ arguments: [String]) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command,
                                       valued: ["o", "output", "max-height", "theme", "appearance", "scale"],
                                       flags: ["allow-outside-files"])
        guard let input = args.positional.first else { throw .usage("a transcript file is required", command: command) }
        if args.positional.count > 1 { throw .usage("unexpected argument '\(args.positional[1])'", command: command) }
        guard let output = args.values["o"] ?? args.values["output"] else {
            throw .usage("-o OUT.png (or .svg, .pdf) is required", command: command)
        }
        guard args.values["o"] == nil || args.values["output"] == nil else {
            throw .usage("give -o or --output, not both", command: command)
        }
        guard OutputFormat(path: output) != nil else {
            throw .usage("the output name must end in .png, .svg or .pdf, not '\(output)'", command: command)
        }
        transcriptPath = input
        self.output = output
        maxHeight = try args.values["max-height"].map { value throws(CommandLineError) in
            Int(try OptionValue.number(value, option: "max-height", in: 256...32767, command: command))
        } ?? BubbleRenderer.defaultMaxPageHeight
        theme = try args.values["theme"].map { value throws(CommandLineError) in try OptionValue.choice(value, option: "theme", command: command) }
        appearance = try args.values["appearance"].map { value throws(CommandLineError) in try OptionValue.choice(value, option: "appearance", command: command) }
        allowOutsideFiles = args.flags.contains("allow-outside-files")
        scale = try args.values["scale"].map { value throws(CommandLineError) in try OptionValue.number(value, option: "scale", in: 0.5...4, command: command) }
    }

    func run(console: Console) throws(CommandLineError) {
        do {
            var transcript = try Transcript.load(contentsOfFile: transcriptPath)
            if let theme { transcript.theme = theme }
            if let appearance { transcript.appearance = appearance }
            if let scale { transcript.scale = scale }
            _ = try BubbleRenderer().render(transcript: transcript, file: transcriptPath, to: output, maxPageHeight: maxHeight,
                                         allowOutsideFiles: allowOutsideFiles)
        } catch let error as TranscriptError {
            throw .input(error.description)
        } catch let error as RenderError {
            throw .input(error.description)
        } catch {
            throw .input("\(error)")
        }
    }
}
