/// A Swift owner of a `cairo_surface_t`, which a `DrawingContext` can draw on.
package protocol CairoSurface: AnyObject {
    /// The `cairo_surface_t *`, owned by the conforming object.
    var pointer: OpaquePointer { get }
    /// Why writing the surface's output failed, naming its file, once it has; Cairo only
    /// says a write failed.
    var writeError: RenderError? { get }
}

extension CairoSurface {
    /// A surface that writes nothing as it draws has no write error.
    package var writeError: RenderError? { nil }
}
