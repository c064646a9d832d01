/// The texts of `bubbles --help` and `bubbles COMMAND --help`.
enum HelpText {
    /// The help of `command`, or nil when there is no such command.
    static func command(_ command: String) -> String? {
        switch command {
        case "render": render
        case "bubble": bubble
        case "diff": diff
        case "preview": preview
        case "validate": validate
        case "import": importChat
        case "schema": schema
        case "snapshots": snapshots
        case "report": report
        case "completion": completion
        case "serve": serve
        default: nil
        }
    }

    static let validate = """
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
    every unknown key, wrong
    type, value out of range and unknown participant is reported, then every
    photo and avatar that cannot be read as 'render' would read it (its header:
    format and size), then every error of its look file ("look"). In a String Catalog or JSON map the first error of each key
    is. Malformed JSON stops at its first error, and so do the other formats.

    Options:
      --max-errors N         errors shown per file (default 100; the rest are
                             counted on one more line)
      --base-language CODE   the language of Base.lproj and loose .strings files
                             and the source language of JSON maps, as in 'preview'
      --allow-outside-files  let images and fonts come from absolute paths or from
                             outside the transcript's folder, as in 'render'

    """

    static let importChat = """
    Usage: bubbles import FORMAT EXPORT -o TRANSCRIPT.json [options]

    Reads a chat app's export and writes it as a transcript (format version 1)
    that 'render' draws. FORMAT and EXPORT:
      telegram   Telegram Desktop's JSON export of one chat (result.json)
      whatsapp   WhatsApp's "Export chat" text file (_chat.txt, or 'WhatsApp
                 Chat with NAME.txt'), iOS or Android, in any common locale:
                 day or month first is told from the whole file
      discord    DiscordChatExporter's JSON export of one channel
      slack      a Slack export's channel folder (users.json in the folder
                 above), or an export with one channel

    Each day starts with a separator naming it, the app's own lines ("Ann
    added Bob") are system lines, and each message shows its time (and the
    Edited or Forwarded label where the export has one). A PNG or JPEG file
    sent with a message becomes its image when it is beside the export (the
    path is written relative to the transcript's folder); other files are
    shown as a line such as '📷 Photo'; Telegram's locations, contacts,
    polls, games and invoices as lines of text ('📍 Location'). Telegram's
    text entities are kept as "entities" and WhatsApp's *bold* markers as
    "format": "markdown"; reactions become "reactions" and replies "replyTo"
    (the answered message gets the export's id as its "id"). Stickers,
    custom emoji and other formatting have no transcript keys yet: they are
    dropped and counted in a 'note: ' line on stderr, as are replies to
    messages the transcript does not hold and messages it cannot draw (by
    kind: giveaways, empty messages...). Slack times are UTC; the others are
    as the export wrote them. Nothing is written unless the whole export
    reads.

    Options:
      -o, --output FILE      the transcript to write; '-' is standard output
                             (images then relative to the current folder)
      --me NAME              whose messages are outgoing (a name or the
                             export's user id); everyone else is incoming
      --from DATE, --to DATE only messages from/through DATE: 2023-01-05 (a
                             whole day for --to) or 2023-01-05T14:03
      --last N               only the last N messages
      --date-order ORDER     dmy, mdy or ymd: how a WhatsApp export writes dates,
                             when its dates read either way (a note says which
                             order was assumed)
    \(LookOption.help("  --theme LOOK           the look:", "(default: telegram for Telegram exports, whatsapp for WhatsApp exports, else imessage)"))

    'bubbles render EXPORT --from FORMAT -o OUT.png' draws an export directly
    (with --me NAME, --last N and --date-order ORDER).

    """

    static let schema = """
    Usage: bubbles schema [--look]

    Prints the JSON Schema (draft 2020-12) of transcript format version 1: its
    keys, types, enumerations, ranges and lengths, as 'render' reads them. A few
    rules only the reader checks: that every "from" names a participant, that
    "version" is written as the integer 1, combining marks per character and the
    characters of all messages together. The same schema is in the repository
    as schema/transcript-v1.schema.json.

    Options:
      --look                 the schema of look files (--look-file, a transcript's
                             "look") instead, as schema/look-v1.schema.json

    """

