/// An element of an XML document as ``XMLDocumentReader`` hands it out: plain values, no
/// libxml2 pointer.
struct XMLElement: Sendable, Hashable {
    /// What an element holds, in document order.
    enum Content: Sendable, Hashable {
        case element(XMLElement)
        /// Character data; CDATA sections are text too.
        case text(String)
    }

    /// The local name, without a namespace prefix (`g` for `<xliff:g>`).
    var name: String
    /// The namespace URI, when the element is in one.
    var namespace: String?
    /// Attributes by their local name (`xml:lang` is `lang`), in document order.
    var attributes: [(name: String, value: String)]
    /// Child elements and text.
    var content: [Content]
    /// The 1-based line of the start tag, as libxml2 counts it.
    var line: Int

    /// The value of the attribute with this local name.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    var children: [XMLElement] {
        content.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements with this local name.
    func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    /// The first child element with this local name.
    func child(named name: String) -> XMLElement? {
        children.first { $0.name == name }
    }

    /// Every character of the element's text, its descendants' included, tags left out
    /// (`Hello <g id="1">World</g>` → `Hello World`).
    var text: String {
        content.map { item in
            switch item {
            case .element(let element): element.text
            case .text(let text): text
            }
        }.joined()
    }

    static func == (a: XMLElement, b: XMLElement) -> Bool {
        a.name == b.name && a.namespace == b.namespace && a.content == b.content && a.line == b.line
            && a.attributes.map(\.name) == b.attributes.map(\.name) && a.attributes.map(\.value) == b.attributes.map(\.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(line)
        hasher.combine(content)
    }
}
