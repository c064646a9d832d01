/// A Swift owner of a `cairo_surface_t`, which a `DrawingContext` can draw on.
package protocol CairoSurface: AnyObject {
    /// The `cairo_surface_t *`, owned by the conforming object.
    var pointer: OpaquePointer { get }
}
