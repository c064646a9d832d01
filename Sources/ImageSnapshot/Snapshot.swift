import Foundation
import FileSystem
import ImageDiffTool
import PixelDiff
import PNGCodec
import Raster

/// Compares PNG images with reference images on disk, recording them as the mode says.
public enum Snapshot {
    /// Compares `png` with the reference at `reference`. Throws `SnapshotFailure` when they
    /// differ beyond the limits, when the reference is missing (after recording it, unless on
    /// CI or in `never` mode), or when either image cannot be read. A failed comparison writes
    /// the expected, actual and diff images under the artifacts folder (images of different
    /// sizes: the diff covers both); a passing one removes those an earlier failure left.
    /// With a ``SnapshotConfiguration/environment``, its fingerprint is recorded beside the
    /// reference and compared with the one recorded there.
    /// `acceptCommand` is the command the message offers for recording the new image.
    public static func verify(png: [UInt8], reference: URL, configuration: SnapshotConfiguration = SnapshotConfiguration(),
                              acceptCommand: String? = nil) throws(SnapshotFailure) {
        let mode = try configuration.recordMode
        let accept = configuration.acceptCommand(acceptCommand)
        let current = configuration.environment
        guard try recordWhenDue(png, at: reference, mode: mode, configuration: configuration, accept: accept) else { return }
        let expected = try image(from: contents(of: reference), named: reference.path)
        let actual = try image(from: png, named: "the actual image")
        let name = reference.deletingPathExtension().lastPathComponent
        let environment = current.map { environmentNote(for: reference, current: $0) } ?? ""
        let other = environment.isEmpty ? nil : configuration.otherEnvironment
        let tolerance = other ?? SnapshotTolerance(diff: configuration.diff, limits: configuration.limits)
        let artifacts = ArtifactPaths(reference: reference, artifacts: configuration.artifactsFolder)
        let result: DiffResult
        do {
            result = try PixelMatch.compareOnUnion(expected, actual, options: tolerance.diff, makeDiffImage: true)
        } catch {
            throw SnapshotFailure("\(name): \(error)")
        }
        let sameSize = expected.width == actual.width && expected.height == actual.height
        if sameSize, tolerance.limits.passes(result) {
            artifacts.removeStale()
            return
        }
        let settings = ComparisonSettings(options: tolerance.diff, limits: tolerance.limits, reference: reference.path)
        let written = try saveArtifacts(name: name, expected: expected, actual: png, diff: result.diffImage, settings: settings, at: artifacts)
        if mode == .failed { try record(png, at: reference, environment: current) }
        let percent = String(format: "%.3f", result.differentRatio * 100)
        let measured = sameSize
            ? "\(result.differentPixels) of \(result.totalPixels) pixels differ (\(percent)%), \(result.antialiasedPixels) anti-aliased \(tolerance.diff.includeAntialiasing ? "counted" : "ignored")"
                + (result.maskedPixels > 0 ? ", \(result.maskedPixels) masked" : "")
            : "sizes differ: \(expected.width)x\(expected.height) expected, \(actual.width)x\(actual.height) actual"
        let allowed = "allowed: \(describe(tolerance.limits)) at threshold \(tolerance.diff.threshold)"
            + (other == nil ? "" : " (the tolerance for a reference recorded in another render environment)")
        let closing = mode == .failed ? "The new image was recorded as the reference." : "To accept the new image: \(accept)"
        throw SnapshotFailure(reason: sameSize ? .differs : .sizesDiffer,
                              description: "\(name): \(measured); \(allowed). \(written)\(environment) \(closing)",
                              result: result, tolerance: tolerance, reference: reference, images: artifacts, acceptCommand: accept)
    }

    /// The file holding the render environment recorded beside references in `folder`.
    static func fingerprintFile(besides reference: URL) -> URL {
        reference.deletingLastPathComponent().appendingPathComponent("render-fingerprint.txt")
    }

    /// Records `bytes` at `reference` when `mode` says so (`all`; a missing reference in
    /// `missing` off CI, or in `failed`), failing with `.recorded` unless the mode is `all`, and
    /// fails with `.missingReference` for a missing reference it does not record. True when
    /// there is a reference to compare with.
    static func recordWhenDue(_ bytes: [UInt8], at reference: URL, mode: SnapshotRecordMode, configuration: SnapshotConfiguration,
                              accept: String) throws(SnapshotFailure) -> Bool {
        let onCI = configuration.isOnCI
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if mode == .all || (!exists && ((mode == .missing && !onCI) || mode == .failed)) {
            try record(bytes, at: reference, environment: configuration.environment)
            if mode == .all { return false }
            throw SnapshotFailure(reason: .recorded, description: "recorded new reference \(reference.path): look at it, then run the test again",
                                  reference: reference)
        }
        guard exists else {
            throw SnapshotFailure(reason: .missingReference,
                                  description: "no reference at \(reference.path)\(onCI ? " (CI=true never records a missing one)" : ""). To record it: \(accept)",
                                  reference: reference, acceptCommand: accept)
        }
        return true
    }

    static func record(_ png: [UInt8], at reference: URL, environment: SnapshotEnvironment?) throws(SnapshotFailure) {
        do {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try ReferenceFile.write(png, to: reference.path)
            if let environment {
                try ReferenceFile.write(Array(environment.fingerprint.utf8), to: fingerprintFile(besides: reference).path)
            }
        } catch {
            throw SnapshotFailure("cannot record \(reference.path): \(error)")
        }
    }

    /// Names the first lines where the recorded fingerprint and this machine's differ; empty
    /// when they are the same.
    static func environmentNote(for reference: URL, current environment: SnapshotEnvironment) -> String {
        guard let data = try? RegularFile.contents(of: fingerprintFile(besides: reference).path) else {
            return " No render-fingerprint.txt was recorded beside the reference, so its render environment is unknown."
        }
        let recorded = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let current = environment.fingerprint.split(separator: "\n")
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
            return try PNGDecoder.decode(png).image
        } catch {
            throw SnapshotFailure("\(name) is not a readable PNG: \(error)")
        }
    }

    private static func saveArtifacts(name: String, expected: RGBAImage, actual: [UInt8], diff: RGBAImage?,
                                      settings: ComparisonSettings, at paths: ArtifactPaths) throws(SnapshotFailure) -> String {
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(at: paths.expected.deletingLastPathComponent(), withIntermediateDirectories: true)
            func save(_ bytes: [UInt8], _ url: URL, _ label: String) throws {
                try ReferenceFile.write(bytes, to: url.path)
                written.append("\(label): \(url.path)")
            }
            try save(PNGEncoder.encode(expected), paths.expected, "expected")
            try save(actual, paths.actual, "actual")
            if let diff { try save(PNGEncoder.encode(diff), paths.diff, "diff") }
            try ReferenceFile.write(Array(settings.json.utf8), to: paths.settings.path)
        } catch {
            throw SnapshotFailure("\(name): cannot write the failure images to \(paths.expected.deletingLastPathComponent().path): \(error)")
        }
        return "Images: " + written.joined(separator: ", ") + "."
    }
}
