import CairoDrawing
import FileSystem

/// Where the drawn pages of a conversation go: staged files (``FilePages``) or memory
/// (``MemoryPages``). The page loop draws the same way for both.
protocol PageSink {
    /// The staged file an SVG page (`page` counts from 0) or the PDF (`page` nil) is written
    /// to as it is drawn; nil to keep it in memory and hand it to ``take(_:page:)``.
    func vectorFile(page: Int?) throws(RenderError) -> StagedFile?
    /// Takes a finished page (a PNG, or an SVG kept in memory), or the PDF (`page` nil).
    mutating func take(_ bytes: [UInt8], page: Int?) throws(RenderError)
}

/// Pages written to staged files, which appear when the stage is committed.
struct FilePages: PageSink {
    let stage: StagedOutput
    /// The file of each page, or the PDF's path.
    let paths: [String]
    let pdfPath: String

    func vectorFile(page: Int?) throws(RenderError) -> StagedFile? {
        try stage.renderFile(for: page.map { paths[$0] } ?? pdfPath)
    }

    func take(_ bytes: [UInt8], page: Int?) throws(RenderError) {
        try stage.renderWrite(bytes, to: page.map { paths[$0] } ?? pdfPath)
    }
}

/// Pages kept in memory, in order (one document for a PDF).
struct MemoryPages: PageSink {
    private(set) var documents: [[UInt8]] = []

    func vectorFile(page: Int?) -> StagedFile? { nil }

    mutating func take(_ bytes: [UInt8], page: Int?) {
        documents.append(bytes)
    }
}
