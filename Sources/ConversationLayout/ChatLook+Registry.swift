import StrictJSON
import Transcript

extension ChatLook {
    /// The built-in looks, in the order errors, the schema, help and completions list them:
    /// the one registry a look's name is looked up in.
    package static let builtIn: [ChatLook] = [.imessage, .whatsapp, .whatsappAndroid, .telegram, .talk, .plain]

    /// The built-in looks' names, in ``builtIn`` order.
    package static let names: [LookName] = builtIn.map(\.name)

    /// The built-in look `name` names (a transcript's `"theme"`, `--theme`, `--style`); nil for
    /// a name no look has.
    package static func named(_ name: LookName) -> ChatLook? {
        builtIn.first { $0.name == name }
    }

    /// Why `name` finds no built-in look, listing the names, as a transcript's `"theme"` is
    /// refused: `expected "imessage", ... or "plain", found "whatsap"`.
    package static func unknownNameMessage(_ name: LookName) -> String {
        "expected \(ErrorText.alternatives(names.map(\.rawValue))), found \(TextQuoting.quoted(name.rawValue))"
    }
}

extension TranscriptLimits {
    /// These limits with `TranscriptLimits.lookNames` the built-in looks' when they name
    /// none: how the command line and the renderer read transcripts, so that `"theme"` must
    /// name a look the renderer has.
    public var withBuiltInLooks: TranscriptLimits {
        var limits = self
        if limits.lookNames == nil { limits.lookNames = ChatLook.names }
        return limits
    }
}
