extension PNGCompression {
    /// The libdeflate level (`libdeflate_alloc_compressor`) when the whole image is
    /// compressed in one piece by libdeflate; `nil` for ``ScanlineDeflater`` segments.
    var libdeflateLevel: Int? {
        switch self {
        case .default: return nil
        case .best: return 12
        }
    }

    /// How each scanline's filter is chosen (rows equal to the row above always get Up).
    var filterStrategy: ScanlineFilter.Strategy {
        .flatRowsUnfilteredElseMinimumSum
    }
}
