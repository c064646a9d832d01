import BubbleGeometry
import ChatImport
import FileSystem
import StrictJSON
import Transcript

/// The options `import` and `render --from` share, read into ``ImportOptions``.
enum ChatImportOptions {
    /// `import`'s options besides the output.
    static let importOptions: [CommandOptions.Option] = [
        me,
        .valued("from", value: "DATE", help: "only messages from DATE: 2023-01-05 or 2023-01-05T14:03"),
        .valued("to", value: "DATE", help: "only messages through DATE: 2023-01-05 (the whole day) or 2023-01-05T14:03"),
        last,
        dateOrder,
        .valued("theme", value: "LOOK", completion: .words(LookOption.names),
                help: "the look: \(LookOption.list) (default: telegram for Telegram exports, whatsapp for WhatsApp exports, else imessage)"),
    ]

    /// What `render --from FORMAT` adds to `render`'s options (its `--theme` it has already).
    static let renderOptions: [CommandOptions.Option] = [
        .valued("from", value: "FORMAT", completion: .words(CommandOptions.words(of: ChatFormat.self)),
                group: "A chat app's export instead of a transcript (see 'bubbles import --help'):",
                help: "read TRANSCRIPT as an export of FORMAT: \(LookOption.alternatives(CommandOptions.words(of: ChatFormat.self)))"),
        me,
        last,
        dateOrder,
    ]

    private static let me = CommandOptions.Option.valued("me", value: "NAME",
                                                         help: "whose messages are outgoing (a name or the export's user id); everyone else is incoming")
    private static let last = CommandOptions.Option.valued("last", value: "N", help: "only the last N messages")
    private static let dateOrder = CommandOptions.Option.valued(
        "date-order", value: "ORDER", completion: .words(CommandOptions.words(of: ImportOptions.DateOrder.self)),
        help: "dmy, mdy or ymd: how a WhatsApp export writes dates, when its dates read either way (a note says which order was assumed)")

    /// The format named `text`, with "did you mean" for a near miss.
    static func format(_ text: String, command: String) throws(CommandLineError) -> ChatFormat {
        if let format = ChatFormat(rawValue: text.lowercased()) { return format }
        let names = ChatFormat.allCases.map(\.rawValue)
        let hint = KeySuggestion.closest(to: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw .usage("unknown chat format '\(text)'\(hint) (formats: \(names.joined(separator: ", ")))", command: command)
    }

    /// `--me`, `--last`, `--date-order`, and for `import` (`dateRange`) `--from`, `--to` and `--theme`.
    static func parse(_ args: ParsedArguments, dateRange: Bool, command: String) throws(CommandLineError) -> ImportOptions {
        var options = ImportOptions()
        options.me = args.values["me"]
        if options.me?.isEmpty == true { throw .usage("--me needs a name", command: command) }
        options.last = try args.values["last"].map { value throws(CommandLineError) in
            Int(try OptionValue.number(value, option: "last", in: 1...1_000_000, command: command))
        }
        options.dateOrder = try args.values["date-order"].map { value throws(CommandLineError) in
            try OptionValue.choice(value, option: "date-order", among: ImportOptions.DateOrder.allCases, command: command)
        }
        guard dateRange else { return options }
        options.from = try args.values["from"].map { value throws(CommandLineError) in try date(value, option: "from", command: command) }
        options.to = try args.values["to"].map { value throws(CommandLineError) in
            try date(value, option: "to", endOfDay: true, command: command)
        }
        if let from = options.from, let to = options.to, to < from {
            throw .usage("--to \(args.values["to"] ?? "") is before --from \(args.values["from"] ?? "")", command: command)
        }
        options.theme = try args.values["theme"].map { value throws(CommandLineError) in
            try LookOption.name(value, option: "theme", command: command)
        }
        return options
    }

    /// `2023-01-05` (with `endOfDay`, its last second) or `2023-01-05T14:03`.
    private static func date(_ text: String, option: String, endOfDay: Bool = false, command: String) throws(CommandLineError) -> ChatDate {
        guard var date = ChatDate(iso: text), !text.hasSuffix("Z"), !text.contains("+") else {
            throw .usage("--\(option) needs a date like 2023-01-05 or 2023-01-05T14:03, not '\(text)'", command: command)
        }
        if endOfDay, text.count == 10 {
            (date.hour, date.minute, date.second) = (23, 59, 60)
        }
        return date
    }

    /// The transcript of `input`, an export in `format`, with image paths relative to
    /// `folder` (absolute); a zipped export's images go to `mediaFolder` inside it, when given.
    static func transcript(format: ChatFormat, input: String, imagesRelativeTo folder: String,
                           options: ImportOptions, mediaFolder: String? = nil) throws(CommandLineError) -> ImportedTranscript {
        do {
            let chat = try ChatImporter.read(format, at: input, keeping: options)
            return try ChatImporter.transcript(from: chat, format: format, source: input, imagesRelativeTo: folder, options: options,
                                               mediaFolder: mediaFolder)
        } catch {
            if case .unknownAuthor = error { throw .input("\(input): \(error.description)") }
            throw .input(error.description)
        }
    }
}
