import Foundation
import Testing
@testable import BubblesCLI

@Suite("bubbles serve: request folders")
struct RequestFolderTests {
    let base: String

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-scratch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    private var left: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? ["unreadable"]
    }

    @Test func onlyTheServersUserMayEnterAndItGoesWithItsFiles() throws {
        var folder: RequestFolder? = RequestFolder(in: base)
        let name = try folder?.write([1, 2, 3], number: 1, suffix: ".png") ?? ""
        let path = folder?.path ?? ""
        #expect(path.hasPrefix(base + "/bubbles-serve-\(getpid())."))
        #expect(mode(path) == 0o700)
        #expect(mode(path + "/" + name) == 0o600)
        #expect(try folder?.write([4], number: 2, suffix: ".png") == "data-2.png")
        #expect(left.count == 1)
        folder = nil
        #expect(left.isEmpty)
    }

    @Test func aRequestWithoutFilesMakesNoFolderAndOpensNothing() throws {
        let folder = RequestFolder(in: base)
        #expect(left.isEmpty)
        #expect(folder.path == RequestFolder.nowhere)
        #expect(open(folder.path, O_RDONLY | O_DIRECTORY) == -1 && errno == ENOTDIR)
        #expect(mkdir(folder.path, 0o700) == -1)
    }

    @Test func noFolderIsLeftAfterAnyAnswer() throws {
        let server = try TestServer(scratch: base)
        let image = #"{"participants": {"ann": {}}, "messages": [{"from": "ann", "image": "\#(ServeRouteTests.pngURL)"}]}"#
        let broken = #"{"participants": {"ann": {}}, "messages": [{"from": "ann", "image": "data:image/png;base64,AAAA"}]}"#
        #expect(try server.client.send("POST", "/v1/render", text: image).status == 200)
        #expect(try server.client.send("POST", "/v1/render", text: broken).status == 422)
        #expect(try server.client.send("POST", "/v1/render?format=svg", text: #"{"messages": [}"#).status == 400)
        #expect(try server.client.send("POST", "/v1/validate", text: broken).status == 422)
        #expect(left.isEmpty)
    }

    @Test func leftoversOfProcessesNoLongerRunningAreRemoved() throws {
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let parent = getppid()
        for pid in [ended.processIdentifier, getpid(), parent] {
            let folder = base + "/bubbles-serve-\(pid).abc123"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            try Data([1]).write(to: URL(fileURLWithPath: folder + "/data-1.png"))
        }
        try FileManager.default.createDirectory(atPath: base + "/unrelated", withIntermediateDirectories: false)
        #expect(RequestFolder.removeLeftovers(in: base) == 2)
        #expect(left.sorted() == ["bubbles-serve-\(parent).abc123", "unrelated"])
    }
}
