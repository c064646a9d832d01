import Testing
import StrictJSON

@Suite("JSON paths")
struct JSONPathTests {
    @Test("paths are written like messages[3].from", arguments: [
        (JSONPath.root, ""),
        (["messages"], "messages"),
        (["messages", 3, "from"], "messages[3].from"),
        (["participants", "ann", "side"], "participants.ann.side"),
        (["colors", "incoming"], "colors.incoming"),
        (["participants", "ann smith", "side"], #"participants["ann smith"].side"#),
        (["participants", "ann-2"], #"participants["ann-2"]"#),
        (["participants", "_x9"], "participants._x9"),
        (["participants", "9x"], #"participants["9x"]"#),
        (["participants", ""], #"participants[""]"#),
        (["participants", "é"], #"participants["é"]"#),
        (["participants", "a\"b\\c"], #"participants["a\"b\\c"]"#),
        ([0, 1], "[0][1]"),
        (["a b"], #"["a b"]"#),
    ] as [(JSONPath, String)])
    func description(path: JSONPath, expected: String) {
        #expect(path.description == expected)
    }

    @Test func building() {
        let path = JSONPath.root.appending(key: "messages").appending(index: 2).appending(key: "image")
        #expect(path == ["messages", 2, "image"])
        #expect(path.parent == ["messages", 2])
        #expect(path.components == [.key("messages"), .index(2), .key("image")])
        #expect(JSONPath.root.isRoot)
        #expect(!path.isRoot)
    }
}
