import FileSystem

/// Files a snapshot writes (references, fingerprints, failure images), each all at once: the
/// bytes go to a temporary file beside the target, which is then renamed over it.
enum ReferenceFile {
    static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let stage = StagedOutput()
        try stage.write(bytes, to: path)
        try stage.commit()
    }
}
