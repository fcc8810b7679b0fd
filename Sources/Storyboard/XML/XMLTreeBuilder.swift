internal import Diagnostics
internal import Foundation
#if canImport(FoundationXML)
internal import FoundationXML
#endif

/// Builds an ``XMLElementNode`` tree with Foundation's event parser. External
/// entities are never resolved; the caller refuses documents with a DTD before
/// they get here, so no entity can expand.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLElementNode] = []
    private(set) var root: XMLElementNode?
    private(set) var firstError: (code: Int, line: Int, column: Int)?
    private var parser: XMLParser?
    /// Where an element first went deeper than ``maximumDepth``.
    private var tooDeep: (line: Int, column: Int)?

    /// Elements nested deeper than this are refused: Interface Builder files
    /// nest a few dozen levels, and every later stage walks the tree.
    static let maximumDepth = 500

    /// Parses `data`; returns the root element, or throws the first error at its place.
    static func parse(_ data: Data, path: String, dialect: XMLDialect = .interfaceBuilder) throws(Diagnostic) -> XMLElementNode {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw Diagnostic(dialect.emptyMessage, file: path)
        }
        let builder = XMLTreeBuilder()
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
                "elements are nested more than \(maximumDepth) levels deep", file: path, line: deep.line, column: deep.column,
                hint: dialect.depthHint)
        }
        if let error = builder.firstError {
            // An error on the last line with elements still open is a file cut short.
            let lines = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let truncated = error.code == 5 || (error.line >= lines && !builder.stack.isEmpty)
            throw Diagnostic(truncated ? Self.describe(code: 5) : Self.describe(code: error.code, dialect: dialect), file: path, line: error.line, column: error.column,
                                  hint: truncated ? (dialect.writer == XMLDialect.interfaceBuilder.writer ? "the file may be truncated; open it in Xcode or restore it from version control" : "the file may be truncated; \(dialect.remedy)") : nil)
        }
        if !finished || builder.root == nil || !builder.stack.isEmpty {
            let line = parser.lineNumber
            throw Diagnostic("the file is not well-formed XML", file: path, line: max(line, 1), column: max(parser.columnNumber, 1))
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

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        guard stack.count < Self.maximumDepth else {
            if tooDeep == nil { tooDeep = (max(parser.lineNumber, 1), max(parser.columnNumber, 1)) }
            parser.abortParsing()
            return
        }
        stack.append(XMLElementNode(name: elementName, attributes: attributes, line: parser.lineNumber, column: parser.columnNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let last = stack.indices.last, stack[last].name == "string" else { return }
        stack[last].text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard firstError == nil else { return }
        firstError = ((parseError as NSError).code, max(parser.lineNumber, 1), max(parser.columnNumber, 1))
        parser.abortParsing()
    }
}
