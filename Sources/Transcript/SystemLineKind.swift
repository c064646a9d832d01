/// What a system line tells (`"kind"` beside `"system"`, an extension to version 1), which
/// decides how a look draws it.
public enum SystemLineKind: String, Sendable, Hashable, CaseIterable {
    /// Something that happened in the chat: "Ann added Bo", "Bo left", a new group name. The
    /// default.
    case event
    /// The notice that the chat is end-to-end encrypted, which WhatsApp draws on its yellow
    /// pill led by a padlock.
    case encryption
}
