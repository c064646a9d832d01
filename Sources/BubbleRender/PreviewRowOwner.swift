import CairoDrawing

/// Which entry a row of a preview sheet shows: a section's title (`item` nil) or one of its
/// items, by index.
struct PreviewRowOwner: Hashable {
    var section: Int
    var item: Int?

    /// `RenderError.previewEntry(key:label:reason:)` naming this row's key and label.
    func error(in sections: [PreviewSection], reason: String) -> RenderError {
        let owner = sections[section]
        return .previewEntry(key: owner.title, label: item.map { owner.items[$0].label }, reason: reason)
    }
}
