import StrictJSON

extension TranscriptDecoder {
    /// A `"link"`: an object with an `http` or `https` `"url"` and, each optional, a
    /// non-empty `"title"`, `"description"` and `"site"` and an `"image"` path.
    mutating func decodeLink(_ value: JSONCursor) -> LinkPreview? {
        let start = problems.total
        guard let object = object(value) else { return nil }
        checkKeys(of: object, allowed: LinkPreview.keys)
        var link = LinkPreview(url: "")
        if let value = problems.reading(try object.required("url")), let url = string(value) {
            if LinkPreview.host(of: url) == nil {
                problems.append(value.unexpected("an http or https URL like \"https://example.com/page\""))
            } else {
                link.url = url
            }
        }
        for key in ["title", "description", "site"] {
            guard let value = object[key] else { continue }
            let text = nonEmptyString(value, expected: "a non-empty \(key)")
            switch key {
            case "title": link.title = text
            case "description": link.description = text
            default: link.site = text
            }
        }
        if let value = object["image"] {
            link.image = filePath(value)
        }
        return problems.total == start ? link : nil
    }
}
