import StrictJSON

extension TranscriptDecoder {
    /// A `"link"`: an object with an `http` or `https` `"url"` and, each optional, a
    /// non-empty `"title"`, `"description"` and `"site"` and an `"image"` path.
    mutating func decodeLink(_ value: JSONValue, at path: JSONPath) -> LinkPreview? {
        let start = problems.total
        guard let object = object(value, at: path) else { return nil }
        checkKeys(of: object, at: path, allowed: LinkPreview.keys)
        var link = LinkPreview(url: "")
        if let value = object["url"] {
            let urlPath = path.appending(key: "url")
            if let url = string(value, at: urlPath) {
                if LinkPreview.host(of: url) == nil {
                    report("expected an http or https URL like \"https://example.com/page\", found \(value.foundDescription)",
                           at: urlPath, value.position)
                } else {
                    link.url = url
                }
            }
        } else {
            report("missing required key \"url\"", at: path, value.position)
        }
        for key in ["title", "description", "site"] {
            guard let value = object[key] else { continue }
            let text = nonEmptyString(value, at: path.appending(key: key), expected: "a non-empty \(key)")
            switch key {
            case "title": link.title = text
            case "description": link.description = text
            default: link.site = text
            }
        }
        if let value = object["image"] {
            link.image = filePath(value, at: path.appending(key: "image"))
        }
        return problems.total == start ? link : nil
    }
}
