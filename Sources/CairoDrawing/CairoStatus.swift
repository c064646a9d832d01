internal import CCairoPango

/// Turning Cairo's status codes into errors.
enum CairoStatus {
    /// Throws Cairo's own message for `status` unless it is success (`cairo_status_to_string`).
    static func check(_ status: cairo_status_t) throws(RenderError) {
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(message(status)) }
    }

    static func message(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}
