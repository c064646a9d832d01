import ImageDiffTool

/// `bubbles report ARTIFACTS_DIR -o report.html [--junit junit.xml]`: a test run's snapshot
/// failures as the HTML page and JUnit report of `bubbles diff` (`ImageDiffTool.ArtifactsReport`).
struct ReportCommand {
    static let name = "report"
    static let options = CommandOptions([
        .valued("o", value: "REPORT.html", completion: .path, help: "the self-contained HTML page"),
        .valued("junit", value: "JUNIT.xml", completion: .path, help: "a JUnit report, one test case per image"),
    ])

    let report: ArtifactsReport

    init(_ arguments: [String]) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command, options: Self.options)
        guard let folder = args.positional.first else { throw .usage("the artifacts folder is required", command: command) }
        guard args.positional.count == 1 else { throw .usage("unexpected argument '\(args.positional[1])'", command: command) }
        let html = args.values["o"], junit = args.values["junit"]
        if html == nil && junit == nil { throw .usage("-o REPORT.html or --junit JUNIT.xml is required", command: command) }
        if let html, !html.lowercased().hasSuffix(".html") {
            throw .usage("the report must be an .html file, not '\(html)'", command: command)
        }
        if let junit, !junit.lowercased().hasSuffix(".xml") {
            throw .usage("the JUnit report must be an .xml file, not '\(junit)'", command: command)
        }
        report = ArtifactsReport(folder: folder, report: html, junit: junit)
    }

    /// Writes the reports; 1 when an image does not match, else 0.
    func run(console: Console) throws(CommandLineError) -> Int32 {
        do {
            return try report.run(out: console.out)
        } catch {
            throw .input(error.description)
        }
    }
}
