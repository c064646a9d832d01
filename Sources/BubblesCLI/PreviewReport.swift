import BubbleRender
import FileSystem
import Localization
import StrictJSON

/// The results of a preview: the `--report` JSON and the summary table.
struct PreviewReport {
    struct Line {
        var entry: LocalizedEntry
        var measure: PreviewMeasure?
        /// The image showing the entry: its key's, or its page of the sheet.
        var file: String?
        var overflow: Bool
    }

    let lines: [Line]

    /// One line per entry, with its measure and the file showing it, in the same order.
    init(entries: [LocalizedEntry], measures: [PreviewMeasure?], files: [String?], maxLines: Int?) {
        lines = entries.indices.map { index in
            let measure = index < measures.count ? measures[index] : nil
            return Line(entry: entries[index], measure: measure, file: index < files.count ? files[index] : nil,
                        overflow: maxLines.map { (measure?.lines ?? 0) > $0 } ?? false)
        }
    }

    var overflowCount: Int { lines.filter(\.overflow).count }
    /// Entries with characters no font has, drawn as boxes ("tofu").
    var tofuCount: Int { lines.filter { ($0.measure?.unknownGlyphs ?? 0) > 0 }.count }

    /// `{"entries": [...]}` with one object per key, locale and variation.
    var json: String {
        let entries = lines.map { line -> JSONValue in
            .object([
                ("key", .string(line.entry.key)),
                ("locale", .string(line.entry.locale)),
                ("variation", line.entry.variation.map { .string($0) } ?? .null),
                ("text", line.entry.text.map { .string($0) } ?? .null),
                ("lines", line.measure.map { .int($0.lines) } ?? .null),
                ("width", line.measure.map { .double($0.width) } ?? .null),
                ("height", line.measure.map { .double($0.height) } ?? .null),
                ("overflow", .bool(line.overflow)),
                ("missing", .bool(line.entry.isMissing)),
                ("unknownGlyphs", .int(line.measure?.unknownGlyphs ?? 0)),
                ("file", line.file.map { .string(PathBytes.displayed($0)) } ?? .null),
            ])
        }
        return JSONValue.object([("entries", .array(entries))]).compactText + "\n"
    }

    /// A table per locale: entries, missing, overflowing, with unknown glyphs (such a locale's
    /// line ends in `<- tofu`). The locale column is 10 characters wide, or one more than the
    /// longest locale.
    var summary: String {
        var order: [String] = []
        var rows: [String: (entries: Int, missing: Int, overflow: Int, tofu: Int)] = [:]
        for line in lines {
            let locale = line.entry.locale
            if rows[locale] == nil { order.append(locale) }
            var row = rows[locale] ?? (0, 0, 0, 0)
            row.entries += 1
            row.missing += line.entry.isMissing ? 1 : 0
            row.overflow += line.overflow ? 1 : 0
            row.tofu += (line.measure?.unknownGlyphs ?? 0) > 0 ? 1 : 0
            rows[locale] = row
        }
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        // 10 wide, wider when a locale (such as the pseudolocale en-x-accented) needs it.
        let width = max(10, (order.map(\.count).max() ?? 0) + 1)
        var text = pad("locale", width) + pad("entries", 9) + pad("missing", 9) + pad("overflow", 10) + "unknown glyphs\n"
        for locale in order {
            guard let row = rows[locale] else { continue }
            text += pad(locale, width) + pad("\(row.entries)", 9) + pad("\(row.missing)", 9) + pad("\(row.overflow)", 10) + "\(row.tofu)" + (row.tofu > 0 ? "  <- tofu\n" : "\n")
        }
        let missing = lines.filter { $0.entry.isMissing }.count
        text += "\(lines.count) entries, \(missing) missing, \(overflowCount) overflowing"
            + (tofuCount > 0 ? ", \(tofuCount) with characters no font has (drawn as boxes)\n" : "\n")
        return text
    }
}
