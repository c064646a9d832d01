import Foundation
import BubbleRender
import FileSystem
import PixelDiff

/// Compares PNG images with reference images on disk, recording them as the mode says.
public enum Snapshot {
    /// Compares `png` with the reference at `reference`. Throws `SnapshotFailure` when they
    /// differ beyond the limits, when the reference is missing (after recording it, unless on
    /// CI or in `never` mode), or when either image cannot be read.
    public static func verify(png: [UInt8], reference: URL, configuration: SnapshotConfiguration = SnapshotConfiguration()) throws(SnapshotFailure) {
        let mode: SnapshotRecordMode
        if let chosen = configuration.record {
            mode = chosen
        } else {
            mode = try SnapshotRecordMode.fromEnvironment
        }
        let onCI = configuration.isOnCI
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if mode == .all || (!exists && mode == .missing && !onCI) {
            try record(png, at: reference)
            if mode == .all { return }
            throw SnapshotFailure("recorded new reference \(reference.path): look at it, then run the test again")
        }
        guard exists else {
            throw SnapshotFailure("no reference at \(reference.path)\(onCI ? " (CI=true never records)" : ""); record it with BUBBLES_RECORD=missing")
        }
        let expected = try image(from: contents(of: reference), named: reference.path)
        let actual = try image(from: png, named: "the actual image")
        let name = reference.deletingPathExtension().lastPathComponent
        let environment = environmentNote(for: reference)
        let tolerance = environment.isEmpty ? nil : configuration.otherEnvironment
        let diff = tolerance?.diff ?? configuration.diff
        let limits = tolerance?.limits ?? configuration.limits
        let result: DiffResult
        do {
            result = try PixelMatch.compare(expected, actual, options: diff, makeDiffImage: true)
        } catch {
            let written = try saveArtifacts(name: name, expected: expected, actual: png, diff: nil, in: configuration.artifactsFolder)
            if mode == .failed { try record(png, at: reference) }
            throw SnapshotFailure("\(name): \(error) (\(written))\(environment)")
        }
        guard !limits.passes(result) else { return }
        let written = try saveArtifacts(name: name, expected: expected, actual: png, diff: result.diffImage, in: configuration.artifactsFolder)
        if mode == .failed { try record(png, at: reference) }
        let percent = String(format: "%.3f", result.differentRatio * 100)
        throw SnapshotFailure("""
            \(name): \(result.differentPixels) of \(result.totalPixels) pixels differ (\(percent)%), \
            \(result.antialiasedPixels) anti-aliased \(diff.includeAntialiasing ? "counted" : "ignored"); \
            allowed: \(describe(limits)) at threshold \(diff.threshold)\
            \(tolerance == nil ? "" : " (the tolerance for a reference recorded in another render environment)"). \
            \(written)\(environment)
            """)
    }

    /// The file holding the render environment recorded beside references in `folder`.
    static func fingerprintFile(besides reference: URL) -> URL {
        reference.deletingLastPathComponent().appendingPathComponent("render-fingerprint.txt")
    }

    /// This machine's render fingerprint, computed once per process.
    static let currentFingerprint: String = (try? RenderEnvironment.fingerprint()) ?? RenderEnvironment.summary

    private static func record(_ png: [UInt8], at reference: URL) throws(SnapshotFailure) {
        do {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try OutputFile.write(png, to: reference.path)
            try OutputFile.write(Array(currentFingerprint.utf8), to: fingerprintFile(besides: reference).path)
        } catch {
            throw SnapshotFailure("cannot record \(reference.path): \(error)")
        }
    }

    /// Names the first lines where the recorded fingerprint and this machine's differ; empty
    /// when they are the same.
    private static func environmentNote(for reference: URL) -> String {
        guard let data = try? RegularFile.contents(of: fingerprintFile(besides: reference).path) else {
            return " No render-fingerprint.txt was recorded beside the reference, so its render environment is unknown."
        }
        let recorded = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let current = currentFingerprint.split(separator: "\n")
        let changed = zip(recorded, current).filter { $0 != $1 }.prefix(3).map { "\($0.0) → \($0.1)" }
        if changed.isEmpty && recorded.count == current.count { return "" }
        let detail = changed.isEmpty ? "\(recorded.count) lines recorded, \(current.count) now" : changed.joined(separator: "; ")
        return " The render environment differs from the one the reference was recorded with: \(detail)."
    }

    private static func describe(_ limits: DiffLimits) -> String {
        switch (limits.maxDiffPixels, limits.maxDiffRatio) {
        case (nil, nil): "0 pixels"
        case (let pixels?, nil): "\(pixels) pixels"
        case (nil, let ratio?): "\(ratio) of the pixels"
        case (let pixels?, let ratio?): "\(pixels) pixels and \(ratio) of the pixels"
        }
    }

    private static func contents(of url: URL) throws(SnapshotFailure) -> [UInt8] {
        do {
            return try RegularFile.contents(of: url.path)
        } catch {
            throw SnapshotFailure("cannot read \(error)")
        }
    }

    private static func image(from png: [UInt8], named name: String) throws(SnapshotFailure) -> RGBAImage {
        do {
            let bitmap = try Bitmap(png: png)
            return try RGBAImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.rgba)
        } catch {
            throw SnapshotFailure("\(name) is not a readable PNG: \(error)")
        }
    }

    private static func saveArtifacts(name: String, expected: RGBAImage, actual: [UInt8], diff: RGBAImage?, in folder: URL) throws(SnapshotFailure) -> String {
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            func save(_ bytes: [UInt8], _ suffix: String) throws {
                let path = folder.appendingPathComponent("\(name).\(suffix).png").path
                try OutputFile.write(bytes, to: path)
                written.append("\(suffix): \(path)")
            }
            try save(Bitmap(width: expected.width, height: expected.height, rgba: expected.pixels).png(), "expected")
            try save(actual, "actual")
            if let diff { try save(Bitmap(width: diff.width, height: diff.height, rgba: diff.pixels).png(), "diff") }
        } catch {
            throw SnapshotFailure("\(name): cannot write the failure images to \(folder.path): \(error)")
        }
        return "Images: " + written.joined(separator: ", ")
    }
}
