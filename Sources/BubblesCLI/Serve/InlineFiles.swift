import FoundationEssentials
import StrictJSON

/// The files of a transcript sent to `bubbles serve`: each image, sticker, avatar, wallpaper
/// and font comes as a `data:` URL (`data:image/png;base64,...`), which is decoded into the
/// request's ``RequestFolder`` and replaced by that file's name before the transcript is
/// decoded; the positions of all values stay as sent. A file path is refused, naming its key.
/// The files then meet the limits of files a transcript names (pixels, decoded bytes, font
/// size) when they are read.
enum InlineFiles {
    /// What a key holds, which decides the media types its `data:` URL may have.
    enum Kind {
        case image
        case font
    }

    /// Replaces every `data:` URL of `root` by a file written to `folder`; one problem per
    /// key that holds a path or a `data:` URL that cannot be used, in document order.
    static func extract(_ root: inout JSONValue, into folder: RequestFolder) -> [Diagnostic] {
        guard case .object(var object) = root.kind else { return [] }
        var extraction = Extraction(folder: folder)
        let participantIDs = Set(object["participants"]?.objectValue?.members.map(\.key) ?? [])
        object.update("fonts") { fonts in
            fonts.updateElements { index, font in extraction.file(&font, kind: .font, at: ["fonts", .index(index)]) }
        }
        object.update("emojiFont") { extraction.file(&$0, kind: .font, at: ["emojiFont"]) }
        if let look = object["look"] {
            extraction.problems.append(Diagnostic(kind: .invalid, path: ["look"], line: look.position.line, column: look.position.column,
                                                  message: "the server reads no look files; name a built-in look with \"theme\""))
        }
        object.update("participants") { participants in
            participants.updateMembers { id, participant in
                participant.updateMember("avatar") { extraction.file(&$0, kind: .image, at: ["participants", .key(id), "avatar"]) }
            }
        }
        object.update("screen") { screen in
            screen.updateMember("wallpaper") { wallpaper in
                guard let text = wallpaper.stringValue, !["doodle", "none"].contains(text), !text.hasPrefix("#") else { return }
                extraction.file(&wallpaper, kind: .image, at: ["screen", "wallpaper"])
            }
            screen.updateMember("avatar") { avatar in
                guard let text = avatar.stringValue, !participantIDs.contains(text) else { return }
                extraction.file(&avatar, kind: .image, at: ["screen", "avatar"])
            }
        }
        object.update("messages") { messages in
            messages.updateElements { index, message in
                for key in ["image", "sticker"] {
                    message.updateMember(key) { extraction.file(&$0, kind: .image, at: ["messages", .index(index), .key(key)]) }
                }
                for key in ["quote", "link"] {
                    message.updateMember(key) { inner in
                        inner.updateMember("image") { extraction.file(&$0, kind: .image, at: ["messages", .index(index), .key(key), "image"]) }
                    }
                }
            }
        }
        root.kind = .object(object)
        return extraction.problems
    }

    /// The files written so far and the problems met.
    private struct Extraction {
        let folder: RequestFolder
        var problems: [Diagnostic] = []
        var count = 0

        /// Replaces the `data:` URL in `value` by the name of the file it holds.
        mutating func file(_ value: inout JSONValue, kind: Kind, at path: JSONPath) {
            // Anything but a string is the transcript decoder's to report.
            guard let text = value.stringValue else { return }
            do throws(ServiceError) {
                let (bytes, suffix) = try InlineFiles.decode(text, kind: kind)
                count += 1
                value.kind = .string(try folder.write(bytes, number: count, suffix: suffix))
            } catch {
                problems.append(Diagnostic(kind: .invalid, path: path, line: value.position.line, column: value.position.column,
                                           message: error.message))
            }
        }
    }

    /// The bytes of the `data:` URL `text` and the file suffix of its media type.
    static func decode(_ text: String, kind: Kind) throws(ServiceError) -> (bytes: [UInt8], suffix: String) {
        let example = kind == .image ? "data:image/png;base64,..." : "data:font/ttf;base64,..."
        guard text.prefix(5).lowercased() == "data:" else {
            throw ServiceError(status: 400, "the server reads no files: give the \(kind == .image ? "image" : "font") as a data: URL "
                               + "(\(example)), not a path")
        }
        guard let comma = text.firstIndex(of: ",") else {
            throw ServiceError(status: 400, "a data: URL needs a comma before its data, like \(example)")
        }
        let parameters = text[text.index(text.startIndex, offsetBy: 5)..<comma].split(separator: ";").map { $0.lowercased() }
        guard parameters.last == "base64" else {
            throw ServiceError(status: 400, "a data: URL here must be base64, like \(example)")
        }
        let type = parameters.count > 1 ? parameters[0] : ""
        guard let suffix = suffixes(kind)[type] else {
            let accepted = suffixes(kind).keys.sorted().joined(separator: ", ")
            throw ServiceError(status: 400, "a data: URL of \(type.isEmpty ? "no media type" : type) here; it takes \(accepted)")
        }
        guard let data = Data(base64Encoded: String(text[text.index(after: comma)...])) else {
            throw ServiceError(status: 400, "the data: URL's data is not base64")
        }
        guard !data.isEmpty else { throw ServiceError(status: 400, "the data: URL holds no data") }
        return ([UInt8](data), suffix)
    }

    /// The media types each kind takes, with the suffix its file gets.
    private static func suffixes(_ kind: Kind) -> [String: String] {
        switch kind {
        case .image:
            ["image/png": ".png", "image/jpeg": ".jpg", "image/webp": ".webp"]
        case .font:
            ["font/ttf": ".ttf", "font/otf": ".otf", "font/collection": ".ttc", "font/sfnt": ".ttf", "application/font-sfnt": ".ttf",
             "application/octet-stream": ".ttf"]
        }
    }
}

extension JSONObject {
    /// Changes the value of `key` with `change`, if there is one.
    fileprivate mutating func update(_ key: String, _ change: (inout JSONValue) -> Void) {
        guard let index = members.firstIndex(where: { $0.key == key }) else { return }
        change(&members[index].value)
    }
}

extension JSONValue {
    /// Changes the value of `key`, if this is an object with one.
    fileprivate mutating func updateMember(_ key: String, _ change: (inout JSONValue) -> Void) {
        guard case .object(var object) = kind else { return }
        object.update(key, change)
        kind = .object(object)
    }

    /// Changes every member's value, if this is an object.
    fileprivate mutating func updateMembers(_ change: (String, inout JSONValue) -> Void) {
        guard case .object(var object) = kind else { return }
        for index in object.members.indices { change(object.members[index].key, &object.members[index].value) }
        kind = .object(object)
    }

    /// Changes every element, if this is an array.
    fileprivate mutating func updateElements(_ change: (Int, inout JSONValue) -> Void) {
        guard case .array(var elements) = kind else { return }
        for index in elements.indices { change(index, &elements[index]) }
        kind = .array(elements)
    }
}
