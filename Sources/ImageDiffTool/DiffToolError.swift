import BubblesCore

/// Why a comparison could not be made: a file that is missing, unreadable or not a PNG, a
/// folder paired with a file, or an output that could not be written. The message names
/// the file; a command line shows it as one `error: ` line.
public struct DiffToolError: BubblesError, Hashable {
    /// The one-line message, naming the file.
    public let description: String

    /// An error whose message is `description`.
    public init(_ description: String) {
        self.description = description
    }
}
