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
    let file: String?
    let limits: TranscriptLimits
    /// What was found so far.
    var problems: Diagnostics
    /// The participants' ids as a message shows them, made once (see ``participantList(_:)``).
    var participantListText: String?

    init(file: String?, limits: TranscriptLimits, maxProblems: Int) {
        self.file = file
        self.limits = limits
        problems = Diagnostics(limit: maxProblems)
    }

    // MARK: Transcript

    /// The transcript as far as it can be read, with the index in `"messages"` of each message
    /// it holds.
    mutating func decode(_ root: JSONValue, baseDirectory: URL?) -> (Transcript, messageIndices: [Int]) {
        let path = JSONPath.root
        var transcript = Transcript(baseDirectory: baseDirectory)
        guard let object = root.objectValue else {
            report("expected a transcript object, found \(root.kindDescription)", at: path, root.position)
            return (transcript, [])
        }
        checkKeys(of: object, at: path, allowed: Transcript.keys)
        if let value = object["version"], let version = decodeVersion(value, at: ["version"]) {
            transcript.version = version
        }
        if let value = object["theme"], let theme = lookName(value, at: ["theme"]) {
            transcript.theme = theme
        }
        if let value = object["look"] {
            transcript.look = filePath(value, at: ["look"])
            if let member = object.member(named: "theme") {
                report("not used with \"look\": the look file's \"base\" names the look it starts from", at: ["theme"], member.keyPosition)
            }
        }
        if let value = object["appearance"], let appearance: Appearance = choice(value, at: ["appearance"]) {
            transcript.appearance = appearance
        }
        if let value = object["width"], let width = number(value, at: ["width"], in: limits.width) {
            transcript.width = width
        }
        if let value = object["scale"], let scale = number(value, at: ["scale"], in: limits.scale) {
            transcript.scale = scale
        }
        if let value = object["font"] {
            transcript.font = nonEmptyString(value, at: ["font"], expected: "a font description like \"Noto Sans 17\"")
        }
        if let value = object["fonts"], let fonts = decodeFonts(value, at: ["fonts"]) {
            transcript.fonts = fonts
        }
        if let value = object["emojiFont"] {
            transcript.emojiFont = filePath(value, at: ["emojiFont"])
        }
        if let value = object["lang"] {
            transcript.lang = languageTag(value, at: ["lang"])
        }
        if let value = object["layoutDirection"], let direction: Transcript.LayoutDirection = choice(value, at: ["layoutDirection"]) {
            transcript.layoutDirection = direction
        }
        if let value = object["maxBubbleWidth"] {
            transcript.maxBubbleWidth = fraction(value, at: ["maxBubbleWidth"])
        }
        if let value = object["timeHeaders"] {
            transcript.timeHeaders = bool(value, at: ["timeHeaders"])
        }
        if let value = object["colors"], let colors = decodeColors(value, at: ["colors"]) {
            transcript.colors = colors
        }
        if let value = object["labels"], let labels = decodeLabels(value, at: ["labels"]) {
            transcript.labels = labels
        }
        if let value = object["detectLinks"], let detect = bool(value, at: ["detectLinks"]) {
            transcript.detectLinks = detect
        }
        if let value = object["screen"], let screen = decodeScreen(value, at: ["screen"]) {
            transcript.screen = screen
            for key in ["width", "scale"] {
                guard let member = object.member(named: key) else { continue }
                report("not used with \"screen\": the device sets the image's \(key)", at: [.key(key)], member.keyPosition)
            }
        }
        // Nil when "participants" is unusable: then no message's sender is reported unknown.
        var known: ParticipantList? = []
        if let value = object["participants"] {
            known = decodeParticipants(value, at: ["participants"])
            transcript.participants = known ?? []
        }
        guard let messages = object["messages"] else {
            report("missing required key \"messages\"", at: path, root.position)
            return (transcript, [])
        }
        let (decoded, indices) = decodeMessages(messages, at: ["messages"], participants: known)
        transcript.messages = decoded
        return (transcript, indices)
    }

    private mutating func decodeVersion(_ value: JSONValue, at path: JSONPath) -> Int? {
        guard let number = value.numberValue else {
            return typeMismatch(expected: "a number", value, at: path)
        }
        guard number.isInteger, let version = number.intValue else {
            return rejected("expected the integer \(Transcript.supportedVersion), found \(value.foundDescription)", at: path, value.position)
        }
        guard version == Transcript.supportedVersion else {
            return rejected("unsupported version \(version) (this reader supports version \(Transcript.supportedVersion))",
                          at: path, value.position)
        }
        return version
    }

    /// An array of at most ``TranscriptLimits/maxFonts`` font file paths.
    /// Nil when any entry has a problem, so that an entry's index is always its `fonts[i]`.
    private mutating func decodeFonts(_ value: JSONValue, at path: JSONPath) -> [String]? {
        guard let array = value.arrayValue else {
            return typeMismatch(expected: "an array of font file paths", value, at: path)
        }
        guard array.count <= limits.maxFonts else {
            return rejected("too many font files: \(array.count) (the limit is \(limits.maxFonts))", at: path, value.position)
        }
        let fonts = array.enumerated().map { index, element in filePath(element, at: path.appending(index: index)) }
        return fonts.allSatisfy { $0 != nil } ? fonts.compactMap { $0 } : nil
    }

    // MARK: Colours

    private mutating func decodeColors(_ value: JSONValue, at path: JSONPath) -> ColorOverrides? {
        guard let object = object(value, at: path) else { return nil }
        checkKeys(of: object, at: path, allowed: ColorOverrides.keys)
        var colors = ColorOverrides()
        for member in object where ColorOverrides.keys.contains(member.key) {
            guard let color = decodeColor(member.value, at: path.appending(key: member.key)) else { continue }
            switch member.key {
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
    private mutating func decodeLabels(_ value: JSONValue, at path: JSONPath) -> AppLabels? {
        guard let object = object(value, at: path) else { return nil }
        checkKeys(of: object, at: path, allowed: AppLabels.keys)
        var labels = AppLabels()
        for member in object where AppLabels.keys.contains(member.key) {
            let memberPath = path.appending(key: member.key)
            guard let text = nonEmptyString(member.value, at: memberPath, expected: "a word or a few, such as \"Edited\"") else { continue }
            let length = text.unicodeScalars.count
            guard length <= limits.maxLabelLength else {
                report("too long for a label: \(length) characters (the limit is \(limits.maxLabelLength))",
                       at: memberPath, member.value.position)
                continue
            }
            labels[member.key] = text
        }
        return labels
    }

    mutating func decodeColor(_ value: JSONValue, at path: JSONPath) -> RGBAColor? {
        guard let text = value.stringValue, let color = RGBAColor(hex: text) else {
            return rejected("expected a colour like \"#RRGGBB\", found \(value.foundDescription)", at: path, value.position)
        }
        return color
    }
}
