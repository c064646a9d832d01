import BubbleRender
import StrictJSON
import Transcript

/// What the routes that take a body share: reading it as JSON, and turning a render's
/// errors into responses.
enum RequestBody {
    /// `body` as a JSON document; malformed JSON is a 400 with its line and column.
    static func json(_ body: [UInt8]) throws(ServiceError) -> JSONValue {
        do throws(JSONSyntaxError) {
            return try JSONValue.parse(body, maxDepth: LookOption.transcriptLimits.maxDepth)
        } catch {
            throw ServiceError(Diagnostic(syntax: error, file: nil), status: 400)
        }
    }

    /// The response to a render that failed: 422 with the transcript's problem (its path and
    /// position) or the reason, 500 for a failure of the server's own.
    static func problem(_ error: RenderError, folder: RequestFolder?) -> ServiceError {
        let text: (String) -> String = { folder?.userText($0) ?? $0 }
        switch error {
        case .transcript(let diagnostic):
            var problem = ServiceError(diagnostic, status: 422)
            problem.message = text(problem.message)
            return problem
        case .invalidTranscript(let invalid):
            return ServiceError(status: 422, text(invalid.message), path: invalid.path.isRoot ? nil : invalid.path.description)
        case .fontSetup, .cairo, .write:
            return ServiceError(status: 500, error.description)
        default:
            return ServiceError(status: 422, text(error.description))
        }
    }

    /// The `Content-Type` of `format`.
    static func mediaType(_ format: OutputFormat) -> String {
        switch format {
        case .png: "image/png"
        case .webp: "image/webp"
        case .svg: "image/svg+xml"
        case .pdf: "application/pdf"
        }
    }
}
