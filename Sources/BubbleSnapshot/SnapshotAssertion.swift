import PixelDiff

/// One assertion: its reference image, its configuration, and its failure reported where it
/// was written.
struct SnapshotAssertion {
    let source: SnapshotSource
    let name: String?
    let masks: [PixelRegion]
    let configuration: SnapshotConfiguration?

    /// Makes the image, compares it with the reference, and reports a failure of either.
    func check(_ makePNG: () throws(SnapshotFailure) -> [UInt8]) {
        let reference = SnapshotLocation.reference(source: source, name: name)
        var configuration = configuration ?? SnapshotConfiguration.current ?? SnapshotConfiguration()
        configuration.diff.masks += masks
        configuration.otherEnvironment?.diff.masks += masks
        let accept = "BUBBLES_RECORD=failed swift test --filter '\(source.moduleName)\\..*\(source.testName)'"
        do {
            try Snapshot.verify(png: makePNG(), reference: reference, configuration: configuration, acceptCommand: accept)
        } catch {
            SnapshotReporter.report(error, at: source)
        }
    }
}
