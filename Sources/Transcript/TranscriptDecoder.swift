import BubbleGeometry
import FoundationEssentials
import StrictJSON

/// Turns a parsed JSON document into a ``Transcript``, checking every key, type and range.
///
/// It does not stop at the first problem: each one is recorded in ``problems`` (in a fixed
/// order: a level's unknown keys first, then its documented keys in ``Transcript/keys`` order,
/// participants before messages) and reading goes on with the next value. A value with a
/// problem keeps its default, and a message with one is left out.
struct TranscriptDecoder {
    let limits: TranscriptLimits
    /// The limits for one string, ``TranscriptLimits/strings``.
    let strings: StringLimits
    /// What was found so far.
    var problems: Diagnostics
    /// The participants' ids as a message shows them, made once (see ``participantList(_:)``).
    var participantListText: String?

    init(limits: TranscriptLimits, maxProblems: Int) {
        self.limits = limits
        strings = limits.strings
        problems = Diagnostics(limit: maxProblems)
    }

    // MARK: Transcript

    /// The transcript as far as it can be read, with the index in `"messages"` of each message
    /// it holds.
    mutating func decode(_ root: JSONCursor, baseDirectory: URL?) -> (Transcript, messageIndices: [Int]) {
        var transcript = Transcript(baseDirectory: baseDirectory)
        guard let object = problems.reading(try root.object(expected: "a transcript object")) else { return (transcript, []) }
        checkKeys(of: object, allowed: Transcript.keys)
        if let value = object["version"], let version = decodeVersion(value) {
            transcript.version = version
        }
        if let value = object["theme"], let theme = lookName(value) {
            transcript.theme = theme
        }
        if let value = object["look"] {
            transcript.look = filePath(value)
            if let theme = object.key("theme") {
                report("not used with \"look\": the look file's \"base\" names the look it starts from", at: theme)
            }
        }
        if let value = object["appearance"], let appearance: Appearance = choice(value) {
            transcript.appearance = appearance
        }
        if let value = object["width"], let width = number(value, in: limits.width) {
            transcript.width = width
        }
        if let value = object["scale"], let scale = number(value, in: limits.scale) {
            transcript.scale = scale
        }
        if let value = object["font"] {
            transcript.font = nonEmptyString(value, expected: "a font description like \"Noto Sans 17\"")
        }
        if let value = object["fonts"], let fonts = decodeFonts(value) {
            transcript.fonts = fonts
        }
        if let value = object["emojiFont"] {
            transcript.emojiFont = filePath(value)
        }
        if let value = object["lang"] {
            transcript.lang = languageTag(value)
        }
        if let value = object["layoutDirection"], let direction: Transcript.LayoutDirection = choice(value) {
            transcript.layoutDirection = direction
        }
        if let value = object["maxBubbleWidth"] {
            transcript.maxBubbleWidth = fraction(value)
        }
        if let value = object["timeHeaders"] {
            transcript.timeHeaders = bool(value)
        }
        if let value = object["colors"], let colors = decodeColors(value) {
            transcript.colors = colors
        }
        if let value = object["labels"], let labels = decodeLabels(value) {
            transcript.labels = labels
        }
        if let value = object["detectLinks"], let detect = bool(value) {
            transcript.detectLinks = detect
        }
        if let value = object["screen"], let screen = decodeScreen(value) {
            transcript.screen = screen
            for key in ["width", "scale"] {
                guard let member = object.key(key) else { continue }
                report("not used with \"screen\": the device sets the image's \(key)", at: member)
            }
        }
        // Nil when "participants" is unusable: then no message's sender is reported unknown.
        var known: ParticipantList? = []
        if let value = object["participants"] {
            known = decodeParticipants(value)
            transcript.participants = known ?? []
        }
        guard let messages = problems.reading(try object.required("messages")) else { return (transcript, []) }
        let (decoded, indices) = decodeMessages(messages, participants: known)
        transcript.messages = decoded
        return (transcript, indices)
    }

    private mutating func decodeVersion(_ value: JSONCursor) -> Int? {
        guard let number = problems.reading(try value.number()) else { return nil }
        guard number.isInteger, let version = number.intValue else {
            return rejected(value.unexpected("the integer \(Transcript.supportedVersion)"))
        }
        guard version == Transcript.supportedVersion else {
            return rejected(value.problem("unsupported version \(version) (this reader supports version \(Transcript.supportedVersion))"))
        }
        return version
    }

    /// An array of at most ``TranscriptLimits/maxFonts`` font file paths.
    /// Nil when any entry has a problem, so that an entry's index is always its `fonts[i]`.
    private mutating func decodeFonts(_ value: JSONCursor) -> [String]? {
        guard let array = problems.reading(try value.array(expected: "an array of font file paths")) else { return nil }
        guard array.count <= limits.maxFonts else {
            return rejected(value.problem("too many font files: \(array.count) (the limit is \(limits.maxFonts))"))
        }
        let fonts = array.map { filePath($0) }
        return fonts.allSatisfy { $0 != nil } ? fonts.compactMap { $0 } : nil
    }

    // MARK: Colours

    private mutating func decodeColors(_ value: JSONCursor) -> ColorOverrides? {
        guard let object = object(value) else { return nil }
        checkKeys(of: object, allowed: ColorOverrides.keys)
        var colors = ColorOverrides()
        for (key, member) in object where ColorOverrides.keys.contains(key) {
            guard let color = decodeColor(member) else { continue }
            switch key {
            case "background": colors.background = color
            case "incoming": colors.incoming = color
            case "outgoing": colors.outgoing = color
            case "incomingText": colors.incomingText = color
            case "outgoingText": colors.outgoingText = color
            default: colors.meta = color
            }
        }
        return colors
    }

    // MARK: Labels

    /// `"labels"`: each a non-blank string of at most ``TranscriptLimits/maxLabelLength``
    /// characters.
    private mutating func decodeLabels(_ value: JSONCursor) -> AppLabels? {
        guard let object = object(value) else { return nil }
        checkKeys(of: object, allowed: AppLabels.keys)
        var labels = AppLabels()
        for (key, member) in object where AppLabels.keys.contains(key) {
            guard let text = nonEmptyString(member, expected: "a word or a few, such as \"Edited\"") else { continue }
            let length = text.unicodeScalars.count
            guard length <= limits.maxLabelLength else {
                report("too long for a label: \(length) characters (the limit is \(limits.maxLabelLength))", at: member)
                continue
            }
            labels[key] = text
        }
        return labels
    }
}
