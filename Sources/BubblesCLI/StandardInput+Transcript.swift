import FileSystem
import StrictJSON

extension StandardInput {
    /// A transcript given as `-`, as `render` and `validate` read it: everything on standard
    /// input, which must not be empty. Errors name the input `<stdin>`.
    static func transcriptBytes() throws(Diagnostic) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try read(limit: maximumDocument)
        } catch {
            throw Diagnostic(kind: .file, file: name, message: error.problem.description)
        }
        guard !bytes.isEmpty else { throw Diagnostic(kind: .file, file: name, message: "the input is empty") }
        return bytes
    }
}
