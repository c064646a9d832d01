internal import CCairoPango

/// Owns a Cairo SVG or PDF surface writing to a file (`cairo_svg_surface_create`,
/// `cairo_pdf_surface_create`), sized in points.
final class VectorSurface: CairoSurface {
    enum Kind {
        case svg, pdf
    }

    /// The `cairo_surface_t *`, owned: released with `cairo_surface_destroy`.
    let pointer: OpaquePointer
    let kind: Kind

    init(kind: Kind, path: String, width: Double, height: Double) throws(RenderError) {
        let surface = switch kind {
        case .svg: cairo_svg_surface_create(path, width, height)
        case .pdf: cairo_pdf_surface_create(path, width, height)
        }
        guard let surface else { throw .cairo("cannot create a \(kind) surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .write(path: path, reason: CairoStatus.message(status))
        }
        pointer = surface
        self.kind = kind
        if kind == .svg {
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_2)
        }
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Starts a new PDF page of `height` points (`cairo_pdf_surface_set_size`); call before drawing it.
    func setPageSize(width: Double, height: Double) {
        if kind == .pdf { cairo_pdf_surface_set_size(pointer, width, height) }
    }

    /// Writes out everything drawn and closes the file (`cairo_surface_finish`), status checked.
    func finish() throws(RenderError) {
        cairo_surface_finish(pointer)
        try CairoStatus.check(cairo_surface_status(pointer))
    }
}
