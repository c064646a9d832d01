import BubblesCore
import StrictJSON

/// Why a transcript built in code cannot be rendered, naming the Swift property at fault.
///
/// ``description`` reads `messages[2].from: unknown participant "bob" (participants: ann, me)`
/// or `scale: expected a number from 0.5 to 4, found 50`.
public struct InvalidTranscript: BubblesError, Sendable, Hashable {
    /// The property at fault as Swift code reaches it from the transcript: `scale`,
    /// `messages[2].from`, `participants[0].side`, `colors.incoming`; empty for the transcript
    /// as a whole.
    public var property: String
    /// The same place as a JSON path: where a transcript file would have the problem.
    public var path: JSONPath
    /// The problem, e.g. `expected a number from 0.5 to 4, found 50`.
    public var message: String

    /// Creates an error.
    public init(property: String, path: JSONPath, message: String) {
        self.property = property
        self.path = path
        self.message = message
    }

    /// ``path`` as a transcript file would name the place (`messages[2].from`); nil for the
    /// transcript as a whole.
    public var jsonPath: String? { path.isRoot ? nil : path.description }

    /// `property: message`, or the message alone for the whole transcript.
    public var description: String {
        property.isEmpty ? message : "\(property): \(message)"
    }
}
