import Foundation
import Testing
import Transcript
import StrictJSON

@Suite("Transcript: loading files")
struct TranscriptLoadingTests {
    /// A fresh temporary folder, removed after `body`.
    private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("TranscriptTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test func loadsAFileAndRemembersItsFolder() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("chat.json")
            try Data(TranscriptDecodingTests.designExample.utf8).write(to: file)
            let transcript = try Transcript.load(contentsOf: file)
            #expect(transcript.messages.count == 4)
            #expect(transcript.baseDirectory?.standardizedFileURL.path == directory.standardizedFileURL.path)
            let avatar = try #require(transcript.participants[id: "ann"]?.avatar)
            #expect(transcript.resolve(avatar).standardizedFileURL.path
                    == directory.appendingPathComponent("images/ann.png").standardizedFileURL.path)
            let byPath = try Transcript.load(contentsOfFile: file.path)
            #expect(byPath == transcript)
        }
    }

    @Test func missingFile() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("nope.json").path
            let error = try #require(throws: Diagnostic.self) { try Transcript.load(contentsOfFile: path) }
            #expect(error.kind == .file)
            #expect(error.description == "\(path): no such file")
            let viaURL = try #require(throws: Diagnostic.self) { try Transcript.load(contentsOf: URL(fileURLWithPath: path)) }
            #expect(viaURL.description == "\(path): no such file")
        }
    }

    @Test func directoryInsteadOfFile() throws {
        try withTemporaryDirectory { directory in
            let error = try #require(throws: Diagnostic.self) { try Transcript.load(contentsOfFile: directory.path) }
            #expect(error.kind == .file)
            #expect(error.description == "\(directory.path): is a directory, not a transcript file")
        }
    }

    /// A file over 256 MiB (sparse: no disk is used) is refused from its size, before a byte is read.
    @Test func aFileOverTheDocumentLimit() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("huge.json")
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: UInt64(256 << 20) + 1)
            try handle.close()
            let error = try #require(throws: Diagnostic.self) { try Transcript.load(contentsOf: file) }
            #expect(error.description == "\(file.path): is larger than the 256 MiB allowed")
        }
    }

    @Test func emptyFile() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("empty.json")
            try Data().write(to: file)
            let error = try #require(throws: Diagnostic.self) { try Transcript.load(contentsOf: file) }
            #expect(error.kind == .file)
            #expect(error.description == "\(file.path): the file is empty")
        }
    }

    @Test func unreadableFile() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("secret.json")
            try Data(#"{"messages": []}"#.utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path) }
            guard !FileManager.default.isReadableFile(atPath: file.path) else {
                return  // running as root: permissions do not stop us, nothing to test
            }
            let error = try #require(throws: Diagnostic.self) { try Transcript.load(contentsOf: file) }
            #expect(error.kind == .file)
            #expect(error.description == "\(file.path): cannot read the file (permission denied)")
        }
    }

    @Test func syntaxAndValueErrorsNameTheFileAsGiven() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("bad.json")
            try Data("{\n  \"messages\": [1,]\n}".utf8).write(to: file)
            let error = try #require(throws: Diagnostic.self) { try Transcript.load(contentsOfFile: file.path) }
            #expect(error.description == "\(file.path):2:17: trailing comma is not allowed")

            let invalid = directory.appendingPathComponent("invalid.json")
            try Data(#"{"messages": [], "width": 5}"#.utf8).write(to: invalid)
            let error2 = try #require(throws: Diagnostic.self) { try Transcript.load(contentsOf: invalid) }
            #expect(error2.formatted(includingLocation: false) == "\(invalid.path): width: expected a number from 100 to 4096, found 5")
        }
    }

    @Test func relativeURLKeepsTheNameAsTyped() throws {
        let url = URL(fileURLWithPath: "does-not-exist-\(UUID().uuidString).json")
        let error = try #require(throws: Diagnostic.self) { try Transcript.load(contentsOf: url) }
        #expect(error.file == url.relativePath)
        #expect(!(error.file ?? "").hasPrefix("/"))
    }

    @Test func nonFileURL() throws {
        let url = try #require(URL(string: "https://example.com/chat.json"))
        let error = try #require(throws: Diagnostic.self) { try Transcript.load(contentsOf: url) }
        #expect(error.description == "https://example.com/chat.json: not a local file")
    }

    @Test func byteOrderMarkInAFile() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("bom.json")
            try Data([0xEF, 0xBB, 0xBF] + Array(#"{"messages": []}"#.utf8)).write(to: file)
            _ = try Transcript.load(contentsOf: file)
        }
    }
}
