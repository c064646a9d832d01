import Dispatch
import FoundationEssentials
import Synchronization
import FileSystem
import PNGCodec
import Raster

/// PNG files read for `bubbles diff`, and the PNG files it writes.
enum ImageFiles {
    /// The file's bytes and its pixels as straight RGBA.
    static func load(_ path: String) throws(DiffToolError) -> (png: [UInt8], image: RGBAImage) {
        let data: [UInt8]
        do {
            data = try RegularFile.contents(of: path)
        } catch {
            throw DiffToolError(error.problem == .directory ? "\(path): is a folder, not an image" : error.description)
        }
        do {
            return (data, try PNGDecoder.decode(data).image)
        } catch {
            throw DiffToolError("\(path): not a readable PNG (\(error))")
        }
    }

    /// Both files loaded at once, one on each of two cores (decoding is most of a diff's
    /// time); the first path's error wins when both fail, as when loaded one after the other.
    static func loadPair(_ first: String, _ second: String) throws(DiffToolError)
        -> ((png: [UInt8], image: RGBAImage), (png: [UInt8], image: RGBAImage)) {
        let results = Mutex<[Int: Result<(png: [UInt8], image: RGBAImage), DiffToolError>]>([:])
        let paths = [first, second]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result: Result<(png: [UInt8], image: RGBAImage), DiffToolError>
            do throws(DiffToolError) {
                result = .success(try load(paths[index]))
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[index] = result }
        }
        let loaded = results.withLock { $0 }
        guard let one = loaded[0], let two = loaded[1] else { throw DiffToolError("\(first): could not be read") }
        return (try one.get(), try two.get())
    }

    /// `image` as a PNG file's bytes.
    static func png(_ image: RGBAImage) throws(DiffToolError) -> [UInt8] {
        do {
            return try PNGEncoder.encode(image)
        } catch {
            throw DiffToolError(error.description)
        }
    }

    /// The relative paths of the `.png` files under `folder`, sorted; hidden files and
    /// folders are left out.
    static func pngPaths(under folder: String) throws(DiffToolError) -> [String] {
        guard isFolder(folder) else { throw DiffToolError("\(folder): not a folder") }
        let paths: [String]
        do {
            paths = try FileManager.default.subpathsOfDirectory(atPath: folder)
        } catch {
            throw DiffToolError("\(folder): cannot be listed")
        }
        return paths.filter { path in
            path.lowercased().hasSuffix(".png") && !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }.sorted()
    }

    /// Whether `path` names a folder (following symbolic links).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }
}
