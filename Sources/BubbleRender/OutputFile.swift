import CairoDrawing
import FileSystem

/// Writes files all at once: the bytes go to a temporary file beside the target, which is
/// then renamed over it. A failed write leaves no file behind and an existing one untouched.
public enum OutputFile {
    /// Writes `bytes` to `path` atomically; `-` is standard output. `inputs` are files the
    /// output must not replace (the run's inputs).
    public static func write(_ bytes: [UInt8], to path: String, protecting inputs: [String] = []) throws(RenderError) {
        do {
            let stage = StagedOutput()
            for input in inputs { stage.protect(input, as: input) }
            try stage.write(bytes, to: path)
            try stage.commit()
        } catch {
            throw RenderError(error)
        }
    }
}
