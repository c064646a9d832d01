#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers written with a fixed number of decimals.
package enum FixedPoint {
    /// `value` with `digits` digits after the point, rounded the way C's `printf("%.*f")`
    /// (and so Foundation's `String(format:)`) writes it: `3.0`, `-0.0`, `12.3457`.
    package static func text(_ value: Double, digits: Int) -> String {
        let arguments: [any CVarArg] = [Int32(digits), value]
        let length = withVaList(arguments) { vsnprintf(nil, 0, "%.*f", $0) }
        guard length > 0 else { return "" }
        let bytes = [CChar](unsafeUninitializedCapacity: Int(length) + 1) { buffer, count in
            count = Int(withVaList(arguments) { vsnprintf(buffer.baseAddress, Int(length) + 1, "%.*f", $0) })
        }
        return String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
