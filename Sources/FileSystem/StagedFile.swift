#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One output being written for a ``StagedOutput``: a temporary file beside its target, or
/// memory when the target is standard output. Errors name the target, never the temporary.
public final class StagedFile {
    /// The file the bytes are for, as the user named it.
    public let target: String
    /// The open temporary file; -1 in memory and once finished.
    private var descriptor: Int32
    private let inMemory: Bool
    private var memory: [UInt8] = []
    private let stage: StagedOutput

    /// A file writing to `descriptor`, or to memory when it is nil.
    init(target: String, descriptor: Int32?, stage: StagedOutput) {
        self.target = target
        self.descriptor = descriptor ?? -1
        inMemory = descriptor == nil
        self.stage = stage
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends `bytes` (`write`, all of them, retrying when interrupted).
    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        if inMemory {
            memory.append(contentsOf: bytes)
            return
        }
        guard descriptor >= 0 else { throw FileError(path: target, problem: .system("written after it was finished")) }
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw FileError(path: target, problem: SystemError.current) }
            offset += written
        }
    }

    /// Appends `bytes`.
    public func write(_ bytes: [UInt8]) throws(FileError) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(FileError) in try write(buffer) } }
        try result.get()
    }

    /// Ends the file: closes the temporary file (its errors are write errors too), or hands
    /// the bytes in memory to the stage.
    public func finish() throws(FileError) {
        if inMemory {
            stage.keep(memory)
            memory = []
            return
        }
        guard descriptor >= 0 else { return }
        let status = close(descriptor)
        descriptor = -1
        if status != 0 { throw FileError(path: target, problem: SystemError.current) }
    }
}
