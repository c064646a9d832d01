import Foundation
import Testing
import BubblesCLI

/// `bubbles completion`: each script is loaded into its shell, which is then asked what it
/// would complete.
@Suite("bubbles completion")
struct CompletionTests {
    /// The script `bubbles completion SHELL` prints, saved to a file.
    private func script(_ shell: String) throws -> URL {
        let io = CapturedConsole()
        #expect(io.run(["completion", shell]) == 0)
        #expect(io.err.isEmpty)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-completion-\(UUID().uuidString).\(shell)")
        try io.out.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Runs `program arguments` and returns its standard output and status.
    private func shell(_ program: String, _ arguments: [String]) throws -> (out: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), process.terminationStatus)
    }

    /// What bash's `_bubbles` offers for the command line `words` (the last one being typed).
    private func bash(_ words: [String]) throws -> [String] {
        let file = try script("bash")
        defer { try? FileManager.default.removeItem(at: file) }
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _bubbles; printf '%s\\n' \"${COMPREPLY[@]}\""
        return try shell("/bin/bash", ["-c", program]).out.split(separator: "\n").map(String.init)
    }

    /// What fish would complete for `line` (`complete -C`), without descriptions.
    private func fish(_ line: String) throws -> [String] {
        let file = try script("fish")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try shell("/usr/bin/fish", ["--no-config", "-c", "source '\(file.path)'; complete -C '\(line)'"])
        return result.out.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        #expect(try bash(["bubbles", "ren"]) == ["render"])
        #expect(try bash(["bubbles", "render", "--th"]) == ["--theme"])
        #expect(try bash(["bubbles", "render", "--theme", ""]).sorted() == ["imessage", "plain", "talk", "telegram", "whatsapp", "whatsapp-android"])
        #expect(try bash(["bubbles", "bubble", "--format", "s"]) == ["svg"])
        #expect(try bash(["bubbles", "diff", "--mas"]).sorted() == ["--mask", "--mask-color"])
        #expect(try bash(["bubbles", "completion", "z"]) == ["zsh"])
        // A value that is a number gets nothing rather than file names.
        #expect(try bash(["bubbles", "bubble", "--width", ""]) == [])
    }

    @Test func bashOffersEveryOptionTheParserTakes() throws {
        let offered = Set(try bash(["bubbles", "render", "-"]))
        for option in ["--output", "-o", "--max-height", "--theme", "--appearance", "--scale", "--jobs", "--shard", "--format",
                       "--compression", "--allow-outside-files", "--timings", "--quiet", "--fail-on-missing-glyphs", "--help"] {
            #expect(offered.contains(option), "\(option)")
            if option != "--help" {
                // Each offered option is one the parser knows: it never says "unknown option".
                let io = CapturedConsole()
                _ = io.run(["render", option])
                #expect(!io.err.contains("unknown option"), "\(option): \(io.err)")
            }
        }
    }

    @Test func fishCompletesCommandsOptionsAndValues() throws {
        #expect(try fish("bubbles ren") == ["render"])
        #expect(try fish("bubbles render --th") == ["--theme"])
        #expect(try fish("bubbles render --theme ").sorted() == ["imessage", "plain", "talk", "telegram", "whatsapp", "whatsapp-android"])
        #expect(try fish("bubbles preview --sid") == ["--side"])
        #expect(try fish("bubbles completion ").sorted() == ["bash", "fish", "zsh"])
    }

    @Test func zshLoadsTheScriptAndRegistersIt() throws {
        let file = try script("zsh")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try shell("/usr/bin/zsh", ["-n", file.path]).status == 0)
        let registered = try shell("/usr/bin/zsh", ["-f", "-c", "autoload -U compinit; compinit -u -D; source '\(file.path)'; print -r -- $_comps[bubbles]"])
        #expect(registered.out == "_bubbles\n")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(":theme:(imessage whatsapp whatsapp-android telegram talk plain)'"))
        #expect(text.contains("'*--mask=["))
    }

    /// Each option comes with its line of help where the shell shows one (fish, zsh).
    @Test func optionsComeWithTheirHelp() throws {
        let file = try script("fish")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try shell("/usr/bin/fish", ["--no-config", "-c", "source '\(file.path)'; complete -C 'bubbles render --jo'"])
        #expect(result.out == "--jobs\tparallel workers (default: the core count)\n")
        let zsh = try String(contentsOf: try script("zsh"), encoding: .utf8)
        #expect(zsh.contains("'--quiet[no progress on stderr]'"))
    }

    /// A former name (`bubble --style`) is still taken but no longer offered.
    @Test func formerNamesAreTakenButNotOffered() throws {
        #expect(try bash(["bubbles", "bubble", "--sty"]) == [])
        #expect(try fish("bubbles preview --sty") == [])
        #expect(try !String(contentsOf: try script("zsh"), encoding: .utf8).contains("--style"))
        let io = CapturedConsole()
        #expect(io.run(["bubble", "--text", "Hi", "--style", "nosuch", "-o", "x.png"]) == 2)
        #expect(io.err.contains("nosuch") && !io.err.contains("unknown option"))
    }

    @Test func anUnknownShellIsAUsageError() {
        let io = CapturedConsole()
        #expect(io.run(["completion", "tcsh"]) == 2)
        #expect(io.err == "error: the shell must be bash, zsh or fish, not 'tcsh' (see 'bubbles completion --help')\n")
    }

    @Test func misspeltOptionsAndCommandsGetASuggestion() {
        let option = CapturedConsole()
        #expect(option.run(["render", "chat.json", "-o", "out.png", "--thme", "talk"]) == 2)
        #expect(option.err == "error: unknown option '--thme'; did you mean '--theme'? (see 'bubbles render --help')\n")
        let command = CapturedConsole()
        #expect(command.run(["rendr", "chat.json"]) == 2)
        #expect(command.err == "error: unknown command 'rendr'; did you mean 'render'? (see 'bubbles --help')\n")
        let far = CapturedConsole()
        #expect(far.run(["bubble", "--colour", "red"]) == 2)
        #expect(far.err == "error: unknown option '--colour' (see 'bubbles bubble --help')\n")
    }
}
