internal import CLibXML2
import FoundationEssentials
import StrictJSON
internal import WorkMeter

/// Reads XML with libxml2 (`xmlCtxtReadMemory`) into ``XMLElement`` values, safely for files
/// from anywhere.
///
/// Parse options: `XML_PARSE_NONET` (no network access), `XML_PARSE_NOCDATA` (CDATA sections
/// become text), `XML_PARSE_BIG_LINES` (line numbers past 65,535), `XML_PARSE_NOERROR` and
/// `XML_PARSE_NOWARNING` (nothing printed: libxml2's first error comes back, through the
/// context's structured error handler, as a ``Diagnostic``). Not
/// set: `XML_PARSE_NOENT` (entity substitution), `XML_PARSE_DTDLOAD`, `XML_PARSE_DTDATTR`,
/// `XML_PARSE_DTDVALID`, `XML_PARSE_XINCLUDE` and `XML_PARSE_HUGE`, so no external DTD or
/// entity is ever read and libxml2's default limits (depth 256, 10 MB per text node) hold.
///
/// Entity declarations (`<!ENTITY ...>`, general or parameter, internal, external or
/// unparsed) stop the parser at once with an error: they are what XXE (`SYSTEM "file:///etc/passwd"`) and
/// "billion laughs" (entities of entities) are made of, and no string file needs them. A
/// reference to an entity that is not declared (possible when the document names an external
/// DTD that is not read) is an error too. The five predefined entities and character
/// references (`&amp;`, `&#x2026;`) are ordinary text.
enum XMLDocumentReader {
    /// The options given to `xmlCtxtReadMemory`.
    static let options = Int32(bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_BIG_LINES.rawValue
        | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    /// `xmlInitParser`, called once before the first parse (it is not safe to race).
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// The root element of the document in `data`. `file` names the file in errors, which say
    /// `file:line:column: message` with libxml2's position and message.
    static func parse(_ data: Data, file: String?) throws(Diagnostic) -> XMLElement {
        precondition(initialized)
        guard data.count < Int(Int32.max) else {
            throw Diagnostic(kind: .file, file: file, message: "the file is too large for an XML string file (2 GB or more)")
        }
        guard let context = xmlNewParserCtxt() else {
            throw Diagnostic(kind: .file, file: file, message: "cannot create an XML parser (out of memory)")
        }
        defer { xmlFreeParserCtxt(context) }
        let state = UnsafeMutablePointer<ParseState>.allocate(capacity: 1)
        state.initialize(to: ParseState())
        defer { state.deinitialize(count: 1).deallocate() }
        context.pointee._private = UnsafeMutableRawPointer(state)
        context.pointee.sax.pointee.entityDecl = { userData, _, _, _, _, _ in refuseEntity(userData) }
        context.pointee.sax.pointee.unparsedEntityDecl = { userData, _, _, _, _ in refuseEntity(userData) }
        context.pointee.sax.pointee.serror = { userData, error in noteError(userData, error) }
        let document = data.withUnsafeBytes { bytes in
            xmlCtxtReadMemory(context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, nil, options)
        }
        defer { if let document { xmlFreeDoc(document) } }
        if state.pointee.entityLine > 0 {
            throw Diagnostic(kind: .syntax, file: file, line: state.pointee.entityLine,
                             message: "the document declares an entity (<!ENTITY ...>); entities are not read, for safety")
        }
        if let error = state.pointee.firstError {
            throw Diagnostic(kind: .syntax, file: file, line: error.line > 0 ? error.line : nil, column: error.column > 0 ? error.column : nil,
                             message: error.message.isEmpty ? "malformed XML" : error.message)
        }
        guard let document else {
            throw Diagnostic(kind: .syntax, file: file, message: "malformed XML")
        }
        guard let root = xmlDocGetRootElement(document) else {
            throw Diagnostic(kind: .syntax, file: file, message: "the document has no root element")
        }
        return try element(root, file: file)
    }

    /// The element at `node` with everything inside it (libxml2's depth limit bounds the
    /// recursion).
    private static func element(_ node: xmlNodePtr, file: String?) throws(Diagnostic) -> XMLElement {
        let line = Int(xmlGetLineNo(node))
        var attributes: [(name: String, value: String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            var value = ""
            var child = current.pointee.children
            while let text = child {
                if text.pointee.type == XML_ENTITY_REF_NODE { throw undeclaredEntity(text, file: file) }
                if let content = text.pointee.content { value += String(cString: content) }
                child = text.pointee.next
            }
            attributes.append((name: string(current.pointee.name), value: value))
            attribute = current.pointee.next
        }
        var content: [XMLElement.Content] = []
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                content.append(.element(try element(current, file: file)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let text = current.pointee.content { content.append(.text(String(cString: text))) }
            case XML_ENTITY_REF_NODE:
                throw undeclaredEntity(current, file: file)
            default:
                break
            }
            child = current.pointee.next
        }
        return XMLElement(name: string(node.pointee.name), namespace: node.pointee.ns?.pointee.href.map { String(cString: $0) },
                          attributes: attributes, content: content, line: line)
    }

    private static func undeclaredEntity(_ node: xmlNodePtr, file: String?) -> Diagnostic {
        Diagnostic(kind: .syntax, file: file, line: Int(xmlGetLineNo(node)),
                   message: "the entity &\(string(node.pointee.name)); is not declared in the document; external DTDs are not read")
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

/// The SAX handler of entity declarations: notes the line in the parser context's `_private`
/// and stops the parser (`xmlStopParser`).
private func refuseEntity(_ userData: UnsafeMutableRawPointer?) {
    guard let parser = userData?.assumingMemoryBound(to: xmlParserCtxt.self) else { return }
    WorkMeter.add(1, of: .xmlEntityDeclarations)
    parser.pointee._private?.assumingMemoryBound(to: ParseState.self).pointee.entityLine = max(1, Int(xmlSAX2GetLineNumber(userData)))
    xmlStopParser(parser)
}

/// What the SAX callbacks note while libxml2 parses, reached through the context's `_private`.
private struct ParseState {
    /// The line of the first entity declaration, 0 when there is none.
    var entityLine = 0
    /// libxml2's first error (later ones follow from it).
    var firstError: (line: Int, column: Int, message: String)?
}

/// The structured error handler (`serror`): keeps the first error, warnings left out.
private func noteError(_ userData: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
    guard let parser = userData?.assumingMemoryBound(to: xmlParserCtxt.self), let error,
          error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue,
          let state = parser.pointee._private?.assumingMemoryBound(to: ParseState.self), state.pointee.firstError == nil
    else { return }
    let message = error.pointee.message.map { String(cString: $0) }?.trimmingScalars(where: \.properties.isWhitespace) ?? ""
    state.pointee.firstError = (Int(error.pointee.line), Int(error.pointee.int2), message)
}
