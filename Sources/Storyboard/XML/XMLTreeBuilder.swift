internal import Diagnostics
internal import Foundation

#if canImport(FoundationXML)
internal import FoundationXML
#endif

/// Builds a tree with Foundation's event parser: ``XMLElementNode``s for
/// storyboards, or the caller's own nodes made straight from each start tag
/// (captures), so no second tree is built. External entities are never
/// resolved; the caller refuses documents with a DTD before they get here,
/// so no entity can expand.
final class XMLTreeBuilder<Node>: NSObject, XMLParserDelegate {
    private var stack: [Node] = []
    private(set) var root: Node?
    private let make: (String, [String: String], Int, Int) -> Node
    private let adopt: (inout Node, Node) -> Void
    private let text: ((inout Node, String) -> Void)?
    private(set) var firstError: (code: Int, line: Int, column: Int)?
    private var parser: XMLParser?
    /// Where an element first went deeper than ``maximumDepth``.
    private var tooDeep: (line: Int, column: Int)?

    /// Elements nested deeper than this are refused: Interface Builder files
    /// nest a few dozen levels, and every later stage walks the tree.
    static var maximumDepth: Int { 500 }

    private init(
        make: @escaping (String, [String: String], Int, Int) -> Node, adopt: @escaping (inout Node, Node) -> Void,
        text: ((inout Node, String) -> Void)?
    ) {
        self.make = make
        self.adopt = adopt
        self.text = text
    }

    /// Parses `data`; returns the root node, or throws the first error at its place.
    /// `make` builds a node from an element's name, attributes, line and
    /// column; `adopt` adds a finished child to its parent; `text` takes
    /// character content.
    static func parse(
        _ data: Data, path: String, dialect: XMLDialect, make: @escaping (String, [String: String], Int, Int) -> Node,
        adopt: @escaping (inout Node, Node) -> Void, text: ((inout Node, String) -> Void)? = nil
    ) throws(Diagnostic) -> Node {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw Diagnostic(dialect.emptyMessage, file: path)
        }
        let builder = XMLTreeBuilder(make: make, adopt: adopt, text: text)
        // libxml2 refuses a single chunk over 10 MB ("huge input lookup",
        // without XML_PARSE_HUGE, which Foundation does not set); a stream
        // feeds it in small chunks, so large captures parse.
        let parser = data.count > 4 << 20 ? XMLParser(stream: InputStream(data: data)) : XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = builder
        builder.parser = parser
        let finished = parser.parse()
        builder.parser = nil
        if let deep = builder.tooDeep {
            throw Diagnostic(
                "elements are nested more than \(maximumDepth) levels deep", file: path, line: deep.line,
                column: deep.column,
                hint: dialect.depthHint)
        }
        if let error = builder.firstError {
            // An error on the last line with elements still open is a file cut short.
            let lines = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let truncated = error.code == 5 || (error.line >= lines && !builder.stack.isEmpty)
            throw Diagnostic(
                truncated ? Self.describe(code: 5) : Self.describe(code: error.code, dialect: dialect), file: path,
                line: error.line, column: error.column,
                hint: truncated
                    ? (dialect.writer == XMLDialect.interfaceBuilder.writer
                        ? "the file may be truncated; open it in Xcode or restore it from version control"
                        : "the file may be truncated; \(dialect.remedy)") : nil)
        }
        if !finished || builder.root == nil || !builder.stack.isEmpty {
            let line = parser.lineNumber
            throw Diagnostic(
                "the file is not well-formed XML", file: path, line: max(line, 1), column: max(parser.columnNumber, 1))
        }
        return builder.root!
    }

    private static func describe(code: Int, dialect: XMLDialect = .interfaceBuilder) -> String {
        switch code {
        case 4: dialect.emptyMessage
        case 5: "the XML ends before every element is closed"
        case 9: "the XML contains a character that is not allowed here"
        case 26: "the XML uses an entity that is not declared (write '&amp;' for a literal '&')"
        case 38, 39, 40, 41: "an attribute is not written as name=\"value\""
        case 64: "the file is not XML: it does not start with an element"
        case 73, 76: "a closing tag does not match the element it closes"
        default: "the file is not well-formed XML (parser error \(code))"
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard stack.count < Self.maximumDepth else {
            if tooDeep == nil { tooDeep = (max(parser.lineNumber, 1), max(parser.columnNumber, 1)) }
            parser.abortParsing()
            return
        }
        stack.append(make(elementName, attributes, parser.lineNumber, parser.columnNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            adopt(&stack[stack.count - 1], element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let text, let last = stack.indices.last else { return }
        text(&stack[last], string)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard firstError == nil else { return }
        firstError = ((parseError as NSError).code, max(parser.lineNumber, 1), max(parser.columnNumber, 1))
        parser.abortParsing()
    }
}

extension XMLTreeBuilder where Node == XMLElementNode {
    /// Parses `data` into ``XMLElementNode``s, keeping the text of `string` elements.
    static func parse(
        _ data: Data, path: String, dialect: XMLDialect = .interfaceBuilder
    ) throws(Diagnostic) -> XMLElementNode {
        try parse(
            data, path: path, dialect: dialect,
            make: { XMLElementNode(name: $0, attributes: $1, line: $2, column: $3) },
            adopt: { $0.children.append($1) },
            text: { node, string in if node.name == "string" { node.text += string } })
    }
}
