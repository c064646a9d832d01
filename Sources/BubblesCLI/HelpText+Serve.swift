extension HelpText {
    static let serve = CommandHelp(
        """
        Usage: bubbles serve [options]

        Serves HTTP: transcripts and bubbles drawn by a fixed pool of workers, each
        image the bytes 'render' or 'bubble' writes with the same options.

          POST /v1/render     a transcript (JSON, as 'render' reads it) -> the image;
                              query: format=png|webp|svg|pdf, theme, appearance,
                              scale, device, maxHeight, sticker=true, webpQuality.
                              Images, stickers, avatars, wallpapers and fonts come as
                              data: URLs; a file path is refused. A conversation
                              longer than one page needs format=pdf.
          POST /v1/bubble     {"text": ..., "theme" (formerly "style"), "side",
                              "tail", "width", "scale", "margin", "font", "lang",
                              "fill", "textColor", "background", "border",
                              "borderWidth"}
                              -> the image; query: format, sticker, webpQuality
          POST /v1/validate   a transcript -> {"valid": true}, or 422 with every
                              problem
          GET /               the playground: a page that edits a transcript and
                              shows it drawn as you type
          GET /v1/looks       {"looks": [...], "appearances": [...], "devices":
                              [...]}: what render's theme, appearance and device take
          GET /healthz        200 while the process runs
          GET /readyz         200 once the fonts are set up, 503 while draining
          GET /metrics        Prometheus text: bubbles_requests_total,
                              bubbles_request_duration_seconds, bubbles_in_flight,
                              bubbles_queue_depth, bubbles_phase_seconds,
                              bubbles_client_timeouts_total

        Errors are JSON: {"error": "...", "path": "messages[3].from", "line": 5,
        "column": 15}: 400 malformed, 404, 405, 413 body too large, 415 not JSON,
        422 a transcript that cannot be drawn, 503 (Retry-After) queue full or
        draining, 504 past --timeout. One JSON line per request goes to stderr.
        SIGTERM or SIGINT drains: /readyz answers 503 at once, the requests in
        flight finish (up to --drain-timeout), then the process exits 0.

        """)
}
