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

    /// ``validate(limits:)``, returning the transcript as the JSON reader would hold it: what
    /// the reader stores differently (an empty `text` next to an image is no text) stored that
    /// way, so a transcript built in code draws exactly as its JSON form does.
    package func validated(limits: TranscriptLimits = .default) throws(InvalidTranscript) -> Transcript {
        for (name, value) in [("width", width), ("scale", scale), ("maxBubbleWidth", maxBubbleWidth ?? 1)] where !value.isFinite {
            throw InvalidTranscript(property: name, path: [.key(name)], message: "expected a finite number, found \(value)")
        }
        if case .custom(let size)? = screen?.device {
            let numbers = [("width", size.width), ("height", size.height), ("scale", size.scale), ("safeArea.top", size.safeArea.top),
                           ("safeArea.left", size.safeArea.left), ("safeArea.bottom", size.safeArea.bottom),
                           ("safeArea.right", size.safeArea.right)]
            for (name, value) in numbers where !value.isFinite {
                let path = JSONPath(["screen", "device"] + name.split(separator: ".").map { JSONPath.Component.key(String($0)) })
                throw InvalidTranscript(property: "screen.device." + name, path: path, message: "expected a finite number, found \(value)")
            }
        }
        if let battery = screen?.statusBar.battery, !battery.isFinite {
            throw InvalidTranscript(property: "screen.statusBar.battery", path: ["screen", "statusBar", "battery"],
                                    message: "expected a finite number, found \(battery)")
        }
        if case .image(let name)? = screen?.wallpaper, !Wallpaper.isImagePath(name) {
            throw InvalidTranscript(property: "screen.wallpaper", path: ["screen", "wallpaper"],
                                    message: "expected an image file's path with a dot or a slash in it, not a keyword or a colour, "
                                        + "found \(TextQuoting.quoted(name))")
        }
        var seen: Set<String> = []
        for (index, participant) in participants.enumerated() where !seen.insert(participant.id).inserted {
            throw InvalidTranscript(property: "participants[\(index)].id", path: ["participants", .key(participant.id)],
                                    message: "another participant has the id \(TextQuoting.quoted(participant.id))")
        }
        do {
            return try Transcript.decode(from: jsonValue, baseDirectory: baseDirectory, limits: limits)
        } catch {
            throw InvalidTranscript(property: swiftProperty(at: error.path ?? .root), path: error.path ?? .root, message: error.message)
        }
    }

    /// `path` in a JSON document of this transcript, written as Swift reaches the same value:
    /// a participant by its index, a separator's text as `separatorText` (a system line's as
    /// `systemText`, a typing indicator's participant as `typingParticipant`).
    func swiftProperty(at path: JSONPath) -> String {
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
