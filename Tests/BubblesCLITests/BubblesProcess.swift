import Foundation

/// The built `bubbles` binary run as a separate process, as a user runs it.
struct BubblesProcess {
    /// The `bubbles` binary beside the test bundle in the build folder.
    static let binary = Bundle.main.bundleURL.appendingPathComponent("bubbles")

    /// What a finished run printed and how it ended.
    struct Outcome {
        var status: Int32
        var reason: Process.TerminationReason
        var out: Data
        var err: String
    }

    let process = Process()
    private let out = Pipe()
    private let err = Pipe()
    /// Closed when the process has ended: its read end then polls as readable (end of file).
    private let ended = Pipe()

    /// A descriptor that becomes readable (end of file) once the process has ended.
    var endedDescriptor: Int32 { ended.fileHandleForReading.fileDescriptor }

    /// Starts `bubbles arguments`, or `/bin/sh -c script` with `$BUBBLES` set to the binary.
    init(_ arguments: [String], shell script: String? = nil, standardInput: Data? = nil) throws {
        if let script {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script]
            process.environment = ProcessInfo.processInfo.environment.merging(["BUBBLES": Self.binary.path]) { $1 }
        } else {
            process.executableURL = Self.binary
            process.arguments = arguments
        }
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        let ended = ended
        process.terminationHandler = { _ in try? ended.fileHandleForWriting.close() }
        try process.run()
        if let standardInput { input.fileHandleForWriting.write(standardInput) }
        try input.fileHandleForWriting.close()
    }

    /// Reads standard error up to its first newline while the process runs (the rest stays
    /// for ``finish()``).
    func readErrorLine() -> String {
        var bytes = Data()
        while true {
            let byte = err.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte.first == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }

    /// Waits for the end and collects the output.
    func finish() -> Outcome {
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, reason: process.terminationReason, out: outData,
                       err: String(decoding: errData, as: UTF8.self))
    }

    /// Runs to the end.
    static func run(_ arguments: [String], shell script: String? = nil, standardInput: Data? = nil) throws -> Outcome {
        try BubblesProcess(arguments, shell: script, standardInput: standardInput).finish()
    }
}
