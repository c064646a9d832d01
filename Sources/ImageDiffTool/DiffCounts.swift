/// How many images of a comparison fall in each status.
struct DiffCounts {
    var total = 0, match = 0, changed = 0, size = 0, missing = 0, new = 0

    init(_ entries: [DiffEntry]) {
        total = entries.count
        for entry in entries {
            switch entry.status {
            case .match: match += 1
            case .changed: changed += 1
            case .size: size += 1
            case .missing: missing += 1
            case .new: new += 1
            }
        }
    }

    /// `12 images: 8 match, 2 changed, 1 missing, 1 new` (statuses with none left out).
    var sentence: String {
        let parts = [(match, "match"), (changed, "changed"), (size, "of another size"), (missing, "missing"), (new, "new")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return "\(total) image\(total == 1 ? "" : "s")" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }
}
