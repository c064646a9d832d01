import Dispatch
import FoundationEssentials
import BubbleRender
import FileSystem
import StrictJSON

/// `bubbles serve`: the HTTP service (``RenderServer``) until `SIGTERM` or `SIGINT`, which
/// drain it; then exit 0.
struct ServeCommand {
    static let name = "serve"
    static let options = CommandOptions([
        .valued("listen", value: "HOST:PORT",
                help: "where to listen (default 127.0.0.1:8080; port 0 for any free port, told on stderr)"),
        .valued("workers", value: "N", help: "render workers (default: one per core)"),
        .valued("queue", value: "N", help: "requests that may wait for a worker (default 64)"),
        .valued("max-body", value: "BYTES", help: "the largest body read (default 16777216)"),
        .valued("timeout", value: "SECONDS", help: "the most a request may take (default 30)"),
        .valued("client-timeout", value: "SECONDS",
                help: "the most a client may take to send a whole request, from connecting or from its previous answer; also the longest "
                + "it may stall while an answer is sent (default 30)"),
        .valued("drain-timeout", value: "SECONDS", help: "the most a drain waits for requests (default 30)"),
        FontFileOption.option("a font file the transcripts' \"font\" may name (repeatable)"),
        FontFileOption.emojiOption("a colour emoji font to draw emoji with"),
    ])

    var address: ListenAddress
    var configuration: RenderService.Configuration
    var limits: RenderServer.Limits
    var drainTimeout: Double
    var fontFilePaths: [String]
    var emojiFontPath: String?

    init(_ arguments: [String]) throws(CommandLineError) {
        let command = Self.name
        let args = try ParsedArguments(arguments, command: command, options: Self.options)
        if let extra = args.positional.first { throw .usage("unexpected argument '\(extra)'", command: command) }
        address = .default
        if let text = args.values["listen"] {
            guard let address = ListenAddress(text) else {
                throw .usage("--listen needs HOST:PORT like 127.0.0.1:8080 or [::1]:8080, not '\(text)'", command: command)
            }
            self.address = address
        }
        func whole(_ option: String, in range: ClosedRange<Double>) throws(CommandLineError) -> Int? {
            guard let text = args.values[option] else { return nil }
            let value = try OptionValue.number(text, option: option, in: range, command: command)
            guard value == value.rounded() else { throw .usage("--\(option) needs a whole number, not '\(text)'", command: command) }
            return Int(value)
        }
        configuration = RenderService.Configuration()
        configuration.workers = try whole("workers", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        configuration.queue = try whole("queue", in: 0...100_000) ?? 64
        configuration.timeout = try args.values["timeout"].map { text throws(CommandLineError) in
            try OptionValue.number(text, option: "timeout", in: 0.001...86_400, command: command)
        } ?? 30
        limits = RenderServer.Limits()
        limits.maxBody = try whole("max-body", in: 1...1_073_741_824) ?? limits.maxBody
        limits.clientTimeout = try args.values["client-timeout"].map { text throws(CommandLineError) in
            try OptionValue.number(text, option: "client-timeout", in: 0.1...86_400, command: command)
        } ?? limits.clientTimeout
        drainTimeout = try args.values["drain-timeout"].map { text throws(CommandLineError) in
            try OptionValue.number(text, option: "drain-timeout", in: 0...86_400, command: command)
        } ?? 30
        fontFilePaths = args.lists[FontFileOption.name] ?? []
        emojiFontPath = args.values[FontFileOption.emojiName]
    }

    /// Serves until `SIGTERM` or `SIGINT`, then drains; 0 then, 2 when the fonts cannot be
    /// set up.
    func run(console: Console) throws(CommandLineError) -> Int32 {
        var configuration = configuration
        configuration.fontFiles = try FontFileOption.load(fontFilePaths, emojiFont: emojiFontPath)
        let leftovers = RequestFolder.removeLeftovers(in: configuration.scratch)
        if leftovers > 0 {
            console.err(JSONValue.object([("time", .string(AccessLog.now())), ("removedLeftoverFolders", .int(leftovers))]).compactText + "\n")
        }
        let server: RenderServer
        do throws(ServeError) {
            server = try RenderServer(address: address, service: configuration, limits: limits) { console.err($0) }
        } catch {
            throw .input(error.description)
        }
        // Diverted before the "listening" line: a client that signals as soon as it reads it
        // gets a drain, not the default action.
        let signalled = DispatchSemaphore(value: 0)
        SignalCleanup.divert { _ in signalled.signal() }
        var shown = address
        shown.port = server.port
        console.err(JSONValue.object([("time", .string(AccessLog.now())), ("listening", .string(shown.description)),
                                     ("workers", .int(configuration.workers))]).compactText + "\n")
        while signalled.wait(timeout: .now() + 0.05) == .timedOut {
            if let failure = server.service.failure {
                server.drain(timeout: 0)
                throw .input("the fonts cannot be set up: \(failure)")
            }
        }
        console.err(JSONValue.object([("time", .string(AccessLog.now())), ("draining", .int(server.service.requestsInFlight))]).compactText + "\n")
        server.drain(timeout: drainTimeout)
        return 0
    }
}
