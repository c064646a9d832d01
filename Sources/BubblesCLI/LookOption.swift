import BubbleRender
import Transcript

/// `--theme` (and `--style`, its former name on `bubble` and `preview`): the name of a look of
/// the renderer's registry.
enum LookOption {
    /// The names the options take, in the registry's order: what help, completion and errors
    /// list.
    static let names = ChatLook.names.map(\.rawValue)

    /// An option's help: `lead` (the option and the start of its description), the names
    /// (`imessage, whatsapp, talk or plain`) and `after`, wrapped at 80 columns under the
    /// description column as the help texts are.
    static func help(_ lead: String, _ after: String = "") -> String {
        let list = names.dropLast(2).map { $0 + "," } + names.suffix(2).dropLast() + (names.count > 1 ? ["or"] : []) + names.suffix(1)
        var lines = [lead]
        for word in list + after.split(separator: " ").map(String.init) {
            if let last = lines.last, last.count + 1 + word.count <= 80 {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(String(repeating: " ", count: 25) + word)
            }
        }
        return lines.joined(separator: "\n")
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
