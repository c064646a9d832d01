import Dispatch
import FoundationEssentials
import Synchronization
import PixelDiff
import Raster

/// Two folders of PNGs compared file by file, paired by their paths relative to each folder,
/// on all cores.
struct FolderDiff {
    let expectedFolder: String
    let actualFolder: String
    let options: DiffOptions
    let limits: DiffLimits
    /// Whether diff images (and the files read) are kept for a report or a diff folder.
    let keepImages: Bool

    /// Every path found in either folder, in path order.
    func run() throws(DiffToolError) -> [DiffEntry] {
        let expected = try ImageFiles.pngPaths(under: expectedFolder)
        let actual = try ImageFiles.pngPaths(under: actualFolder)
        let inActual = Set(actual)
        let inExpected = Set(expected)
        let paths = Array(inExpected.union(inActual)).sorted()
        let entries = Mutex<[Int: DiffEntry]>([:])
        let failure = Mutex<DiffToolError?>(nil)
        let next = Atomic<Int>(0)
        let jobs = max(1, min(ProcessInfo.processInfo.activeProcessorCount, paths.count))
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while failure.withLock({ $0 == nil }) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < paths.count else { return }
                let path = paths[index]
                do throws(DiffToolError) {
                    let entry = try compare(path, inExpected: inExpected.contains(path), inActual: inActual.contains(path))
                    entries.withLock { $0[index] = entry }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return entries.withLock { all in paths.indices.compactMap { all[$0] } }
    }

    private func compare(_ path: String, inExpected: Bool, inActual: Bool) throws(DiffToolError) -> DiffEntry {
        let expected = inExpected ? try ImageFiles.load(Self.join(expectedFolder, path)) : nil
        let actual = inActual ? try ImageFiles.load(Self.join(actualFolder, path)) : nil
        return try Self.entry(name: path, expected: expected, actual: actual, options: options, limits: limits, keepImages: keepImages)
    }

    /// The entry for one path: compared when both images are there, else missing or new;
    /// the files and the diff image kept for images that do not match when `keepImages`.
    static func entry(
        name: String, expected: (png: [UInt8], image: RGBAImage)?, actual: (png: [UInt8], image: RGBAImage)?,
        options: DiffOptions, limits: DiffLimits, keepImages: Bool
    ) throws(DiffToolError) -> DiffEntry {
        var result: DiffResult?
        if let expected, let actual {
            do {
                result = try PixelMatch.compareOnUnion(expected.image, actual.image, options: options, makeDiffImage: keepImages)
            } catch {
                throw DiffToolError("\(name): \(error)")
            }
        }
        return try entry(name: name, expected: expected, actual: actual, result: result, limits: limits, keepImages: keepImages)
    }

    /// The entry for one path from a comparison already made (on the union canvas, with its
    /// diff image when `keepImages`); nil when one image is missing.
    static func entry(
        name: String, expected: (png: [UInt8], image: RGBAImage)?, actual: (png: [UInt8], image: RGBAImage)?,
        result: DiffResult?, limits: DiffLimits, keepImages: Bool
    ) throws(DiffToolError) -> DiffEntry {
        var entry = DiffEntry(path: name, status: .missing,
                              expectedSize: expected.map { ($0.image.width, $0.image.height) },
                              actualSize: actual.map { ($0.image.width, $0.image.height) })
        guard let expected, let actual, let result else {
            entry.status = expected == nil ? .new : .missing
            if keepImages {
                entry.expectedPNG = expected?.png
                entry.actualPNG = actual?.png
            }
            return entry
        }
        let sameSize = expected.image.width == actual.image.width && expected.image.height == actual.image.height
        entry.status = !sameSize ? .size : limits.passes(result) ? .match : .changed
        entry.result = result
        entry.result?.diffImage = nil
        if keepImages, entry.status != .match {
            entry.expectedPNG = expected.png
            entry.actualPNG = actual.png
            entry.diffPNG = try result.diffImage.map { image throws(DiffToolError) in try ImageFiles.png(image) }
        }
        return entry
    }

    /// `path` inside `folder`.
    static func join(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
