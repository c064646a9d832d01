import BubbleRender
import FileSystem
import StrictJSON

/// `--look-file PATH` on `render`, `bubble` and `preview`: a look file whose look replaces the
/// one `--theme` (or a transcript) names.
enum LookFileOption {
    static let name = "look-file"

    /// The look file the option names, read and checked while the arguments are read, before
    /// anything is drawn (its first problem is the error: file, JSON path, line and column);
    /// nil without the option. Giving one of `others` (`theme`, `style`) too is a usage error.
    static func load(_ args: ParsedArguments, insteadOf others: [String], command: String) throws(CommandLineError) -> LookFile? {
        guard let path = args.values[name] else { return nil }
        if let other = others.first(where: { args.values[$0] != nil }) {
            throw .usage("give --\(other) or --\(name), not both: the look file names the look it starts from", command: command)
        }
        do {
            return try LookFile.load(contentsOfFile: path)
        } catch {
            throw .input(PathBytes.displayed(error.description))
        }
    }
}
