import Foundation
import Testing
import BubblesCLI
import WorkMeter

/// Hostile files rather than hostile contents: FIFOs, devices, planted symbolic links, full
/// disks, interrupted runs. Each is one `error: ` line naming the file, exit status 2, nothing
/// written or changed and no temporary file left.
@Suite("hostile files")
struct HostileFileTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let annPNG = repository.appendingPathComponent("Fixtures/transcripts/images/ann.png")
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func write(_ text: String, to name: String) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    private func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    /// A chat of `count` one-line messages.
    static func chat(messages count: Int) -> String {
        let messages = (0..<count).map { #"{"from": "\#($0 % 2 == 0 ? "a" : "b")", "text": "message \#($0)"}"# }
        return #"{"participants": {"a": {}, "b": {"side": "outgoing"}}, "messages": ["# + messages.joined(separator: ",") + "]}"
    }

    /// The bytes of the regular files in the folder and below it.
    private func regularFileBytes() -> Int {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey])
        return (files?.allObjects as? [URL] ?? []).reduce(0) { total, url in
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
            return total + (values?.isRegularFile == true ? values?.fileSize ?? 0 : 0)
        }
    }

    /// Runs `arguments` in process; checks one error line containing `expected`, exit 2, and
    /// that nothing but the folder's regular files was read: not a byte of a device or FIFO.
    private func expectOneError(_ arguments: [String], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let io = CapturedConsole()
        let readable = regularFileBytes()
        let (status, work) = io.measuredRun(arguments)
        #expect(status == 2, sourceLocation: sourceLocation)
        #expect(work[.fileBytes] <= readable, sourceLocation: sourceLocation)
        #expect(io.err.hasPrefix("error: ") && io.err.contains(expected), "\(io.err)", sourceLocation: sourceLocation)
        #expect(io.err.filter { $0 == "\n" }.count == 1, "\(io.err)", sourceLocation: sourceLocation)
    }

    @Test func aFIFOImageOrAvatarIsRefusedAtOnce() throws {
        try write(#"{"participants": {"a": {}}, "messages": [{"from": "a", "image": "images/x.png"}]}"#, to: "chat.json")
        try write(#"{"participants": {"a": {"avatar": "images/x.png"}, "b": {}, "c": {}}, "messages": [{"from": "a", "text": "x"}]}"#, to: "group.json")
        try FileManager.default.createDirectory(atPath: path("images"), withIntermediateDirectories: true)
        #expect(mkfifo(path("images/x.png"), 0o644) == 0)
        let before = try contents()
        expectOneError(["render", path("chat.json"), "-o", path("out.png")], "chat.json: messages[0].image: images/x.png: is a FIFO, not a regular file")
        expectOneError(["render", path("group.json"), "-o", path("out.png")], "group.json: participants.a.avatar: images/x.png: is a FIFO, not a regular file")
        #expect(try contents() == before)
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom", "/dev/null"])
    func aDeviceAsTranscriptOrCatalogIsNamedForWhatItIs(_ device: String) throws {
        expectOneError(["render", device, "-o", path("out.png")], "\(device): is a character device, not a regular file")
        expectOneError(["preview", device, "-o", path("out")], "\(device): is a character device, not a regular file")
        expectOneError(["diff", device, device], "\(device): is a character device, not a regular file")
        #expect(try contents().isEmpty)
    }

    @Test func aFIFOAsTranscriptCatalogOrImageIsNamedForWhatItIs() throws {
        for name in ["chat.json", "strings.xcstrings", "a.png"] { #expect(mkfifo(path(name), 0o644) == 0) }
        expectOneError(["render", path("chat.json"), "-o", path("out.png")], "chat.json: is a FIFO, not a regular file")
        expectOneError(["preview", path("strings.xcstrings"), "-o", path("out")], "strings.xcstrings: is a FIFO, not a regular file")
        expectOneError(["diff", path("a.png"), path("a.png")], "a.png: is a FIFO, not a regular file")
        #expect(try contents() == ["a.png", "chat.json", "strings.xcstrings"])
    }

    @Test func standardInputByNameIsNamedForWhatItIs() throws {
        let render = try BubblesProcess.run(["render", "/dev/stdin", "-o", path("out.png")], standardInput: Data("{}".utf8))
        #expect(render.status == 2)
        #expect(render.err == "error: /dev/stdin: is a FIFO, not a regular file\n")
        let preview = try BubblesProcess.run(["preview", "/dev/stdin", "-o", path("out")], standardInput: Data("{}".utf8))
        #expect(preview.err == "error: /dev/stdin: is a FIFO, not a regular file\n")
        #expect(try contents().isEmpty)
    }

    @Test func aSymbolicLinkPlantedAtATemporaryNameIsNotFollowed() throws {
        try write(Self.chat(messages: 3), to: "chat.json")
        try write("victim", to: "victim.txt")
        // The names earlier versions used, for every process id a test run is likely to have.
        let pid = ProcessInfo.processInfo.processIdentifier
        for candidate in pid..<pid + 50 {
            try FileManager.default.createSymbolicLink(atPath: path(".out.png.\(candidate).tmp"), withDestinationPath: path("victim.txt"))
        }
        let io = CapturedConsole()
        #expect(io.run(["render", path("chat.json"), "-o", path("out.png")]) == 0, "\(io.err)")
        #expect(try String(contentsOfFile: path("victim.txt"), encoding: .utf8) == "victim")
        let attributes = try FileManager.default.attributesOfItem(atPath: path("out.png"))
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try contents().filter { $0.hasPrefix(".bubbles-") }.isEmpty)
    }

    @Test func aLongOutputNameIsWritten() throws {
        try write(Self.chat(messages: 2), to: "chat.json")
        let name = String(repeating: "o", count: 246) + ".png"
        let io = CapturedConsole()
        #expect(io.run(["render", path("chat.json"), "-o", path(name)]) == 0, "\(io.err)")
        #expect(try contents() == ["chat.json", name])
    }

    @Test func emptyNamesAreSaidToBeEmpty() throws {
        expectOneError(["render", "", "-o", path("x.png")], "the transcript file name is empty")
        #expect(try contents().isEmpty)
    }

    @Test func anSVGWriteErrorNamesTheFileAndTheReason() throws {
        try write(Self.chat(messages: 60), to: "chat.json")
        try write("old", to: "out.svg")
        // A file size limit of 1 KiB makes the write fail part way, as a full disk would.
        let run = try BubblesProcess.run([], shell: #"ulimit -f 1; exec "$BUBBLES" render "$0" -o "$1""#.replacingOccurrences(of: "$0", with: path("chat.json")).replacingOccurrences(of: "$1", with: path("out.svg")))
        #expect(run.status == 2)
        #expect(run.err == "error: \(path("out.svg")): File too large\n")
        #expect(try String(contentsOfFile: path("out.svg"), encoding: .utf8) == "old")
        #expect(try contents() == ["chat.json", "out.svg"])
        let pdf = try BubblesProcess.run([], shell: #"ulimit -f 1; exec "$BUBBLES" render "$0" -o "$1""#.replacingOccurrences(of: "$0", with: path("chat.json")).replacingOccurrences(of: "$1", with: path("out.pdf")))
        #expect(pdf.status == 2)
        #expect(pdf.err == "error: \(path("out.pdf")): File too large\n")
        #expect(try contents() == ["chat.json", "out.svg"])
        // Pages of 1,000 pixels: the write fails while a later page is drawn, not when the file is finished.
        let pages = try BubblesProcess.run([], shell: #"ulimit -f 4; exec "$BUBBLES" render "$0" -o "$1" --max-height 1000"#.replacingOccurrences(of: "$0", with: path("chat.json")).replacingOccurrences(of: "$1", with: path("out.pdf")))
        #expect(pages.status == 2)
        #expect(pages.err == "error: \(path("out.pdf")): File too large\n")
        #expect(try contents() == ["chat.json", "out.svg"])
        try write("", to: "file")
        expectOneError(["render", path("chat.json"), "-o", path("file/out.svg")], "\(path("file/out.svg")): \(path("file")) is not a folder")
        expectOneError(["render", path("chat.json"), "-o", path("file/out.pdf")], "\(path("file/out.pdf")): \(path("file")) is not a folder")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func anInterruptedRenderLeavesNoTemporaryFile(_ signal: Int32) throws {
        try write(Self.chat(messages: 8000), to: "chat.json")
        let watch = try FolderWatch(folder)
        let run = try BubblesProcess(["render", path("chat.json"), "-o", path("out.png"), "--max-height", "2000"])
        let staging = watch.waitForName(startingWith: ".bubbles-", whileRunning: run)
        #expect(staging, "the render ended before a temporary file was made")
        if staging { kill(run.process.processIdentifier, signal) }
        let outcome = run.finish()
        #expect(outcome.reason == .uncaughtSignal && outcome.status == signal)
        #expect(try contents() == ["chat.json"])
    }

    @Test func temporariesOfAKilledRunAreRemovedByTheNextRunIntoThatFolder() throws {
        try write(Self.chat(messages: 2), to: "chat.json")
        try write("stale", to: ".bubbles-\(Int32.max - 3)-00000000beef.tmp")
        let io = CapturedConsole()
        #expect(io.run(["render", path("chat.json"), "-o", path("out.png")]) == 0, "\(io.err)")
        #expect(try contents() == ["chat.json", "out.png"])
    }

    @Test func aTranscriptWhoseNameIsNotUTF8IsRead() throws {
        let bytes = Array(folder.path.utf8) + [0x2F, 0xFF] + Array(".json".utf8)
        let fd = open(bytes.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
        #expect(fd >= 0)
        _ = Self.chat(messages: 2).utf8CString.withUnsafeBufferPointer { Glibc.write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
        let run = try BubblesProcess.run([], shell: #"exec "$BUBBLES" render "$(printf '%s/\377.json' "$0")" -o "$0/out.png""#.replacingOccurrences(of: "$0", with: folder.path))
        #expect(run.status == 0, "\(run.err)")
        #expect(try contents().contains("out.png"))
        let missing = try BubblesProcess.run([], shell: #"exec "$BUBBLES" render "$(printf '%s/\376.json' "$0")" -o "$0/out.png""#.replacingOccurrences(of: "$0", with: folder.path))
        #expect(missing.status == 2)
        #expect(missing.err == "error: \(folder.path)/\\xFE.json: no such file\n")
    }
}
