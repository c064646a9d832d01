import Testing
@testable import BubblesCLI

@Suite("argument parsing")
struct ParsedArgumentsTests {
    private func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
        try ParsedArguments(arguments, command: "bubble", valued: ["width", "o", "text"], flags: ["no-tail"])
    }

    @Test func valuesFlagsAndPositionals() throws {
        let args = try parse(["--width", "200", "-o", "x.png", "--no-tail", "in.json", "--text=a=b", "--", "--width"])
        #expect(args.values == ["width": "200", "o": "x.png", "text": "a=b"])
        #expect(args.flags == ["no-tail"])
        #expect(args.positional == ["in.json", "--width"])
    }

    @Test func aValueMayStartWithADash() throws {
        #expect(try parse(["--text", "-5 degrees"]).values["text"] == "-5 degrees")
    }

    @Test(arguments: [
        (["--colour", "red"], "unknown option '--colour'"),
        (["-width", "3"], "unknown option '-width'"),
        (["--o", "x"], "unknown option '--o'"),
        (["--width"], "option '--width' needs a value"),
        (["--width", "1", "--width", "2"], "option '--width' given twice"),
        (["--no-tail=yes"], "option '--no-tail' takes no value"),
        (["---width", "1"], "unknown option '---width'"),
    ])
    func mistakesAreNamed(arguments: [String], message: String) {
        #expect { try parse(arguments) } throws: { error in
            (error as? CommandLineError) == .usage(message, command: "bubble")
        }
    }
}
