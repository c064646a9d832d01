import Testing
@testable import BubblesCLI

@Suite("argument parsing")
struct ParsedArgumentsTests {
    private func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
        try ParsedArguments(arguments, command: "bubble", options: CommandOptions([
            .valued("width", value: "N", help: "width"), .valued("o", value: "FILE", help: "output"), .valued("text", value: "TEXT", help: "text"),
            .flag("no-tail", help: "no tail"),
        ]))
    }

    @Test func valuesFlagsAndPositionals() throws {
        let args = try parse(["--width", "200", "-o", "x.png", "--no-tail", "in.json", "--text=a=b", "--", "--width"])
        #expect(args.values == ["width": "200", "o": "x.png", "text": "a=b"])
        #expect(args.flags == ["no-tail"])
        #expect(args.positional == ["in.json", "--width"])
    }

    @Test func repeatableOptionsCollectTheirValuesInOrder() throws {
        let args = try ParsedArguments(["--mask", "1,1,2,2", "a.png", "--mask=3,3,1,1", "--width", "5"], command: "diff",
                                       options: CommandOptions([.valued("width", value: "N", help: "width"), .valued("mask", value: "M", repeatable: true, help: "mask")]))
        #expect(args.lists == ["mask": ["1,1,2,2", "3,3,1,1"]])
        #expect(args.values == ["width": "5"])
        #expect(args.positional == ["a.png"])
        #expect(throws: CommandLineError.self) {
            try ParsedArguments(["--mask"], command: "diff", options: CommandOptions([.valued("mask", value: "M", repeatable: true, help: "mask")]))
        }
    }

    @Test func aValueMayStartWithADash() throws {
        #expect(try parse(["--text", "-5 degrees"]).values["text"] == "-5 degrees")
    }

    @Test(arguments: [
        (["--colour", "red"], "unknown option '--colour'"),
        (["-width", "3"], "unknown option '-width'; did you mean '--width'?"),
        (["--o", "x"], "unknown option '--o'; did you mean '-o'?"),
        (["--width"], "option '--width' needs a value"),
        (["--width", "1", "--width", "2"], "option '--width' given twice"),
        (["--no-tail=yes"], "option '--no-tail' takes no value"),
        (["---width", "1"], "unknown option '---width'; did you mean '--width'?"),
    ])
    func mistakesAreNamed(arguments: [String], message: String) {
        #expect { try parse(arguments) } throws: { error in
            (error as? CommandLineError) == .usage(message, command: "bubble")
        }
    }
}
