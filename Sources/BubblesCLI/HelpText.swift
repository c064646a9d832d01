/// The texts of `bubbles --help` and `bubbles COMMAND --help`. A command's options and what
/// each does are its option table's (``CommandOptions/helpText``); the prose around them is
/// here.
enum HelpText {
    /// The help of `command`, or nil when there is no such command.
    static func command(_ command: String) -> String? {
        guard let entry = CommandCatalog.entries.first(where: { $0.name == command }) else { return nil }
        return entry.help.text(options: entry.options)
    }

    static let validate = CommandHelp(
        """
        Usage: bubbles validate FILE... [options]

        Checks transcripts and localization files and prints every error found, one
        'error: FILE: PATH: message' line each on stderr, instead of only the first
        as 'render' and 'preview' do. Writes no file. Exit status 2 when any file
        has an error; otherwise 0, with a one-line summary on stdout.

        A .xcstrings, .strings, .stringsdict, .xml (Android), .xliff, .xlf, .po,
        .pot or .arb file is a localization file, and so is a .json file that is a
        map of languages (an object of objects with no transcript key); a .json
        object with a "base" and no "messages" is a look file; any other file is a
        transcript, and so is '-', standard input (its images and fonts
        relative to the current folder, as 'render -' reads it). In a transcript
        every unknown key, wrong type, value out of range and unknown participant
        is reported, then every photo and avatar that cannot be read as 'render'
        would read it (its header: format and size), then every error of its look
        file ("look"). In a String Catalog or JSON map the first error of each key
        is. Malformed JSON stops at its first error, and so do the other formats.

        """)

    static let importChat = CommandHelp(
        """
        Usage: bubbles import FORMAT EXPORT -o TRANSCRIPT.json [options]

        Reads a chat app's export and writes it as a transcript (format version 1)
        that 'render' draws. FORMAT and EXPORT:
          telegram   Telegram Desktop's JSON export of one chat (result.json)
          whatsapp   WhatsApp's "Export chat": the zip, or its text file
                     (_chat.txt, or 'WhatsApp Chat with NAME.txt'), iOS or
                     Android, in any common locale: day or month first is told
                     from the whole file
          discord    DiscordChatExporter's JSON export of one channel
          slack      a Slack export's channel folder (users.json in the folder
                     above), or an export with one channel

        Each day starts with a separator naming it, the app's own lines ("Ann
        added Bob") are system lines, and each message shows its time (and the
        Edited or Forwarded label where the export has one). A PNG, JPEG or WebP
        file sent with a message becomes its image when it is inside the export
        (the path is written relative to the transcript's folder), a sticker's
        file a sticker; other files are shown as a line such as '📷 Photo'.
        Telegram's locations, venues, contacts, polls, to-do lists, dice, games
        and invoices and Discord's embeds become cards. Text entities, Discord's
        markdown and Slack's mrkdwn are kept as "entities" and WhatsApp's *bold*
        markers as "format": "markdown"; reactions become "reactions" and
        replies "replyTo" (the answered message gets the export's id as its
        "id"). What a transcript cannot hold is left out and counted in a
        'note: ' line on stderr: custom emoji, mentions and other formatting,
        stickers without a still image (shown as their emoji), replies to
        messages the transcript does not hold and messages it cannot draw (by
        kind: giveaways, empty messages...). Slack times are UTC; the others are
        as the export wrote them. Nothing is written unless the whole export
        reads.

        """,
        after: """
        'bubbles render EXPORT --from FORMAT -o OUT.png' draws an export directly
        (with --me NAME, --last N and --date-order ORDER).

        """)

    static let schema = CommandHelp(
        """
        Usage: bubbles schema [--look]

        Prints the JSON Schema (draft 2020-12) of transcript format version 1: its
        keys, types, enumerations, ranges and lengths, as 'render' reads them. A few
        rules only the reader checks: that every "from" names a participant, that
        "version" is written as the integer 1, combining marks per character and the
        characters of all messages together. The same schema is in the repository
        as schema/transcript-v1.schema.json.

        """)

    static let report = CommandHelp(
        """
        Usage: bubbles report ARTIFACTS_DIR -o REPORT.html [--junit JUNIT.xml]

        Turns the failure images a test run's snapshot assertions left in their
        artifacts folder ($BUBBLES_ARTIFACTS: NAME.expected.png, NAME.actual.png and
        NAME.json, the assertion's threshold, masks and limits) into the page
        'diff --report' makes: each image compared again with its own assertion's
        settings, side by side, with a slider and an onion skin. Prints one line
        per image that does not match and a count. Exit status 1 when any does not
        match, 0 otherwise.

        """)