    static let report = """
    Usage: bubbles report ARTIFACTS_DIR -o REPORT.html [--junit JUNIT.xml]

    Turns the failure images a test run's snapshot assertions left in their
    artifacts folder ($BUBBLES_ARTIFACTS: NAME.expected.png, NAME.actual.png and
    NAME.json, the assertion's threshold, masks and limits) into the page
    'diff --report' makes: each image compared again with its own assertion's
    settings, side by side, with a slider and an onion skin. Prints one line
    per image that does not match and a count. Exit status 1 when any does not
    match, 0 otherwise.

    Options:
      -o REPORT.html         the self-contained HTML page
      --junit JUNIT.xml      a JUnit report, one test case per image

    """

    static let snapshots = """
    Usage: bubbles snapshots --orphans DIR [--artifacts DIR]

    Lists the references under DIR (a __Snapshots__ folder, or the folder
    BUBBLES_SNAPSHOTS names: every .png image and .json layout in it) that no
    snapshot assertion asserted in the last test run, one path below DIR a
    line: references of tests that were renamed or removed.
    Each test process of a run writes what it asserted to the asserted/ folder
    of its artifacts folder; run the whole suite first, with the same
    BUBBLES_ARTIFACTS. Exit status 1 when there is any, 0 when there is none.

    Options:
      --orphans DIR          the folder of references to look through
      --artifacts DIR        the run's artifacts folder (default
                             $BUBBLES_ARTIFACTS, else bubbles-artifacts in the
                             temporary folder, as the assertions choose it)

    """

    static let main = """
    bubbles \(Version.current): chat bubbles as images, drawn with Cairo and Pango.

    Usage:
      bubbles render TRANSCRIPT.json -o OUT.png         draw a conversation (.png, .webp,
                                                        .svg, .pdf)
      bubbles bubble --text TEXT [options] -o OUT.png   draw one bubble (.png, .webp, .svg,
                                                        .pdf)
      bubbles diff EXPECTED.png ACTUAL.png [options]    compare two images (pixelmatch)
      bubbles preview STRINGS -o OUT_DIR [options]      every translation in a bubble
      bubbles validate FILE... [options]                every error of transcripts and
                                                        localization files; writes nothing
      bubbles import FORMAT EXPORT -o OUT.json          a chat app's export as a transcript
                                                        (telegram, whatsapp, discord, slack)
      bubbles schema [--look]                           the JSON Schema of transcripts
                                                        (or of look files)
      bubbles report ARTIFACTS_DIR -o REPORT.html       a test run's snapshot failures as
                                                        the HTML page of 'diff --report'
      bubbles snapshots --orphans DIR                   references (images, layouts) under DIR
                                                        that the last test run did not assert
      bubbles serve [options]                           an HTTP service that draws
                                                        transcripts and bubbles
      bubbles completion bash|zsh|fish                  a shell completion script
      bubbles --help, bubbles help                      this help
      bubbles COMMAND --help, bubbles help COMMAND      help for one command
      bubbles --version                                 the version

    Exit status: 0 success, 1 'diff' found a difference beyond its limits (or
    'preview --fail-on-overflow' found an overflow, or --fail-on-missing-glyphs a
    character no font has), 2 bad usage or bad input (one 'error: ' line on stderr).

    """

