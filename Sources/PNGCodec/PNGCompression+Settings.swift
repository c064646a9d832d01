extension PNGCompression {
    /// The libdeflate compression level (`libdeflate_alloc_compressor`).
    var deflateLevel: Int {
        switch self {
        case .fast: return 1
        case .default: return 6
        case .best: return 12
        }
    }

    /// How each scanline's filter is chosen.
    var filterStrategy: ScanlineFilter.Strategy {
        switch self {
        case .fast: return .flatRowsUnfilteredElse(.paeth)
        case .default, .best: return .flatRowsUnfilteredElseMinimumSum
        }
    }
}
