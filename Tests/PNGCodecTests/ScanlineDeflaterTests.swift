@testable import PNGCodec
import Testing

/// The deflater's short cuts (runs of 258-byte matches, literal stretches scanned 29
/// positions at a time, history hashed skipping recurring words) write exactly what the
/// plain parse writes (``PlainScanlineParse``), on filtered rows like a chat screenshot's and
/// on the edges: block boundaries inside a run, rows of a few bytes, history before `start`,
/// the last 32 bytes.
@Suite("Scanline deflater")
struct ScanlineDeflaterTests {
    /// Filtered rows built one by one: unfiltered rows of given bytes, or repeated rows (the
    /// Up filter byte, then zeros), with the hints the encoder would give.
    struct Rows {
        let width: Int
        let bytesPerPixel: Int
        var bytes: [UInt8] = []
        var repeated: [Bool] = []
        var vertical: [Int32] = []
        var random: RandomImageRoundTripTests.Generator

        init(width: Int, bytesPerPixel: Int, seed: UInt64) {
            self.width = width
            self.bytesPerPixel = bytesPerPixel
            random = RandomImageRoundTripTests.Generator(state: seed)
        }

        var rowLength: Int { width * bytesPerPixel + 1 }

        /// An unfiltered row of `pixels`, its hint pointing at the row above when that was
        /// unfiltered too.
        mutating func row(_ pixels: [UInt8]) {
            vertical.append(repeated.last == false ? Int32(rowLength) : 0)
            repeated.append(false)
            bytes.append(0)
            bytes += pixels
        }

        mutating func repeatedRow() {
            vertical.append(repeated.last == true ? Int32(rowLength) : 0)
            repeated.append(true)
            bytes.append(ScanlineFilter.up.rawValue)
            bytes += [UInt8](repeating: 0, count: rowLength - 1)
        }

        func pixel(_ colour: [UInt8]) -> [UInt8] { Array(colour.prefix(bytesPerPixel)) }

        /// Background, a bubble from `from` to `to` (pixels), with `glyphs` random pixels in it.
        mutating func bubbleRow(from: Int, to: Int, glyphs: Int) -> [UInt8] {
            var pixels: [UInt8] = []
            for x in 0..<width {
                pixels += pixel(x >= from && x < to ? [10, 132, 255, 255] : [255, 255, 255, 255])
            }
            for _ in 0..<glyphs where to > from {
                let x = from + random.next(to - from)
                for channel in 0..<bytesPerPixel { pixels[x * bytesPerPixel + channel] = UInt8(random.next(256)) }
            }
            return pixels
        }

        mutating func noise(_ count: Int) -> [UInt8] {
            (0..<count).map { _ in UInt8(random.next(256)) }
        }
    }

    static func deflate(_ rows: Rows, historyRows: Int, isFinal: Bool) -> [UInt8] {
        let start = historyRows * rows.rowLength
        var writer = DeflateBitWriter(reservingCapacity: 1024)
        rows.bytes.withUnsafeBufferPointer { data in
            rows.vertical.withUnsafeBufferPointer { vertical in
                rows.repeated.withUnsafeBufferPointer { repeated in
                    guard let base = data.baseAddress, let hints = vertical.baseAddress, let repeats = repeated.baseAddress else { return }
                    ScanlineDeflater.compress(
                        data: base, start: start, end: data.count, rowLength: rows.rowLength, bytesPerPixel: rows.bytesPerPixel,
                        verticalDistance: hints, repeatedRows: repeats, isFinal: isFinal, workspace: DeflateWorkspace(), into: &writer)
                }
            }
        }
        return writer.bytes
    }

    static func expectSameAsPlainParse(_ rows: Rows, historyRows: Int = 0, isFinal: Bool = true) throws {
        let compressed = deflate(rows, historyRows: historyRows, isFinal: isFinal)
        let plain = PlainScanlineParse.compress(
            data: rows.bytes, start: historyRows * rows.rowLength, rowLength: rows.rowLength, bytesPerPixel: rows.bytesPerPixel,
            verticalDistance: rows.vertical, repeatedRows: rows.repeated, isFinal: isFinal)
        // Compared here, not in #expect: a failure would print both streams whole.
        let common = min(compressed.count, plain.count)
        let firstDifference = (0..<common).first { compressed[$0] != plain[$0] } ?? (compressed.count == plain.count ? nil : common)
        #expect(firstDifference == nil, "\(rows.width) pixels of \(rows.bytesPerPixel) bytes, \(rows.repeated.count) rows: differs from byte \(firstDifference ?? 0)")
        if historyRows == 0 && isFinal {
            // A whole stream: wrapped as zlib, it inflates to the rows.
            let adler = rows.bytes.withUnsafeBytes { Adler32.checksum($0) }
            let stream = [0x78, 0x5E] + compressed + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
            var inflated = [UInt8](repeating: 0, count: rows.bytes.count)
            try stream.withUnsafeBytes { input in
                try inflated.withUnsafeMutableBytes { output in try ZlibDecompressor().decompress(input, into: output) }
            }
            let same = inflated == rows.bytes
            #expect(same, "the stream inflates to other bytes")
        }
    }

