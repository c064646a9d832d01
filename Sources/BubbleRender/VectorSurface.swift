internal import CCairoPango
import FileSystem

/// Owns a Cairo SVG or PDF surface writing to a staged file through a write callback
/// (`cairo_svg_surface_create_for_stream`, `cairo_pdf_surface_create_for_stream`), sized in
/// points. Write errors name the user's target and say what the system said.
final class VectorSurface: CairoSurface {
    enum Kind {
        case svg, pdf
    }

    /// The `cairo_surface_t *`, owned: released with `cairo_surface_destroy`.
    let pointer: OpaquePointer
    let kind: Kind
    /// Kept alive as long as the surface, which may still write while it is destroyed.
    private let sink: VectorSink

    init(kind: Kind, file: StagedFile, width: Double, height: Double) throws(RenderError) {
        let sink = VectorSink(file: file)
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
            throw .write(path: file.target, reason: sink.error?.problem.description ?? CairoStatus.message(status))
        }
        pointer = surface
        self.kind = kind
        self.sink = sink
        if kind == .svg {
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_2)
        }
    }

    deinit {
        // An unfinished file is finished here, fonts subset and all.
        FontFaceLock.shared.withLock {
            cairo_surface_destroy(pointer)
        }
    }

    /// Starts a new PDF page of `height` points (`cairo_pdf_surface_set_size`); call before drawing it.
    func setPageSize(width: Double, height: Double) {
        if kind == .pdf { cairo_pdf_surface_set_size(pointer, width, height) }
    }

    /// Writes out everything drawn and finishes the file (`cairo_surface_finish`), status
    /// checked; a failed write is reported with the system's reason.
    func finish() throws(RenderError) {
        FontFaceLock.shared.withLock {
            cairo_surface_finish(pointer)
        }
        if let error = sink.error { throw RenderError(error) }
        try CairoStatus.check(cairo_surface_status(pointer))
        do {
            try sink.file.finish()
        } catch {
            throw RenderError(error)
        }
    }
}
