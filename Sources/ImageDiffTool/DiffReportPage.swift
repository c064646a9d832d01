import FoundationEssentials
import TextOutput

/// One self-contained HTML page for a comparison: images inlined as data URLs, no network,
/// no external script. Each image that does not match gets its expected, actual and diff
/// images side by side, a slider that wipes from one to the other, and an onion skin that
/// fades between them; matching images are listed by name. `report.html#slider` (or `#onion`)
/// opens every image in that view.
enum DiffReportPage {
    static func html(_ entries: [DiffEntry], expected: String, actual: String, settings: String) -> String {
        let failing = entries.filter { !$0.passed }
        let counts = DiffCounts(entries)
        var page = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>bubbles diff: \(failing.isEmpty ? "all match" : "\(failing.count) of \(entries.count) differ")</title>
        <style>\(style)</style>
        </head>
        <body>
        <header>
        <h1>bubbles diff</h1>
        <p class="summary \(failing.isEmpty ? "ok" : "bad")">\(MarkupText.escaped(counts.sentence))</p>
        <p class="folders">Expected: <code>\(MarkupText.escaped(expected))</code> · Actual: <code>\(MarkupText.escaped(actual))</code> · \(MarkupText.escaped(settings))</p>
        </header>

        """
        if !failing.isEmpty {
            page += "<nav><ol>\n"
            for (index, entry) in failing.enumerated() {
                page += "<li><a href=\"#image-\(index)\"><span class=\"badge \(entry.status.rawValue)\">\(entry.status.rawValue)</span> \(MarkupText.escaped(entry.path))</a></li>\n"
            }
            page += "</ol></nav>\n"
        }
        for (index, entry) in failing.enumerated() {
            page += section(entry, index: index)
        }
        let matching = entries.filter(\.passed)
        if !matching.isEmpty {
            page += "<details class=\"matching\"><summary>\(matching.count) matching image\(matching.count == 1 ? "" : "s")</summary><ul>\n"
            for entry in matching {
                page += "<li>\(MarkupText.escaped(entry.path)) <span class=\"note\">\(MarkupText.escaped(entry.summary))</span></li>\n"
            }
            page += "</ul></details>\n"
        }
        page += "<script>\(script)</script>\n</body>\n</html>\n"
        return page
    }

    private static func section(_ entry: DiffEntry, index: Int) -> String {
        let unionWidth = max(entry.expectedSize?.width ?? 0, entry.actualSize?.width ?? 0)
        func image(_ png: [UInt8]?, _ size: (width: Int, height: Int)?, _ label: String, _ extra: String = "") -> String {
            guard let png, let size else { return "" }
            let share = unionWidth > 0 ? Double(size.width) / Double(unionWidth) * 100 : 100
            return "<img class=\"\(extra)\" alt=\"\(label)\" width=\"\(size.width)\" height=\"\(size.height)\" style=\"width: \(FixedPoint.text(share, digits: 3))%\" src=\"data:image/png;base64,\(Data(png).base64EncodedString())\">"
        }
        let diffSize = entry.result.map { _ in (width: unionWidth, height: max(entry.expectedSize?.height ?? 0, entry.actualSize?.height ?? 0)) }
        var html = """
        <section class="entry" id="image-\(index)">
        <h2><span class="badge \(entry.status.rawValue)">\(entry.status.rawValue)</span> \(MarkupText.escaped(entry.path))</h2>
        <p class="note">\(MarkupText.escaped(entry.summary))</p>

        """
        guard entry.expectedPNG != nil, entry.actualPNG != nil else {
            let present = entry.expectedPNG != nil ? "Expected" : "Actual"
            html += "<figure class=\"single\"><figcaption>\(present) (the other folder has no such file)</figcaption>"
            html += image(entry.expectedPNG ?? entry.actualPNG, entry.expectedSize ?? entry.actualSize, present) + "</figure>\n</section>\n"
            return html
        }
        html += """
        <div class="modes" role="tablist">
        <button type="button" data-mode="side" aria-pressed="true">Side by side</button>
        <button type="button" data-mode="slider" aria-pressed="false">Slider</button>
        <button type="button" data-mode="onion" aria-pressed="false">Onion skin</button>
        </div>
        <div class="view side">
        <figure><figcaption>Expected</figcaption>\(image(entry.expectedPNG, entry.expectedSize, "Expected"))</figure>
        <figure><figcaption>Actual</figcaption>\(image(entry.actualPNG, entry.actualSize, "Actual"))</figure>
        <figure><figcaption>Diff</figcaption>\(image(entry.diffPNG, diffSize, "Diff"))</figure>
        </div>
        <div class="view slider" hidden>
        <div class="stack">\(image(entry.expectedPNG, entry.expectedSize, "Expected"))\(image(entry.actualPNG, entry.actualSize, "Actual", "over"))</div>
        <label>Expected <input type="range" min="0" max="100" value="50" aria-label="Wipe from expected to actual"> Actual</label>
        </div>
        <div class="view onion" hidden>
        <div class="stack">\(image(entry.expectedPNG, entry.expectedSize, "Expected"))\(image(entry.actualPNG, entry.actualSize, "Actual", "over"))</div>
        <label>Expected <input type="range" min="0" max="100" value="50" aria-label="Opacity of the actual image"> Actual</label>
        </div>
        </section>

        """
        return html
    }

    private static let style = """
    body { font: 15px/1.4 system-ui, sans-serif; margin: 0 auto; max-width: 1400px; padding: 16px 24px; color: #1c1c1e; background: #fff; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    h2 { font-size: 17px; margin: 0; word-break: break-all; }
    code { font-size: 13px; }
    .summary { font-weight: 600; margin: 4px 0; }
    .summary.ok { color: #1a7f37; } .summary.bad { color: #c62828; }
    .folders, .note { color: #6e6e73; margin: 2px 0 8px; }
    nav ol { padding-left: 20px; } nav a { color: inherit; }
    .badge { display: inline-block; font-size: 12px; font-weight: 600; padding: 1px 7px; border-radius: 9px; color: #fff; background: #8e8e93; vertical-align: 2px; }
    .badge.changed, .badge.size { background: #c62828; } .badge.missing { background: #b26a00; } .badge.new { background: #0b62d6; }
    .entry { border-top: 1px solid #d1d1d6; padding: 16px 0; }
    .modes button { font: inherit; padding: 4px 10px; border: 1px solid #c7c7cc; background: #f2f2f7; border-radius: 6px; cursor: pointer; }
    .modes button[aria-pressed="true"] { background: #1c1c1e; color: #fff; border-color: #1c1c1e; }
    .view { margin-top: 10px; }
    .view.side { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; align-items: start; }
    .view[hidden] { display: none; }
    figure { margin: 0; } figcaption { font-size: 13px; color: #6e6e73; margin-bottom: 4px; }
    figure.single { max-width: 480px; }
    img { display: block; height: auto; max-width: 100%; background: repeating-conic-gradient(#e5e5ea 0 25%, #fff 0 50%) 0 0 / 16px 16px; outline: 1px solid #d1d1d6; }
    .stack { display: grid; grid-template: auto / 100%; width: min(600px, 100%); --p: 50%; }
    .stack img { grid-area: 1 / 1; align-self: start; }
    .slider .stack img.over { clip-path: inset(0 calc(100% - var(--p)) 0 0); }
    .view label { display: flex; gap: 8px; align-items: center; max-width: 600px; margin-top: 8px; font-size: 13px; color: #6e6e73; }
    .view input[type=range] { flex: 1; }
    details.matching { border-top: 1px solid #d1d1d6; padding-top: 12px; }
    """

    private static let script = """
    for (const entry of document.querySelectorAll('.entry')) {
      const buttons = entry.querySelectorAll('.modes button');
      for (const button of buttons) {
        button.addEventListener('click', () => {
          for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
          for (const view of entry.querySelectorAll('.view')) view.hidden = !view.classList.contains(button.dataset.mode);
        });
      }
      for (const view of entry.querySelectorAll('.slider, .onion')) {
        const range = view.querySelector('input');
        const stack = view.querySelector('.stack');
        const over = view.querySelector('img.over');
        const update = view.classList.contains('slider')
          ? () => stack.style.setProperty('--p', range.value + '%')
          : () => { over.style.opacity = range.value / 100; };
        range.addEventListener('input', update);
        update();
      }
    }
    // #slider or #onion opens every image in that view (a link to share, or a scripted screenshot).
    const mode = location.hash.slice(1);
    for (const button of document.querySelectorAll(`.modes button[data-mode="${mode}"]`)) button.click();
    document.body.dataset.ready = 'true';
    """
}
