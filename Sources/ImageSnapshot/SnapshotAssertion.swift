import Foundation
import ImageDiffTool
import PixelDiff

/// One assertion: its reference image, its configuration, and its failure handed to its
/// reporter (by default recorded where it was written).
package struct SnapshotAssertion {
    let source: SnapshotSource
    let name: String?
    let masks: [PixelRegion]
    let configuration: SnapshotConfiguration?
    /// The environment the image is made in, where the configuration names none.
    let environment: SnapshotEnvironment?
    /// Where a failure goes.
    let reporter: SnapshotReporter
    /// The run whose numbering and references the assertion joins.
    let run: SnapshotRun

    package init(source: SnapshotSource, name: String?, masks: [PixelRegion], configuration: SnapshotConfiguration?,
                 environment: SnapshotEnvironment? = nil, reporter: SnapshotReporter = .testFramework, run: SnapshotRun = .shared) {
        self.source = source
        self.name = name
        self.masks = masks
        self.configuration = configuration
        self.environment = environment
        self.reporter = reporter
        self.run = run
    }

    /// Makes the image, compares it with the reference, and reports a failure of either; an
    /// assertion whose reference another assertion of the run has (a repeated `named:`, or a
    /// name that comes out as the same file) fails without comparing.
    package func check(_ makePNG: () throws(SnapshotFailure) -> [UInt8]) {
        compare(fileExtension: "png") { reference, configuration, accept throws(SnapshotFailure) in
            try Snapshot.verify(png: makePNG(), reference: reference, configuration: configuration, acceptCommand: accept)
        }
    }

    /// Makes the text, compares it with the reference text file (`.json`), and reports a
    /// failure of either, as ``check(_:)`` does for images.
    package func checkText(_ makeText: () throws(SnapshotFailure) -> String) {
        compare(fileExtension: "json") { reference, configuration, accept throws(SnapshotFailure) in
            try Snapshot.verify(text: makeText(), reference: reference, configuration: configuration, acceptCommand: accept)
        }
    }

    private func compare(fileExtension: String,
                         _ verify: (URL, SnapshotConfiguration, String) throws(SnapshotFailure) -> Void) {
        var configuration = configuration ?? SnapshotConfiguration.current ?? SnapshotConfiguration()
        let arguments = SnapshotLocation.currentArguments
        let reference = SnapshotLocation.reference(source: source, name: name, arguments: arguments, run: run,
                                                   folder: configuration.referencesFolder(for: source), fileExtension: fileExtension)
        let test = SnapshotLocation.testKey(source: source, arguments: arguments)
        let label = name.map { "named: \"\($0)\"" } ?? "an unnamed assertion"
        if let conflict = run.claim(reference, test: test, label: label, line: source.line) {
            reporter.report(SnapshotFailure(conflict), at: source)
            return
        }
        AssertedReferences.record(reference, artifacts: configuration.artifactsFolder)
        configuration.diff.masks += masks
        configuration.otherEnvironment?.diff.masks += masks
        if configuration.environment == nil { configuration.environment = environment }
        let accept = "BUBBLES_RECORD=failed swift test --filter '\(source.moduleName)\\..*\(source.testName)'"
        do {
            try verify(reference, configuration, accept)
        } catch {
            reporter.report(error, at: source)
        }
    }
}
