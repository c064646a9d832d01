import BubbleRender
import FileSystem
import Localization
import StrictJSON
import Transcript

/// `bubbles validate FILE...`: every problem of transcripts and localization files, one
/// `error: ` line each on standard error, and a summary on standard output when there is
/// none. Writes no file.
struct ValidateCommand {
    static let name = "validate"
    static let options = CommandOptions([
        .valued("max-errors", value: "N", help: "errors shown per file (default 100; the rest are counted on one more line)"),
        .valued("base-language", value: "CODE",
                help: "the language of Base.lproj and loose .strings files and the source language of JSON maps, as in 'preview'"),
        .flag("allow-outside-files",
              help: "let images and fonts come from absolute paths or from outside the transcript's folder, as in 'render'"),
    ])

    var inputs: [String]
    var baseLanguage: String?
    var allowOutsideFiles: Bool
    var maxErrors: Int

    init(_ arguments: [String]) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command, options: Self.options)
        guard !args.positional.isEmpty else {
            throw .usage("a transcript or localization file is required", command: command)
        }
        guard !args.positional.contains("") else { throw .usage("a file name is empty", command: command) }
        guard args.positional.filter({ $0 == "-" }).count <= 1 else {
            throw .usage("standard input ('-') can be read only once", command: command)
        }
        inputs = args.positional
        baseLanguage = args.values["base-language"]
        allowOutsideFiles = args.flags.contains("allow-outside-files")
        maxErrors = try args.values["max-errors"].map { value throws(CommandLineError) in
            Int(try OptionValue.number(value, option: "max-errors", in: 1...10_000, command: command))
        } ?? Diagnostics.defaultLimit
    }

    /// 2 when any file has a problem; 0 otherwise.
    func run(console: Console) -> Int32 {
        var transcripts = 0
        var catalogs = 0
        var looks = 0
        var failed = false
        for input in inputs {
            let problems: Diagnostics
            switch input == "-" ? .transcript : ValidatedFile.kind(of: input) {
            case .transcript:
                transcripts += 1
                problems = transcriptProblems(input)
            case .localization:
                catalogs += 1
                problems = LocalizationLoader.validate(path: input, baseLanguage: baseLanguage, maxProblems: maxErrors)
            case .look:
                looks += 1
                problems = LookFile.validate(contentsOfFile: input, maxProblems: maxErrors)
            }
            for problem in problems.kept {
                console.err("error: \(PathBytes.displayed(problem.description))\n")
            }
            if problems.omitted > 0 {
                console.err("error: \(PathBytes.displayed(input)): \(problems.omitted) more not shown (--max-errors N shows more)\n")
            }
            failed = failed || !problems.isEmpty
        }
        guard !failed else { return 2 }
        let counts = [Self.count(transcripts, "transcript"), Self.count(catalogs, "localization file"), Self.count(looks, "look file")]
            .compactMap { $0 }
        console.out("valid: \(counts.joined(separator: ", "))\n")
        return 0
    }

    /// The transcript's problems, then its images', then its font files', then its look file's.
    private func transcriptProblems(_ input: String) -> Diagnostics {
        let file = input == "-" ? StandardInput.name : input
        let validation = input == "-" ? standardInputValidation() : Transcript.validate(contentsOfFile: input, limits: LookOption.transcriptLimits, maxProblems: maxErrors)
        var problems = validation.problems
        for var problem in TranscriptImages.problems(in: validation, file: file, allowOutsideFiles: allowOutsideFiles)
            + TranscriptFonts.problems(in: validation.transcript, file: file, allowOutsideFiles: allowOutsideFiles)
            + TranscriptLook.problems(in: validation.transcript, file: file, allowOutsideFiles: allowOutsideFiles, maxProblems: maxErrors) {
            problem.message = OptionHints.commandLine(problem.message)
            problems.append(problem)
        }
        return problems
    }

    /// The transcript on standard input, as `render -` reads it: its images and fonts relative
    /// to the current folder.
    private func standardInputValidation() -> Transcript.Validation {
        do {
            return Transcript.validate(from: try StandardInput.transcriptBytes(), file: StandardInput.name,
                                       limits: LookOption.transcriptLimits, maxProblems: maxErrors)
        } catch {
            return Transcript.Validation(problem: error, maxProblems: maxErrors, baseDirectory: nil)
        }
    }

    /// `2 transcripts`, `1 localization file`, or nil for none.
    private static func count(_ number: Int, _ noun: String) -> String? {
        number == 0 ? nil : "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