    static let render = """
    Usage: bubbles render TRANSCRIPT.json -o OUT.png [options]

    Draws a JSON chat transcript as one image: PNG, WebP, SVG or PDF by the
    output's extension. A conversation taller than the page limit is split at
    message boundaries into OUT-1.png, OUT-2.png, ... (pages of one file for
    PDF); pages an earlier, longer render left under that name are then removed.
    TRANSCRIPT '-' is standard input (images relative to the current folder).

    Options:
      -o, --output FILE      the file to write (.png, .webp, .svg or .pdf); '-'
                             is standard output (one page, --format
                             png|webp|svg|pdf)
      --max-height PIXELS    tallest page before splitting (default 16384; WebP
                             pages at most 16383)
    \(LookOption.help("  --theme LOOK           override the transcript's look:"))
      --look-file PATH       draw in a look of your own instead: a JSON file that
                             names a built-in look ("base") and overrides its
                             colours, metrics, fonts and bars ('bubbles schema
                             --look')
      --appearance MODE      override the transcript: light or dark
      --scale FACTOR         override the transcript: pixels per point, 0.5 to 4
      --device NAME          draw one screen of a device, the chat scrolled to its
                             end: iphone-6.9, iphone-6.7, iphone-6.1-island,
                             iphone-6.1, iphone-5.5, ipad-13, ipad-12.9,
                             android-gesture, android-phone (overrides the
                             transcript's "screen")
      --allow-outside-files  let images and fonts come from absolute paths or from
                             outside the transcript's folder (refused by default)
      --font-file PATH       a TTF, OTF or TTC font whose family the transcript's
                             "font" may name (repeatable; Noto draws what it lacks)
      --emoji-font PATH      a colour emoji font (CBDT/CBLC, sbix or COLR) that
                             draws emoji in place of Noto Color Emoji (before
                             the transcript's "emojiFont")
      --compression LEVEL    PNG: default or best (slow, smallest)
      --webp-quality Q       WebP: lossy at quality Q, 0 to 100 (default:
                             lossless)
      --sticker              a sticker: the messages alone (no screen) on a
                             transparent background, the longer side 512 pixels;
                             .webp (the default for '-' and folders) or .png
      --timings              print the time of each phase as JSON on stderr
      --fail-on-missing-glyphs
                             exit 1 when a character has no font (each such text
                             gets a 'warning: ' line either way)

    Several transcripts at once:
      bubbles render a.json b.json ... -o OUT_DIR/ [--format png|webp|svg|pdf]
      --jobs N               parallel workers (default: the core count)
      --shard K/N            render only every N-th transcript from the K-th
      --shard auto           the same with K - 1 and N from JOB_COMPLETION_INDEX
                             and JOB_COMPLETIONS (a Kubernetes Indexed Job, a CI
                             matrix)
      --quiet                no progress on stderr

    The transcript format is described in the Transcript format article
    (Sources/Bubbles/Bubbles.docc/TranscriptFormat.md).

    """

    static let diff = """
    Usage: bubbles diff EXPECTED.png ACTUAL.png [options]
           bubbles diff EXPECTED_DIR ACTUAL_DIR [options]

    Compares two images pixel by pixel with pixelmatch's measure: a pixel differs
    when its YIQ colour delta exceeds 35215 x threshold²; anti-aliased pixels are
    detected and not counted unless --include-aa. Two folders are compared file
    by file, paired by relative path; missing and new files are listed. Exit
    status 0 when everything matches within the limits, 1 when not (or sizes
    differ, or a file is on one side only), 2 when a file is missing or
    unreadable.

    Options:
      --threshold T          colour tolerance 0 to 1 (default 0.1)
      --max-diff-pixels N    allow up to N differing pixels
      --max-diff-ratio R     allow up to R (0 to 1) of all pixels to differ
                             (both given: both must hold; neither: none may differ)
      --include-aa           count anti-aliased pixels as different
      --mask X,Y,W,H         leave a rectangle of pixels out (repeatable): never
                             counted, drawn in the mask colour in the diff image
      -o, --output DIFF.png  write the expected image faded to grey, differing
                             pixels red and anti-aliased ones yellow (images of
                             different sizes: their union, the rest red); for
                             folders, a folder of diff images
      --alpha A              opacity of the faded expected image (default 0.1)
      --diff-color, --aa-color, --mask-color #RRGGBB
                             colours of differing, anti-aliased, masked pixels
      --diff-color-alt #RRGGBB
                             colour of differing pixels darker in ACTUAL
      --diff-mask            draw only the differing pixels, on transparency
      --report FILE.html     a self-contained page: side by side, slider and
                             onion skin for each image that does not match
      --junit FILE.xml       a JUnit report, one test case per image
      --json                 print one JSON object: differentPixels,
                             antialiasedPixels, totalPixels, maskedPixels,
                             match, the limits
      --timings              print decode and compare milliseconds on stderr

    """

