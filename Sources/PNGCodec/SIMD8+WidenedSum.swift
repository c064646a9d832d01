extension SIMD8<UInt16> {
    /// Sum of the eight lanes, computed without overflow.
    @inline(__always)
    func widenedSum() -> Int {
        var total = 0
        for lane in 0..<8 { total += Int(self[lane]) }
        return total
    }
}
