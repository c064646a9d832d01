import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout
import Transcript

/// A laid-out row of an ink test's transcript, with the message bubbles it holds.
struct InkRow {
    var theme: LookName
    var direction: Transcript.LayoutDirection
    var scale: Double
    var spec: RowSpec
    var bubbles: [MessageBubble<TextLayout>]

    /// `imessage rightToLeft @2.0x row 3`, for failure messages.
    var name: String { "\(theme) \(direction) @\(scale)x row \(spec.index)" }

    /// The rows `include` picks of the transcript `make` gives for every theme, layout
    /// direction and scale 1, 2 and 3, each transcript validated first; time headers (centred
    /// labels the look inserts, no bubble) are left out.
    static func all(renderer: BubbleRenderer, where include: (RowSpec) -> Bool = { _ in true },
                    _ make: (LookName, Transcript.LayoutDirection, Double) -> Transcript) throws -> [InkRow] {
        var rows: [InkRow] = []
        for theme in ChatLook.names {
            for direction in Transcript.LayoutDirection.allCases {
                for scale in [1.0, 2.0, 3.0] {
                    let transcript = make(theme, direction, scale)
                    try transcript.validate()
                    let (layout, _) = try renderer.layout(of: transcript, file: nil)
                    for spec in RowSpec.rows(of: transcript) where !spec.kind.isTimeHeader && include(spec) {
                        let bubbles = try layout.row(spec).items.compactMap { item -> MessageBubble<TextLayout>? in
                            if case .bubble(let bubble, _) = item { return bubble }
                            return nil
                        }
                        rows.append(InkRow(theme: theme, direction: direction, scale: scale, spec: spec, bubbles: bubbles))
                    }
                }
            }
        }
        return rows
    }
}

extension RowSpec.Kind {
    /// Whether the row is a time header the look inserted.
    var isTimeHeader: Bool {
        if case .timeHeader = self { return true }
        return false
    }
}
