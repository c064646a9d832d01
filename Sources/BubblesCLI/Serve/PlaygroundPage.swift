/// `GET /`: the playground, one page that edits a transcript and shows it drawn as you type
/// (its HTML, CSS and script are `Resources/playground.*`, embedded in the binary). It loads
/// nothing from elsewhere: the Content-Security-Policy lets it run only its own script and
/// style (by a nonce new with each response), fetch only from this server, and show only the
/// images it made.
enum PlaygroundPage {
    /// The page with a fresh nonce.
    static func response() -> HTTPResponse {
        response(nonce: nonce())
    }

    /// The page with `nonce` on its script and style, and the headers that confine it.
    static func response(nonce: String) -> HTTPResponse {
        HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(parts.joined(separator: nonce).utf8), headers: [
            ("Content-Security-Policy", policy(nonce: nonce)), ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"), ("Cache-Control", "no-store"),
        ])
    }

    /// What the page may do: its own script and style, requests to this server, images from
    /// `blob:` (the rendered ones) and `data:` URLs; nothing else, not even being framed.
    static func policy(nonce: String) -> String {
        "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; connect-src 'self'; img-src blob: data:; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }

    /// The page cut where the nonce goes: the template with its style and script in place.
    private static let parts: [String] = {
        let page = text(PackageResources.playground_html)
            .replacing("{{style}}", with: text(PackageResources.playground_css))
            .replacing("{{script}}", with: text(PackageResources.playground_js))
        return page.split(separator: "{{nonce}}", omittingEmptySubsequences: false).map(String.init)
    }()

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// 128 random bits as hexadecimal digits, which the nonce grammar (base64 characters) admits.
    private static func nonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
