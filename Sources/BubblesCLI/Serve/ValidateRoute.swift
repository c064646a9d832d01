import BubbleRender
import StrictJSON
import Transcript

/// `POST /v1/validate`: every problem of a transcript, as `bubbles validate` finds them, its
/// `data:` URLs' too: 200 `{"valid": true}`, or 422 `{"valid": false, "problems": [...]}`
/// with each problem's error, path, line and column.
enum ValidateRoute {
    /// The answer for the transcript `body`; its `data:` URLs go in a folder in `scratch`,
    /// removed when the answer is made.
    static func answer(_ body: [UInt8], scratch: String) throws(ServiceError) -> HTTPResponse {
        let folder = RequestFolder(in: scratch)
        var problems: [Diagnostic]
        switch Result(catching: { () throws(JSONSyntaxError) in try JSONValue.parse(body, maxDepth: LookOption.transcriptLimits.maxDepth) }) {
        case .failure(let error):
            problems = [Diagnostic(syntax: error, file: nil)]
        case .success(var root):
            problems = InlineFiles.extract(&root, into: folder)
            let validation = Transcript.validate(from: root, baseDirectory: folder.url, limits: LookOption.transcriptLimits)
            let files = TranscriptImages.problems(in: validation, file: "", allowOutsideFiles: false)
                + TranscriptFonts.problems(in: validation.transcript, file: "", allowOutsideFiles: false)
            // A path refused above is not also missing from the request's folder.
            let refused = Set(problems.compactMap(\.path))
            problems += validation.problems.kept + files.filter { !refused.contains($0.path ?? []) }
        }
        guard !problems.isEmpty else {
            return HTTPResponse(status: 200, contentType: ServiceError.jsonType, body: Array("{\"valid\": true}\n".utf8))
        }
        let list = problems.map { problem in
            var error = ServiceError(problem, status: 422)
            error.message = folder.userText(error.message)
            return JSONValue.object(error.members)
        }
        let text = JSONValue.object([("valid", .bool(false)), ("problems", .array(list))]).compactText + "\n"
        return HTTPResponse(status: 422, contentType: ServiceError.jsonType, body: Array(text.utf8))
    }
}
