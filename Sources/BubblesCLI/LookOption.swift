import BubbleRender
import Transcript

/// `--theme` (and `--style`, its former name on `bubble` and `preview`): the name of a look of
/// the renderer's registry.
enum LookOption {
    /// The names the options take, in the registry's order: what help, completion and errors
    /// list.
    static let names = ChatLook.names.map(\.rawValue)

    /// The names, for an option's help: `imessage, whatsapp, talk or plain`.
    static var list: String { alternatives(names) }

    /// `words` for a help: `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "") : words.joined()
    }

    /// Each look's face for a single bubble, for `--font`'s help: `"Inter 17" for imessage,
    /// whatsapp and telegram, "Noto Sans 17" for talk and plain`.
    static var fonts: String {
        var faces: [(font: String, looks: [String])] = []
        for look in ChatLook.builtIn {
            if let index = faces.firstIndex(where: { $0.font == look.bubbleFont }) {
                faces[index].looks.append(look.name.rawValue)
            } else {
                faces.append((look.bubbleFont, [look.name.rawValue]))
            }
        }
        return faces.map { face in
            let looks = face.looks.count > 1 ? face.looks.dropLast().joined(separator: ", ") + " and " + (face.looks.last ?? "") : face.looks.joined()
            return "\"\(face.font)\" for \(looks)"
        }.joined(separator: ", ")
    }

    /// The limits transcripts are read with: the defaults, and `"theme"` naming a look of the
    /// registry.
    static let transcriptLimits = TranscriptLimits.default.withBuiltInLooks

    /// The look `--theme` names, or `--style`, its former name, on the commands that had it;
    /// nil when neither is given. Errors name the option given.
    static func chosen(in args: ParsedArguments, command: String) throws(CommandLineError) -> LookName? {
        if args.values[theme] != nil, args.values[formerTheme] != nil {
            throw .usage("give --\(theme) or --\(formerTheme) (its former name), not both", command: command)
        }
        let option = args.values[formerTheme] != nil ? formerTheme : theme
        return try args.values[option].map { value throws(CommandLineError) in try name(value, option: option, command: command) }
    }

    /// The option naming a look.
    static let theme = "theme"
    /// `--theme`'s former name on `bubble` and `preview`, still accepted there.
    static let formerTheme = "style"

    /// The look `text` names, with "did you mean" for a near miss.
    static func name(_ text: String, option: String, command: String) throws(CommandLineError) -> LookName {
        try OptionValue.choice(text, option: option, among: ChatLook.names, command: command)
    }
}
