import StrictJSON

extension Transcript {
    /// Checks a transcript built in code against the rules and limits a transcript file is
    /// read with (``decode(from:file:baseDirectory:limits:)-([UInt8],_,_,_)``): every message's `from` names a
    /// participant, every bubble has text or an image, numbers are in range, texts are within
    /// the limits. A decoded transcript always passes.
    ///
    /// - Throws: ``InvalidTranscript`` naming the first property at fault as Swift code
    ///   reaches it (`messages[2].from`, `scale`, `participants[0].id`).
    public func validate(limits: TranscriptLimits = .default) throws(InvalidTranscript) {
        _ = try validated(limits: limits)
    }

    /// Every problem ``validate(limits:)`` would throw, not only the first, as `bubbles validate`
    /// reports a file's: each unknown participant, empty text, number out of range and text over
    /// a limit, in message order, at most `maxProblems` of them. What only a value built in code
    /// can hold (a number that is not finite, two participants with one id) is reported alone,
    /// since the transcript's JSON form, which the rest is checked on, cannot be built then.
    /// Empty for a valid transcript. The files it names are not opened here: `import Bubbles`
    /// adds `problems(limits:maxProblems:checkingFiles:allowOutsideFiles:)`, which does.
    public func problems(limits: TranscriptLimits = .default, maxProblems: Int = Diagnostics.defaultLimit) -> [InvalidTranscript] {
        let limit = max(1, maxProblems)
        let unencodable = unencodableProblems()
        if !unencodable.isEmpty { return Array(unencodable.prefix(limit)) }
        var found = wallpaperProblem.map { [$0] } ?? []
        guard found.count < limit else { return found }
        let validation = Transcript.validate(from: jsonValue, baseDirectory: baseDirectory, limits: limits, maxProblems: limit - found.count)
        found += validation.problems.kept.map(invalid)
        return found
    }

    /// ``validate(limits:)``, returning the transcript as the JSON reader would hold it: what
    /// the reader stores differently (an empty `text` next to an image is no text) stored that
    /// way, so a transcript built in code draws exactly as its JSON form does.
    package func validated(limits: TranscriptLimits = .default) throws(InvalidTranscript) -> Transcript {
        if let first = unencodableProblems().first ?? wallpaperProblem { throw first }
        do {
            return try Transcript.decode(from: jsonValue, baseDirectory: baseDirectory, limits: limits)
        } catch {
            throw invalid(error)
        }
    }

    /// `problem`, found in this transcript's JSON form, named as Swift code reaches it.
    private func invalid(_ problem: Diagnostic) -> InvalidTranscript {
        InvalidTranscript(property: swiftProperty(at: problem.path ?? .root), path: problem.path ?? .root, message: problem.message)
    }

    /// What JSON cannot hold, so the JSON reader never meets it: numbers that are not finite,
    /// two participants with one id.
    private func unencodableProblems() -> [InvalidTranscript] {
        var problems: [InvalidTranscript] = []
        for (name, value) in [("width", width), ("scale", scale), ("maxBubbleWidth", maxBubbleWidth ?? 1)] where !value.isFinite {
            problems.append(InvalidTranscript(property: name, path: [.key(name)], message: "expected a finite number, found \(value)"))
        }
        if case .custom(let size)? = screen?.device {
            let numbers = [("width", size.width), ("height", size.height), ("scale", size.scale), ("safeArea.top", size.safeArea.top),
                           ("safeArea.left", size.safeArea.left), ("safeArea.bottom", size.safeArea.bottom),
                           ("safeArea.right", size.safeArea.right)]
            for (name, value) in numbers where !value.isFinite {
                let path = JSONPath(["screen", "device"] + name.split(separator: ".").map { JSONPath.Component.key(String($0)) })
                problems.append(InvalidTranscript(property: "screen.device." + name, path: path,
                                                  message: "expected a finite number, found \(value)"))
            }
        }
        if let battery = screen?.statusBar.battery, !battery.isFinite {
            problems.append(InvalidTranscript(property: "screen.statusBar.battery", path: ["screen", "statusBar", "battery"],
                                              message: "expected a finite number, found \(battery)"))
        }
        var seen: Set<String> = []
        for (index, participant) in participants.enumerated() where !seen.insert(participant.id).inserted {
            problems.append(InvalidTranscript(property: "participants[\(index)].id", path: ["participants", .key(participant.id)],
                                              message: "another participant has the id \(TextQuoting.quoted(participant.id))"))
        }
        return problems
    }

    /// A wallpaper image named like a keyword or a colour, which JSON would read as that
    /// keyword or colour.
    private var wallpaperProblem: InvalidTranscript? {
        guard case .image(let name)? = screen?.wallpaper, !Wallpaper.isImagePath(name) else { return nil }
        return InvalidTranscript(property: "screen.wallpaper", path: ["screen", "wallpaper"],
                                 message: "expected an image file's path with a dot or a slash in it, not a keyword or a colour, "
                                     + "found \(TextQuoting.quoted(name))")
    }

    /// `path` in a JSON document of this transcript, written as Swift reaches the same value:
    /// a participant by its index, a separator's text as `separatorText` (a system line's as
    /// `systemText`, a typing indicator's participant as `typingParticipant`).
    package func swiftProperty(at path: JSONPath) -> String {
        var components = path.components
        var prefix = ""
        if components.count >= 2, components[0] == .key("participants"), case .key(let id) = components[1] {
            let index = participants.firstIndex { $0.id == id } ?? 0
            prefix = "participants[\(index)]"
            components.removeFirst(2)
        }
        let entryProperties = [Message.separatorKey: "separatorText", Message.systemKey: "systemText",
                               Message.typingKey: "typingParticipant"]
        if components.count == 3, components[0] == .key("messages"), case .key(let key) = components[2],
           let property = entryProperties[key] {
            components[2] = .key(property)
        }
        let rest = JSONPath(components).description
        if prefix.isEmpty { return rest }
        return rest.isEmpty ? prefix : prefix + (rest.hasPrefix("[") ? "" : ".") + rest
    }
}
