import FoundationEssentials
import ImageDiffTool

/// `bubbles snapshots --orphans DIR`: the references (`.png` images and `.json` layouts) under
/// `DIR` that no snapshot assertion asserted in the last test run (see `AssertedReferences`).
struct SnapshotsCommand {
    static let name = "snapshots"
    static let options = CommandOptions([
        .valued("orphans", value: "DIR", completion: .path, help: "the folder of references to look through"),
        .valued("artifacts", value: "DIR", completion: .path,
                help: "the run's artifacts folder (default $BUBBLES_ARTIFACTS, else bubbles-artifacts in the temporary folder, as the assertions choose it)"),
    ])

    /// The folder whose references are listed.
    var folder: URL
    /// The run's artifacts folder: `--artifacts`, else `$BUBBLES_ARTIFACTS`, else
    /// `bubbles-artifacts` in the temporary folder, as the assertions choose it.
    var artifacts: URL

    init(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandLineError) {
        let args = try ParsedArguments(arguments, command: Self.name, options: Self.options)
        if let extra = args.positional.first {
            throw .usage("unexpected argument '\(extra)'", command: Self.name)
        }
        guard let folder = args.values["orphans"] else {
            throw .usage("--orphans DIR is required", command: Self.name)
        }
        self.folder = URL(fileURLWithPath: folder)
        artifacts = (args.values["artifacts"] ?? environment["BUBBLES_ARTIFACTS"]).map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-artifacts")
    }

    /// Prints each orphan's path below the folder, one a line; 1 when there is any, else 0.
    func run(console: Console) throws(CommandLineError) -> Int32 {
        guard let asserted = AssertedReferences.read(artifacts: artifacts) else {
            throw .input("no test run is recorded in \(AssertedReferences.folder(in: artifacts).path): run the tests first "
                         + "(with the same BUBBLES_ARTIFACTS)")
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        let files: [String]
        do {
            files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
        } catch {
            throw .input("cannot read the folder \(folder.path)")
        }
        let used = Set(asserted.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
        var orphans: [String] = []
        for file in files where file.hasSuffix(".png") || file.hasSuffix(".json") {
            let path = root.appendingPathComponent(file).standardizedFileURL.resolvingSymlinksInPath().path
            if !used.contains(path) { orphans.append(file) }
        }
        for orphan in orphans.sorted() { console.out(orphan + "\n") }
        return orphans.isEmpty ? 0 : 1
    }
}
