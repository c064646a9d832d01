import BubblesCore
import ConversationLayout
import Transcript
import StrictJSON

/// Why rendering failed, with what the user needs to fix it.
public enum RenderError: BubblesError, Hashable {
    /// Something in a transcript cannot be drawn (a missing image, say); the error names the
    /// file and the JSON path.
    case transcript(Diagnostic)
    /// A transcript built in code breaks the rules a transcript file is read with; the error
    /// names the Swift property (see `Transcript.validate(limits:)`).
    case invalidTranscript(InvalidTranscript)
    /// `BubbleOptions.theme` names no built-in look.
    case unknownLook(LookName)
    /// The font configuration could not be loaded or has no usable font.
    case fontSetup(String)
    /// A font file the user brought (a transcript's `"fonts"`, `--font-file`) cannot be used:
    /// the name as written and why.
    case fontFile(name: String, reason: String)
    /// A font description that names no installed family or has no usable size.
    case badFont(String, reason: String)
    /// The requested image is larger than Cairo can allocate.
    case imageTooLarge(width: Int, height: Int)
    /// A text lays out taller than any image can be (see `TextLayout.maxHeight`): `lines`
    /// after wrapping, or, when `breaksAlone`, the lines its line breaks make before any
    /// wrapping, counted without laying it out.
    case textTooTall(lines: Int, points: Double, breaksAlone: Bool)
    /// A Cairo call failed; the string is Cairo's own status message.
    case cairo(String)
    /// Pixels that are not a readable image, or could not be encoded.
    case badImage(String)
    /// An image a transcript refers to could not be read.
    case image(path: String, reason: String)
    /// The output file could not be written.
    case write(path: String, reason: String)
    /// One entry of a localization preview cannot be drawn: its key, its label (locale and
    /// variation; nil for the key's title) and why.
    case previewEntry(key: String, label: String?, reason: String)

    /// The one line a user reads: ``file``, ``jsonPath`` and the place, then ``message``.
    public var description: String {
        switch self {
        case .transcript(let error): error.description
        case .invalidTranscript(let error): error.description
        case .unknownLook(let name): "theme: \(ChatLook.unknownNameMessage(name))"
        case .fontSetup(let reason): "font setup failed: \(reason)"
        case .fontFile(let name, let reason): "\(name): \(reason)"
        case .badFont(let font, let reason): "font \"\(font)\": \(reason)"
        case .imageTooLarge(let w, let h): "image of \(w)x\(h) pixels is too large"
        case .textTooTall(let lines, let points, let breaksAlone):
            "\(Self.tallText(lines: lines, points: points, breaksAlone: breaksAlone)), more than any image can be; shorten it"
        case .cairo(let message): "cairo: \(message)"
        case .write(let path, let reason): "\(path): \(reason)"
        case .image(let path, let reason): "\(path): \(reason)"
        case .badImage(let reason): reason
        case .previewEntry(let key, let label, let reason):
            "key \(TextQuoting.quoted(key))\(label.map { " (\($0))" } ?? ""): \(reason)"
        }
    }

    /// How tall a text too tall for any image is, as `textTooTall` says it: "the text is 9
    /// lines, 90 points tall", or what its line breaks alone make.
    public static func tallText(lines: Int, points: Double, breaksAlone: Bool) -> String {
        breaksAlone ? "the text's line breaks alone make \(lines) lines, \(Int(points)) points tall"
            : "the text is \(lines) lines, \(Int(points)) points tall"
    }
}