    /// A chat-like run of rows: gaps of background, bubbles with text, repeated rows.
    static func chatRows(width: Int, bytesPerPixel: Int, seed: UInt64, count: Int) -> Rows {
        var rows = Rows(width: width, bytesPerPixel: bytesPerPixel, seed: seed)
        var previous: [UInt8]?
        for index in 0..<count {
            switch rows.random.next(6) {
            case 0 where previous != nil:
                rows.repeatedRow()
                continue
            case 1:
                previous = rows.bubbleRow(from: 0, to: 0, glyphs: 0)
            case 2:
                previous = rows.bubbleRow(from: width / 8, to: width * 5 / 8, glyphs: 0)
            case 3, 4:
                previous = rows.bubbleRow(from: width / 8 + index % 5, to: width * 5 / 8, glyphs: 1 + rows.random.next(30))
            default:
                previous = rows.noise(width * bytesPerPixel)
            }
            rows.row(previous ?? [])
        }
        return rows
    }

    @Test(arguments: [(1170, 3), (1170, 4), (300, 3), (257, 4), (86, 3)])
    func chatRowsDeflateAsThePlainParse(size: (width: Int, bytesPerPixel: Int)) throws {
        for seed in 1...4 {
            let rows = Self.chatRows(width: size.width, bytesPerPixel: size.bytesPerPixel, seed: UInt64(seed), count: 40)
            try Self.expectSameAsPlainParse(rows)
            // A later segment: history rows before `start`, the stream not ended.
            try Self.expectSameAsPlainParse(rows, historyRows: 12, isFinal: false)
        }
    }

    @Test(arguments: [1, 2, 3, 5, 11])
    func rowsOfAFewPixelsDeflateAsThePlainParse(width: Int) throws {
        for seed in 1...3 {
            try Self.expectSameAsPlainParse(Self.chatRows(width: width, bytesPerPixel: 3, seed: UInt64(seed), count: 300))
        }
    }

    @Test func flatRowsEndingAtEveryDistanceFromTheEnd() throws {
        // One flat row, cut so that its last run of 258-byte matches ends a few bytes before,
        // at or after the data's end and the 32 bytes the literal scan keeps clear of it.
        for width in stride(from: 86, through: 200, by: 3) {
            var rows = Rows(width: width, bytesPerPixel: 3, seed: 7)
            rows.row(rows.bubbleRow(from: 0, to: 0, glyphs: 0))
            rows.row(rows.bubbleRow(from: 2, to: width - 3, glyphs: 2))
            try Self.expectSameAsPlainParse(rows)
        }
    }

    @Test(arguments: Array(stride(from: 65_380, through: 65_640, by: 37)))
    func blocksFillingUpInsideARunAsThePlainParse(noiseBytes: Int) throws {
        // Noise (a literal a byte) up to about a block's 65,536 tokens, then flat rows of
        // 258-byte runs and repeated rows: the block fills up at a different place in them
        // each time.
        var rows = Rows(width: 10_000, bytesPerPixel: 3, seed: UInt64(noiseBytes))
        let noise = rows.noise(noiseBytes)
        var row: [UInt8] = []
        for byte in noise {
            row.append(byte)
            if row.count == 30_000 {
                rows.row(row)
                row = []
            }
        }
        let flat = rows.bubbleRow(from: 0, to: 0, glyphs: 0)
        rows.row(row + flat[row.count...])
        rows.row(flat)
        rows.repeatedRow()
        rows.repeatedRow()
        rows.row(rows.bubbleRow(from: 100, to: 9000, glyphs: 40))
        try Self.expectSameAsPlainParse(rows)
    }
}

