import BubbleRender
import StrictJSON
import Transcript

/// `POST /v1/render`: a transcript, exactly as the command line reads it, drawn as one image
/// (or a PDF of all its pages) through ``RenderSettings``, as `bubbles render` draws it.
enum RenderRoute {
    /// The image for the transcript `body`, or the error to answer; its `data:` URLs go in a
    /// folder in `scratch`, removed when the answer is made.
    static func answer(_ body: [UInt8], settings: RenderSettings, renderer: BubbleRenderer, scratch: String,
                       metrics: ServiceMetrics) throws(ServiceError) -> HTTPResponse {
        let clock = ContinuousClock()
        let start = clock.now
        let folder = RequestFolder(in: scratch)
        var root = try RequestBody.json(body)
        if let problem = InlineFiles.extract(&root, into: folder).first { throw ServiceError(problem, status: 400) }
        let transcript: Transcript
        do throws(Diagnostic) {
            transcript = try Transcript.decode(from: root, baseDirectory: folder.url, limits: LookOption.transcriptLimits)
        } catch {
            throw ServiceError(error, status: 422)
        }
        metrics.phase("parse", milliseconds: (clock.now - start).milliseconds)
        let format = settings.format
        let drawn: (conversation: RenderedConversation, times: PhaseTimes)
        do throws(RenderError) {
            drawn = try settings.draw(transcript, file: "", with: renderer, allowOutsideFiles: false, notes: { _ in }) { pages throws(RenderError) in
                guard pages > 1, format != .pdf else { return }
                throw .badImage("the conversation takes \(pages) pages of at most \(settings.maxHeight) pixels and a response "
                                + "holds one image; ask for format=pdf, or raise maxHeight")
            }
        } catch {
            throw RequestBody.problem(error, folder: folder)
        }
        metrics.phase("layout", milliseconds: drawn.times.layout)
        metrics.phase("drawing", milliseconds: drawn.times.drawing)
        metrics.phase("encoding", milliseconds: drawn.times.encoding)
        let bytes = drawn.conversation.images.first?.bytes ?? []
        return HTTPResponse(status: 200, contentType: RequestBody.mediaType(format), body: bytes)
    }
}
