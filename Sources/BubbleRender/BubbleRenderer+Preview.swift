import ConversationLayout
import CairoDrawing
import BubbleGeometry
import FileSystem

extension BubbleRenderer {
    /// The width of the label column of a preview sheet, in points.
    static let previewLabelWidth = 110.0

    /// Draws preview sections as PNG pages at `path` (split like conversations when taller than
    /// `maxPageHeight` pixels): each section's title, then one row per item with its label and
    /// its bubble, drawn as `options` say (`maxWidth` is the widest bubble). Returns the files
    /// written and, per section and item, how the translation measured (nil where missing).
    /// Files appear only when every page is written; stale pages of an earlier, longer
    /// preview under that name are then removed (`StalePages`).
    public func renderPreview(_ sections: [PreviewSection], options: BubbleOptions, to path: String,
                              maxPageHeight: Int = defaultMaxPageHeight) throws(RenderError) -> (paths: [String], measures: [[PreviewMeasure?]]) {
        let stage = StagedOutput()
        let result = try renderPreview(sections, options: options, to: path, stage: stage, maxPageHeight: maxPageHeight)
        try stage.renderCommit()
        _ = StalePages.remove(besides: result.paths, target: path, format: .png, keeping: InputFiles([]))
        return (result.paths, result.measures)
    }

    /// ``renderPreview(_:options:to:maxPageHeight:)`` into `stage`, which the caller commits;
    /// also returns, per section and item, the page that shows the item.
    package func renderPreview(
        _ sections: [PreviewSection], options: BubbleOptions, to path: String, stage: StagedOutput,
        maxPageHeight: Int = defaultMaxPageHeight
    ) throws(RenderError) -> (paths: [String], measures: [[PreviewMeasure?]], files: [[String]]) {
        let colors = try options.chatLook().colors.light
        let width = Self.previewLabelWidth + options.maxWidth + 3 * ConversationMetrics.margin
        func row(_ owner: PreviewRowOwner) throws(RenderError) -> (Row<TextLayout>, PreviewMeasure?) {
            try previewSheetRow(owner, of: sections, options: options, colors: colors, width: width)
        }
        // Rows are measured first and laid out again when their page is drawn (see
        // `MeasuredRows`), so memory holds a few pages' rows however many keys there are.
        var measured = MeasuredRows(scale: options.scale, maxPageHeight: maxPageHeight)
        var owners: [PreviewRowOwner] = []
        var measures: [[PreviewMeasure?]] = []
        var itemRows: [[Int]] = []
        for (sectionIndex, section) in sections.enumerated() {
            var sectionMeasures: [PreviewMeasure?] = []
            var sectionRows: [Int] = []
            for itemIndex in [nil] + section.items.indices.map(Optional.some) {
                let owner = PreviewRowOwner(section: sectionIndex, item: itemIndex)
                let (laidOut, measure) = try row(owner)
                measured.append(laidOut, spacing: owners.isEmpty ? 0 : itemIndex == nil ? 20 : 8)
                if itemIndex != nil {
                    sectionMeasures.append(measure)
                    sectionRows.append(owners.count)
                }
                owners.append(owner)
            }
            measures.append(sectionMeasures)
            itemRows.append(sectionRows)
        }
        let sheet = PreviewRows(renderer: self, sections: sections, owners: owners, options: options, colors: colors, width: width)
        var rows = PagedRows(sheet, measured: measured, maxHeight: Double(maxPageHeight) / options.scale, scale: options.scale)
        let paths = OutputFormat.png.pagePaths(for: path, count: rows.pages.count)
        var sink = FilePages(stage: stage, paths: paths, pdfPath: path)
        _ = try rows.draw(format: .png, width: width, compression: .default,
                          bandBuffers: &bandBuffers, compressingWhereDrawn: compressesBandsWhereDrawn, into: &sink)
        var rowPaths = [String](repeating: path, count: owners.count)
        for (page, pagePath) in zip(rows.pages, paths) {
            for index in page.rows { rowPaths[index] = pagePath }
        }
        return (paths, measures, itemRows.map { $0.map { rowPaths[$0] } })
    }

    /// The row of a section's title (`owner.item` nil) or of one of its items, with the item's
    /// measure; a failure names the key and the item's label.
    func previewSheetRow(_ owner: PreviewRowOwner, of sections: [PreviewSection], options: BubbleOptions,
                                 colors: ThemeColors, width: Double) throws(RenderError) -> (Row<TextLayout>, PreviewMeasure?) {
        let section = sections[owner.section]
        do {
            guard let itemIndex = owner.item else {
                let title = try previewText(section.title, size: 13, bold: true, maxWidth: width - 2 * ConversationMetrics.margin)
                return (Row(height: title.size.height, items: [
                    .text(title, origin: Point(x: ConversationMetrics.margin - title.box.minX, y: -title.box.minY), color: colors.incomingText),
                ]), nil)
            }
            return try previewRow(section.items[itemIndex], options: options, colors: colors, width: width)
        } catch {
            throw owner.error(in: sections, reason: error.description)
        }
    }

    /// One item's row: its label at the left, its bubble beside it (from the right edge for
    /// right-to-left locales, mirrored), or the dashed placeholder when the text is missing.
    private func previewRow(_ item: PreviewItem, options: BubbleOptions, colors: ThemeColors, width: Double) throws(RenderError) -> (Row<TextLayout>, PreviewMeasure?) {
        let label = try previewText(item.label, size: 12, bold: false, maxWidth: Self.previewLabelWidth - 8)
        var bubbleOptions = options
        bubbleOptions.side = item.rightToLeft ? options.side.opposite : options.side
        bubbleOptions.lang = item.lang
        let bubble: MessageBubble<TextLayout>
        var measure: PreviewMeasure?
        if let text = item.text {
            bubbleOptions.colors = options.colors ?? colors.bubble(options.side)
            bubble = try textBubble(text: text, options: bubbleOptions)
            let layout = bubble.content.parts.compactMap { part -> TextBlock<TextLayout>? in
                if case .text(let block, _, _) = part { return block }
                return nil
            }.first?.text
            measure = PreviewMeasure(lines: layout?.lineCount ?? 0, width: bubble.bounds.width, height: bubble.bounds.height,
                                     unknownGlyphs: layout?.unknownGlyphCount ?? 0)
        } else {
            bubbleOptions.colors = BubbleColors(fill: colors.background, text: colors.meta, background: colors.background)
            bubbleOptions.font = FontDescription.defaultFamily + " Italic 14"
            bubbleOptions.border = BubbleBorder(color: colors.meta, width: 1.5, dash: 4)
            bubble = try textBubble(text: "missing translation", options: bubbleOptions)
        }
        let left = ConversationMetrics.margin + Self.previewLabelWidth
        let x = item.rightToLeft ? width - ConversationMetrics.margin - bubble.frame.width : left
        let origin = Point(x: x - bubble.frame.minX, y: -bubble.bounds.minY)
        let row = Row(height: max(bubble.bounds.height, label.size.height), items: [
            .text(label, origin: Point(x: ConversationMetrics.margin - label.box.minX, y: 6 - label.box.minY), color: colors.meta),
            .bubble(bubble, origin: origin),
        ])
        return (row, measure)
    }

    private func previewText(_ text: String, size: Double, bold: Bool, maxWidth: Double) throws(RenderError) -> TextBlock<TextLayout> {
        let font = try fontDescription(FontDescription.defaultFamily + (bold ? " Bold " : " ") + "\(size)")
        return TextBlock(try TextLayout(text: text, font: font, maxWidth: maxWidth, language: nil, context: textContext))
    }
}
