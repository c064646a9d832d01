import FileSystem
import WebPCodec

/// Pages an earlier render left under the same name that the latest one did not write: after
/// a 29-page render, a 1-page render to `out.png` leaves `out-1.png` to `out-29.png` behind.
///
/// They are `OUT-k.ext` for consecutive k after the pages just written (from 1 when the new
/// render is one page), and `OUT.ext` when the new render is paginated; only files that look
/// like Bubbles wrote them (regular files starting like a file of that format), never an input.
package enum StalePages {
    /// Removes the stale pages of `target` after `written` pages; returns how many.
    static func remove(besides written: [String], target: String, format: OutputFormat, keeping inputs: InputFiles) -> Int {
        guard target != StagedOutput.standardOutput, format != .pdf else { return 0 }
        var removed = 0
        if written.count > 1, isPage(target, format: format, inputs: inputs), FileRemoval.remove(target) {
            removed += 1
        }
        var number = written.count == 1 ? 1 : written.count + 1
        while case let page = format.pagePath(for: target, number: number),
              isPage(page, format: format, inputs: inputs), FileRemoval.remove(page) {
            removed += 1
            number += 1
        }
        return removed
    }

    /// Removes the stale pages of `target` after `written` pages, never one of `inputs`;
    /// returns how many.
    package static func remove(besides written: [String], target: String, format: OutputFormat, keeping inputs: [String]) -> Int {
        remove(besides: written, target: target, format: format, keeping: InputFiles(inputs.map { (path: $0, name: $0) }))
    }

    /// The note on standard error that `count` stale pages of `target` were removed.
    package static func message(_ count: Int, of target: String) -> String {
        "bubbles: removed \(count) stale page\(count == 1 ? "" : "s") of \(target) left by an earlier render\n"
    }

    /// Whether `path` is a regular file starting like a `format` file and is not an input.
    private static func isPage(_ path: String, format: OutputFormat, inputs: InputFiles) -> Bool {
        guard inputs.name(of: path) == nil, let file = try? RegularFile(path: path),
              let start = try? file.read(upTo: 64) else { return false }
        switch format {
        case .png: return start.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case .webp: return WebPDecoder.isWebP(start)
        case .svg: return start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("<svg".utf8))
        case .pdf: return start.starts(with: Array("%PDF-".utf8))
        }
    }
}
