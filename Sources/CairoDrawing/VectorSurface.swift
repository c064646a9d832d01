internal import CCairoPango
import FileSystem

/// Owns a Cairo SVG or PDF surface writing to a staged file, or to memory, through a write
/// callback (`cairo_svg_surface_create_for_stream`, `cairo_pdf_surface_create_for_stream`),
/// sized in points. Write errors name the user's target and say what the system said.
package final class VectorSurface: CairoSurface {
    package enum Kind {
        case svg, pdf
    }

    /// The `cairo_surface_t *`, owned: released with `cairo_surface_destroy`.
    package let pointer: OpaquePointer
    package let kind: Kind
    /// Kept alive as long as the surface, which may still write while it is destroyed.
    private let sink: VectorSink

    /// The file the finished document goes to; nil when it is kept for ``bytes``.
    private let file: StagedFile?

    /// A surface writing to `file`, or keeping what it writes for ``bytes`` when `file` is nil.
    /// An SVG is kept in memory until ``finish()``, which renumbers its names (see
    /// ``SVGIdentifiers``) before writing it.
    package init(kind: Kind, file: StagedFile?, width: Double, height: Double) throws(RenderError) {
        let sink = VectorSink(file: kind == .svg ? nil : file)
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return length == 0 ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<VectorSink>.fromOpaque(closure).takeUnretainedValue()
            return sink.write(UnsafeRawBufferPointer(start: data, count: Int(length))) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
        }
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface = switch kind {
        case .svg: cairo_svg_surface_create_for_stream(write, closure, width, height)
        case .pdf: cairo_pdf_surface_create_for_stream(write, closure, width, height)
        }
        guard let surface else { throw .cairo("cannot create a \(kind) surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            let reason = sink.error?.problem.description ?? CairoStatus.message(status)
            guard let file else { throw .cairo(reason) }
            throw .write(path: file.target, reason: reason)
        }
        pointer = surface
        self.kind = kind
        self.sink = sink
        self.file = file
        switch kind {
        case .svg:
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_2)
        case .pdf:
            // Cairo stamps a PDF with the time it was made; without it the same input gives
            // the same bytes.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, nil)
        }
    }

    deinit {
        // An unfinished file is finished here, fonts subset and all.
        FontFaceLock.shared.withLock {
            cairo_surface_destroy(pointer)
        }
    }

    /// Starts a new PDF page of `height` points (`cairo_pdf_surface_set_size`); call before drawing it.
    package func setPageSize(width: Double, height: Double) {
        if kind == .pdf { cairo_pdf_surface_set_size(pointer, width, height) }
    }

    /// Writes out everything drawn and finishes the file (`cairo_surface_finish`), status
    /// checked; a failed write is reported with the system's reason.
    package func finish() throws(RenderError) {
        FontFaceLock.shared.withLock {
            cairo_surface_finish(pointer)
        }
        if let writeError { throw writeError }
        try CairoStatus.check(cairo_surface_status(pointer))
        if kind == .svg { finishedSVG = SVGIdentifiers.renumbered(sink.bytes) }
        guard let file else { return }
        do {
            if let finishedSVG { try file.write(finishedSVG) }
            try file.finish()
        } catch {
            throw RenderError(error)
        }
    }

    /// Why a write of the document failed (a full disk while a PDF page is written out), with
    /// the file's name and the system's reason.
    package var writeError: RenderError? {
        sink.error.map(RenderError.init)
    }

    /// An SVG once finished, its names renumbered.
    private var finishedSVG: [UInt8]?

    /// Whether the surface writes a file rather than keeping its bytes.
    package var writesFile: Bool { file != nil }

    /// What the surface wrote, once ``finish()`` has returned, when it writes to memory.
    package var bytes: [UInt8] {
        finishedSVG ?? sink.bytes
    }
}