    static let snapshots = CommandHelp(
        """
        Usage: bubbles snapshots --orphans DIR [--artifacts DIR]

        Lists the references under DIR (a __Snapshots__ folder, or the folder
        BUBBLES_SNAPSHOTS names: every .png image and .json layout in it) that no
        snapshot assertion asserted in the last test run, one path below DIR a
        line: references of tests that were renamed or removed.
        Each test process of a run writes what it asserted to the asserted/ folder
        of its artifacts folder; run the whole suite first, with the same
        BUBBLES_ARTIFACTS. Exit status 1 when there is any, 0 when there is none.

        """)

    static let render = CommandHelp(
        """
        Usage: bubbles render TRANSCRIPT.json -o OUT.png [options]

        Draws a JSON chat transcript as one image: PNG, WebP, SVG or PDF by the
        output's extension. A conversation taller than the page limit is split at
        message boundaries into OUT-1.png, OUT-2.png, ... (pages of one file for
        PDF); pages an earlier, longer render left under that name are then removed.
        TRANSCRIPT '-' is standard input (images relative to the current folder).

        """,
        after: """
        The transcript format is described in the Transcript format article
        (Sources/Bubbles/Bubbles.docc/TranscriptFormat.md).

        """)

    static let diff = CommandHelp(
        """
        Usage: bubbles diff EXPECTED.png ACTUAL.png [options]
               bubbles diff EXPECTED_DIR ACTUAL_DIR [options]

        Compares two images pixel by pixel with pixelmatch's measure: a pixel differs
        when its YIQ colour delta exceeds 35215 x threshold²; anti-aliased pixels are
        detected and not counted unless --include-aa. Two folders are compared file
        by file, paired by relative path; missing and new files are listed. Exit
        status 0 when everything matches within the limits, 1 when not (or sizes
        differ, or a file is on one side only), 2 when a file is missing or
        unreadable.

        """)

    static let preview = CommandHelp(
        """
        Usage: bubbles preview STRINGS... -o OUT_DIR [options]
               bubbles preview STRINGS... -o SHEET.png --sheet [options]

        Draws every translation of a localization file in a bubble: one image per
        key (one bubble per locale and variation, labelled), or one contact sheet.
        Missing translations are drawn as dashed placeholders. Reads Xcode String
        Catalogs (.xcstrings), .strings and .stringsdict files (xx.lproj/...),
        Android resources (res/values-xx/strings.xml), XLIFF 1.2 and 2.0 (.xliff,
        .xlf, as in Xcode's .xcloc), gettext (.po, .pot), Flutter (.arb) and JSON
        maps {"locale": {"key": "text"}}; several files at once are merged.

        STRINGS '-' is standard input (.xcstrings, .strings or JSON, the format told
        from the content). Nothing is written unless every image and the report are.

        """)

    static let completion = CommandHelp(
        """
        Usage: bubbles completion bash|zsh|fish

        Prints a script that completes bubbles' commands, options, option values and
        file names in that shell. Load it with:

          bash   source <(bubbles completion bash)
                 (or save it as ~/.local/share/bash-completion/completions/bubbles)
          zsh    source <(bubbles completion zsh)      (after compinit)
                 (or save it as _bubbles in a folder of $fpath)
          fish   bubbles completion fish | source
                 (or save it as ~/.config/fish/completions/bubbles.fish)

        """)

    static let bubble = CommandHelp(
        """
        Usage: bubbles bubble --text TEXT [options] -o OUT.png

        Draws one message bubble around TEXT, sized to the text, on a canvas just
        larger than the bubble: PNG, WebP, SVG or PDF by the output's extension.

        """,
        after: """
        Example:
          bubbles bubble --text "Hello!" --theme talk --side outgoing -o hello.png

        """)

    /// The usage lines of `bubbles --help`: each command's as the catalog lists it, then help
    /// and the version, their descriptions from column 52.
    private static var usageLines: String {
        let rows = CommandCatalog.entries.map { ($0.usage, $0.description) } + [
            ("bubbles --help, bubbles help", ["this help"]),
            ("bubbles COMMAND --help, bubbles help COMMAND", ["help for one command"]),
            ("bubbles --version", ["the version"]),
        ]
        let column = 50
        return rows.flatMap { usage, description in
            description.enumerated().map { index, line in
                let lead = index == 0 ? usage : ""
                return "  " + lead + String(repeating: " ", count: max(2, column - lead.count)) + line
            }
        }.joined(separator: "\n")
    }

    static var main: String {
        """
        bubbles \(Version.current): chat bubbles as images, drawn with Cairo and Pango.

        Usage:
        \(usageLines)

        Exit status: 0 success, 1 'diff' found a difference beyond its limits (or
        'preview --fail-on-overflow' found an overflow, or --fail-on-missing-glyphs a
        character no font has), 2 bad usage or bad input (one 'error: ' line on stderr).

        """
    }
}
