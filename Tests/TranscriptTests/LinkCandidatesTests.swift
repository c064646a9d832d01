import Testing
@testable import Transcript

/// The byte scan that lets most messages skip link detection, and never one with a link.
@Suite("Transcript: texts that may hold links")
struct LinkCandidatesTests {
    @Test(arguments: [
        "I think the meeting moved to 3 pm, not sure though.", "Read 09:44", "Perfect.", "Flight 07:15, gate B12",
        "…and 1.", "https://localhost", "ok... sure",
    ])
    func textsWithoutACandidateAreSkipped(_ text: String) {
        #expect(!LinkDetector.mayHoldEntities(text))
        #expect(LinkDetector.entities(in: text).isEmpty)
    }

    @Test(arguments: [
        "see https://example.com", "http://localhost:8080", "https://例子.中国", "go to www.example.com", "example.co.uk",
        "ann.lee@mail.example.org", "call +49 30 1234567", "(555) 123-4567", "v1.2", "a.b",
    ])
    func textsWithACandidateAreRead(_ text: String) {
        #expect(LinkDetector.mayHoldEntities(text))
    }
}
