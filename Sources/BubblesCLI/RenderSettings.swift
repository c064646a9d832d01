import BubbleGeometry
import BubbleRender
import PNGCodec
import StrictJSON
import Transcript

/// How `bubbles render` and `bubbles serve` draw a decoded transcript: the look, appearance,
/// scale and device that replace the transcript's own, and the output format with its
/// options. Both commands draw through it, so the same options give the same bytes.
struct RenderSettings: Sendable {
    var format: OutputFormat = .png
    /// The tallest page in pixels before the conversation is split.
    var maxHeight = BubbleRenderer.defaultMaxPageHeight
    /// The built-in look replacing the transcript's `look` and `theme`.
    var theme: LookName?
    /// A look of one's own, replacing the transcript's `look` and `theme`.
    var lookFile: LookFile?
    var appearance: Appearance?
    var scale: Double?
    /// The screen to draw, replacing the transcript's.
    var device: DevicePreset?
    var compression: PNGCompression = .default
    /// Lossy WebP at a quality; lossless by default.
    var webpQuality: WebPQuality = .lossless
    /// One transparent image fitted into 512 x 512 pixels.
    var sticker = false
    /// The options given that a screen, drawn as one image at its device's size and scale,
    /// does not use, as the caller names them (`--scale`, `--max-height`).
    var unusedOnScreens: [String] = []

    /// `transcript` with the settings' look, appearance, scale and device in place of its
    /// own; what they leave unused goes to `notes`.
    func applied(to transcript: Transcript, notes: (String) -> Void) -> Transcript {
        var transcript = transcript
        if let theme {
            transcript.theme = theme
            transcript.look = nil
        }
        if let appearance { transcript.appearance = appearance }
        if let scale { transcript.scale = scale }
        if let device {
            var screen = transcript.screen ?? Screen(device: .preset(device))
            screen.device = .preset(device)
            transcript.screen = screen
        }
        if sticker, transcript.screen != nil {
            notes("--sticker leaves out the transcript's screen: a sticker shows the messages alone")
        }
        if transcript.screen != nil, !sticker, !unusedOnScreens.isEmpty {
            notes(unusedOnScreens.joined(separator: " and ") + (unusedOnScreens.count == 1 ? " does" : " do")
                  + " not apply to a screen: it is one image at its device's size and scale")
        }
        return transcript
    }

    /// Draws the decoded `transcript` (named `file` in errors) into `path` and its pages, as
    /// ``BubbleRenderer`` writes files.
    func draw(_ transcript: Transcript, file: String, to path: String, with renderer: BubbleRenderer, allowOutsideFiles: Bool,
              protecting inputs: [String], notes: (String) -> Void) throws(RenderError) -> ConversationResult {
        try renderer.render(transcript: applied(to: transcript, notes: notes), file: file, to: path, format: format,
                            maxPageHeight: maxHeight, allowOutsideFiles: allowOutsideFiles, compression: compression,
                            webpQuality: webpQuality, sticker: sticker, protecting: inputs, look: lookFile)
    }

    /// Draws the decoded `transcript` (named `file` in errors) in memory: the bytes
    /// ``draw(_:file:to:with:allowOutsideFiles:protecting:notes:)`` writes, page by page.
    /// `checkPages` sees the number of pages before any is drawn and may refuse it.
    func draw(_ transcript: Transcript, file: String, with renderer: BubbleRenderer, allowOutsideFiles: Bool,
              notes: (String) -> Void, checkPages: (Int) throws(RenderError) -> Void = { _ in }
    ) throws(RenderError) -> (conversation: RenderedConversation, times: PhaseTimes) {
        try renderer.render(decoded: applied(to: transcript, notes: notes), file: file, format: format, maxPageHeight: maxHeight,
                            allowOutsideFiles: allowOutsideFiles, compression: compression, webpQuality: webpQuality,
                            sticker: sticker, look: lookFile, checkPages: checkPages)
    }
}
