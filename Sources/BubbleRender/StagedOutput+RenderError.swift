import CairoDrawing
import FileSystem

extension StagedOutput {
    /// ``file(for:)`` with its error as a ``RenderError``.
    func renderFile(for target: String) throws(RenderError) -> StagedFile {
        do {
            return try file(for: target)
        } catch {
            throw RenderError(error)
        }
    }

    /// ``write(_:to:)`` with its error as a ``RenderError``.
    func renderWrite(_ bytes: [UInt8], to target: String) throws(RenderError) {
        do {
            try write(bytes, to: target)
        } catch {
            throw RenderError(error)
        }
    }

    /// ``commit()`` with its error as a ``RenderError``.
    func renderCommit() throws(RenderError) {
        do {
            try commit()
        } catch {
            throw RenderError(error)
        }
    }
}
