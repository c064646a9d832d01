/// Makes Cairo's SVG output the same for the same drawing, however many surfaces the process
/// made before it.
///
/// Cairo names a page's group `surfaceN` and an embedded image `imageN` after the surface's
/// process-wide serial number, so a second render of the same conversation in one process (a
/// batch, or a library user) would name them differently. Here every `surfaceN` and `imageN`
/// that follows a quote or a `#` (an `id`, an `href`, a `url(#...)`) is renumbered 1, 2, 3...
/// in order of first appearance, consistently across the document. Cairo draws text as glyph
/// paths, so no text content can be mistaken for a name.
package enum SVGIdentifiers {
    private static let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

    package static func renumbered(_ svg: [UInt8]) -> [UInt8] {
        var output = [UInt8]()
        output.reserveCapacity(svg.count)
        var numbers = [[UInt8]: [UInt8]]()
        var nextNumber = [Int](repeating: 1, count: prefixes.count)
        var index = 0
        while index < svg.count {
            let byte = svg[index]
            output.append(byte)
            index += 1
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") else { continue }
            for (kind, prefix) in prefixes.enumerated() where svg.count - index > prefix.count && svg[index..<(index + prefix.count)].elementsEqual(prefix) {
                var end = index + prefix.count
                while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
                guard end > index + prefix.count else { break }
                let name = Array(svg[index..<end])
                let number = numbers[name] ?? {
                    let assigned = Array(String(nextNumber[kind]).utf8)
                    nextNumber[kind] += 1
                    numbers[name] = assigned
                    return assigned
                }()
                output.append(contentsOf: prefix)
                output.append(contentsOf: number)
                index = end
                break
            }
        }
        return output
    }
}
