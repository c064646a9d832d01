// Times Bubbles' PNG encoder on the pixels of an opaque PNG, for scripts/bench:
//
//   png-encode-bench IMAGE.png [RUNS] [--default-only]
//
// Prints one JSON object: per compression the median wall and CPU milliseconds of
// PNGEncoder.encode and the file size, and for comparison libdeflate's zlib compression
// (levels 1 and 6, one core) of the very filtered bytes `default` compresses. With
// --default-only, only `default` (for profiling it: `best` and libdeflate take most of the
// time otherwise).
import Glibc
import PNGCodec
import Raster

/// Milliseconds of wall-clock and of process CPU time (all threads) that `body` takes.
func measure(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
    let wall = now(CLOCK_MONOTONIC), cpu = now(CLOCK_PROCESS_CPUTIME_ID)
    try body()
    return (now(CLOCK_MONOTONIC) - wall, now(CLOCK_PROCESS_CPUTIME_ID) - cpu)
}

/// Writes `message` and a newline to standard error.
func fail(_ message: String, status: Int32) -> Never {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(status)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes += chunk[0..<count]
    }
    return bytes
}

let defaultOnly = CommandLine.arguments.contains("--default-only")
let arguments = CommandLine.arguments.filter { $0 != "--default-only" }
guard arguments.count >= 2, let file = readFile(arguments[1]) else {
    fail("usage: png-encode-bench IMAGE.png [RUNS] [--default-only]", status: 2)
}
let runs = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 5) : 5
let image: RGBAImage
do {
    image = try PNGDecoder.decode(file).image
} catch {
    fail("png-encode-bench: \(arguments[1]): \(error)", status: 2)
}
// Opaque straight RGBA as Cairo's ARGB32 words (premultiplying changes nothing at alpha 255).
var argb = [UInt32](repeating: 0, count: image.width * image.height)
for index in argb.indices {
    let p = index * 4
    argb[index] = 0xFF00_0000 | UInt32(image.pixels[p]) << 16 | UInt32(image.pixels[p + 1]) << 8 | UInt32(image.pixels[p + 2])
}

var fields: [String] = ["\"width\": \(image.width)", "\"height\": \(image.height)"]
do {
    try argb.withUnsafeBytes { pixels in
        guard let base = pixels.baseAddress else { return }
        for (name, compression) in [("default", PNGCompression.default), ("best", .best)] where !defaultOnly || name == "default" {
            var walls: [Double] = [], cpus: [Double] = []
            var size = 0
            for _ in 0..<(compression == .best ? 1 : runs) {
                let time = try measure {
                    size = try PNGEncoder.encode(width: image.width, height: image.height, premultipliedARGB32: pixels,
                                                 stride: image.width * 4, compression: compression).count
                }
                walls.append(time.wall)
                cpus.append(time.cpu)
            }
            fields.append("\"\(name)\": {\"wallMs\": \(median(walls)), \"cpuMs\": \(median(cpus)), \"bytes\": \(size)}")
        }
        if defaultOnly { return }
        let filtered = PNGEncoder.filteredScanlines(width: image.width, height: image.height, premultipliedARGB32: base,
                                                    stride: image.width * 4, compression: .default)
        for level in [1, 6] {
            var times: [Double] = []
            var size = 0
            for _ in 0..<runs {
                times.append(try measure { size = try PNGEncoder.libdeflateZlib(filtered, level: level).count }.wall)
            }
            fields.append("\"libdeflate\(level)\": {\"wallMs\": \(median(times)), \"bytes\": \(size), \"inputBytes\": \(filtered.count)}")
        }
    }
} catch {
    fail("png-encode-bench: \(error)", status: 1)
}
print("{" + fields.joined(separator: ", ") + "}")