    static let preview = """
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

    Options:
      -o, --output PATH      a folder, or a .png with --sheet
      --sheet                one contact sheet with every key
      --report FILE          write {"entries": [...]} with lines, size, overflow,
                             missing, unknownGlyphs and the image's file per key,
                             locale, variation
      --max-lines N          a translation with more lines overflows
      --fail-on-overflow     exit 1 when any translation overflows
      --fail-on-missing-glyphs
                             exit 1 when a character has no font (drawn as a box;
                             the summary marks such locales '<- tofu')
      --keys GLOB            only keys matching GLOB (e.g. 'settings.*')
      --locales a,b,c        only these locales, in this order
      --base-language TAG    the source language of .strings, values/ and JSON
                             inputs and of .po msgids (default en)
      --pseudo VARIANTS      add pseudolocalized source texts, each variant its
                             own locale SOURCE-x-VARIANT: accented, expanded
                             (+40%), rtl, bounded ([...]); comma-separated or
                             repeated
    \(LookOption.help("  --theme LOOK           the bubble's look:", "(default imessage; formerly --style, still accepted)"))
      --look-file PATH       a look file of your own instead (see 'render --help')
      --side SIDE            incoming (default) or outgoing
      --width POINTS         widest bubble (default 280)
      --scale FACTOR         pixels per point (default 2)
      --font FONT            Pango font description (default: the look's face at
                             17 pt: "Inter 17" for imessage, whatsapp and
                             telegram, "Roboto 17" for whatsapp-android,
                             "Noto Sans 17" for talk and plain)
      --font-file PATH       a TTF, OTF or TTC font whose family --font may name
                             (repeatable; Noto draws what it lacks)
      --emoji-font PATH      a colour emoji font (CBDT/CBLC, sbix or COLR) that
                             draws emoji in place of Noto Color Emoji
      --jobs N               parallel workers (default: the core count)
      --quiet                no progress on stderr

    """

    static let completion = """
    Usage: bubbles completion bash|zsh|fish

    Prints a script that completes bubbles' commands, options, option values and
    file names in that shell. Load it with:

      bash   source <(bubbles completion bash)
             (or save it as ~/.local/share/bash-completion/completions/bubbles)
      zsh    source <(bubbles completion zsh)      (after compinit)
             (or save it as _bubbles in a folder of $fpath)
      fish   bubbles completion fish | source
             (or save it as ~/.config/fish/completions/bubbles.fish)

    """

    static let bubble = """
    Usage: bubbles bubble --text TEXT [options] -o OUT.png

    Draws one message bubble around TEXT, sized to the text, on a canvas just
    larger than the bubble: PNG, WebP, SVG or PDF by the output's extension.

    Options:
      --text TEXT            the message (newlines are line breaks)
      -o, --output FILE      the file to write (.png, .webp, .svg or .pdf;
                             replaced atomically); '-' is standard output
                             (--format png|webp|svg|pdf, default png)
      --webp-quality Q       WebP: lossy at quality Q, 0 to 100 (default:
                             lossless)
      --sticker              a sticker: the bubble on a transparent background,
                             the longer side 512 pixels; .webp (the default for
                             '-') or .png
    \(LookOption.help("  --theme LOOK           the bubble's look:", "(default imessage; formerly --style, still accepted)"))
      --look-file PATH       a look file of your own instead (see 'render --help')
      --side SIDE            incoming (default, tail on the left) or outgoing
      --no-tail              draw the body only, as for a bubble inside a group
      --width POINTS         widest bubble, tail included; text wraps (default 320)
      --scale FACTOR         pixels per point, 0.5 to 4 (default 2; PNG and WebP)
      --font FONT            Pango font description (default: the look's face at
                             17 pt: "Inter 17" for imessage, whatsapp and
                             telegram, "Roboto 17" for whatsapp-android,
                             "Noto Sans 17" for talk and plain)
      --font-file PATH       a TTF, OTF or TTC font whose family --font may name
                             (repeatable; Noto draws what it lacks)
      --emoji-font PATH      a colour emoji font (CBDT/CBLC, sbix or COLR) that
                             draws emoji in place of Noto Color Emoji
      --lang TAG             text language, e.g. ja, zh-Hans, ko, ar
      --fail-on-missing-glyphs
                             exit 1 when a character has no font (a 'warning: '
                             line names it either way; the image is written)
      --fill COLOR           bubble colour (#RRGGBB or #RRGGBBAA)
      --text-color COLOR     text colour
      --background COLOR     canvas colour, or 'transparent'
      --border COLOR         draw a border along the outline, tail included
      --border-width POINTS  border width (default 2)
      --margin POINTS        space around the bubble (default 8)

    Example:
      bubbles bubble --text "Hello!" --theme talk --side outgoing -o hello.png

    """
}
