/// The prose of one command's help: its usage and what it does, before the options, and
/// anything after them (an example, a pointer to the docs).
struct CommandHelp {
    /// The usage and the description, up to the options.
    let intro: String
    /// What follows the options, if anything.
    let after: String?

    /// The prose `intro` and `after` (each ending in a newline).
    init(_ intro: String, after: String? = nil) {
        self.intro = intro
        self.after = after
    }

    /// The whole help: the prose, and the options of `options` between its parts.
    func text(options: CommandOptions) -> String {
        guard !options.options.isEmpty else { return intro }
        return intro + "\n" + options.helpText + (after.map { "\n" + $0 } ?? "")
    }
}