/// The entries of a block: runs of matches stand for as many matches, counted once.
@Suite("Block tokens")
struct BlockTokensTests {
    static func tokens(_ body: (inout BlockTokens) -> Void) -> (entries: [UInt32], tokens: Int, literals: [UInt32], distances: [UInt32]) {
        let workspace = DeflateWorkspace()
        workspace.reset()
        return DeflateAlphabet.lengthSymbol.withUnsafeBufferPointer { lengths in
            DeflateAlphabet.distanceSymbol.withUnsafeBufferPointer { distances in
                guard let lengthBase = lengths.baseAddress, let distanceBase = distances.baseAddress else { return ([], 0, [], []) }
                var block = BlockTokens(workspace: workspace, lengthSymbol: lengthBase, distanceSymbol: distanceBase)
                body(&block)
                return (Array(block.buffer), block.tokenCount, block.literalCounts, block.distanceCounts)
            }
        }
    }

    /// Each entry's matches expanded: (length, distance) per match, literals as length 1, distance 0.
    static func expanded(_ entries: [UInt32]) -> [(length: Int, distance: Int)] {
        var result: [(length: Int, distance: Int)] = []
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            index += 1
            if DeflateToken.isRun(entry) {
                let match = entries[index]
                index += 1
                let token = (DeflateToken.lengthOffset(match) + 3, DeflateToken.distanceOffset(match) + 1)
                result += Array(repeating: token, count: DeflateToken.runCount(entry))
            } else if DeflateToken.isMatch(entry) {
                result.append((DeflateToken.lengthOffset(entry) + 3, DeflateToken.distanceOffset(entry) + 1))
            } else {
                result.append((1, 0))
            }
        }
        return result
    }

    @Test func aRunIsTwoEntriesCountedAsItsMatches() {
        let block = Self.tokens { $0.matches(length: 258, distance: 3, count: 40) }
        #expect(block.entries.count == 2)
        #expect(block.tokens == 40)
        #expect(block.literals[285] == 40)
        #expect(block.distances[2] == 40)
        #expect(Self.expanded(block.entries).count == 40)
    }

    @Test(arguments: [0, 1, 2, 3, 4, 257, 258, 259, 260, 261, 516, 517, 3510, 10_000])
    func coveringGivesMatchesOfThreeTo258ThatAddUp(count: Int) {
        let block = Self.tokens { $0.cover(count, distance: 1, literalsOf: 0) }
        let tokens = Self.expanded(block.entries)
        #expect(tokens.reduce(0) { $0 + $1.length } == count)
        #expect(block.tokens == tokens.count)
        if count >= 3 {
            #expect(tokens.allSatisfy { $0.distance == 1 && (3...258).contains($0.length) })
            // The longest matches first, as the plain parse covers a row.
            #expect(tokens.dropLast(2).allSatisfy { $0.length == 258 })
        } else {
            #expect(tokens.allSatisfy { $0.length == 1 })
        }
        #expect(block.literals[257...].reduce(0, +) + block.literals[..<256].reduce(0, +) == UInt32(tokens.count))
    }
}

/// A run of matches is written as that many matches.
@Suite("Block writer")
struct DeflateBlockWriterTests {
    @Test(arguments: [1, 3, 4, 12_345])
    func aRunIsWrittenAsItsMatches(distance: Int) {
        // Long distances take extra bits that no longer fit one 32-bit write with the length.
        let raw = [UInt8](repeating: 7, count: 20_000)
        func written(_ entries: [UInt32]) -> [UInt8] {
            var literals = [UInt32](repeating: 0, count: DeflateAlphabet.literalLengthCount)
            var distances = [UInt32](repeating: 0, count: DeflateAlphabet.distanceCount)
            literals[7] = 2
            literals[285] = 50
            literals[257 + Int(DeflateAlphabet.lengthSymbol[10 - 3])] = 1
            distances[Int(DeflateAlphabet.distanceSymbol[distance - 1])] = 51
            var writer = DeflateBitWriter(reservingCapacity: 64)
            entries.withUnsafeBufferPointer { tokens in
                raw.withUnsafeBytes { bytes in
                    DeflateBlockWriter.write(tokens: tokens, literalFrequencies: literals, distanceFrequencies: distances,
                                             raw: bytes, isFinal: true, into: &writer)
                }
            }
            return writer.bytes
        }
        let long = DeflateToken.match(length: 258, distance: distance)
        let short = DeflateToken.match(length: 10, distance: distance)
        let one = [DeflateToken.literal(7)] + Array(repeating: long, count: 50) + [short, DeflateToken.literal(7)]
        let run = [DeflateToken.literal(7), DeflateToken.run(count: 50), long, short, DeflateToken.literal(7)]
        #expect(written(run) == written(one))
    }
}
