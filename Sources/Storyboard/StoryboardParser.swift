public import Diagnostics
public import Foundation

/// Reads `.storyboard` and `.xib` files into a ``StoryboardDocument``.
///
/// Parsing is defensive: files over the size limit, documents with a DTD
/// (the only way entities can expand), malformed XML, the old archive
/// format and documents for macOS, tvOS or watchOS are refused with a
/// ``Diagnostic`` at the offending line. Elements the importer does not
/// know are kept as plain views, with a warning.
public struct StoryboardParser: Sendable {
    /// The settings.
    public var options: StoryboardImportOptions

    /// Creates a parser.
    public init(options: StoryboardImportOptions = StoryboardImportOptions()) {
        self.options = options
    }

    /// Reads the file at `path` (named in messages as given).
    public func load(path: String) throws(Diagnostic) -> StoryboardDocument {
        let url = URL(fileURLWithPath: path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard FileManager.default.fileExists(atPath: path) else {
            throw Diagnostic("there is no file at '\(path)'", file: path)
        }
        if let size, size > options.maximumBytes { throw tooLarge(size, path: path) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw Diagnostic("the file cannot be read: \(error.localizedDescription)", file: path)
        }
        return try parse(data, path: path)
    }

    /// Parses `data` as the document at `path`.
    public func parse(_ data: Data, path: String) throws(Diagnostic) -> StoryboardDocument {
        if data.count > options.maximumBytes { throw tooLarge(data.count, path: path) }
        let root = try Self.parseXML(data, path: path, dialect: .interfaceBuilder)
        var reader = StoryboardReader(path: path, options: options)
        return try reader.read(root)
    }

    /// Parses XML defensively, as storyboards are parsed: foreign
    /// encodings, NUL bytes, bytes that are not UTF-8, DTDs and processing
    /// instructions are refused before Foundation's parser sees the data,
    /// and nesting is bounded. Errors name `dialect`'s writer.
    public static func parseXML(_ data: Data, path: String, dialect: XMLDialect) throws(Diagnostic) -> XMLElementNode {
        try refuseForeignEncodings(in: data, path: path, dialect: dialect)
        try refuseDeclarations(in: data, path: path, dialect: dialect)
        return try XMLTreeBuilder<XMLElementNode>.parse(data, path: path, dialect: dialect)
    }

    /// Parses XML as ``parseXML(_:path:dialect:)`` does, building the
    /// caller's nodes straight from each start tag (`make`: name,
    /// attributes, line, column) and adding each finished child to its
    /// parent (`adopt`), so a reader needs no intermediate tree.
    public static func parseXML<Node>(
        _ data: Data, path: String, dialect: XMLDialect, make: @escaping (String, [String: String], Int, Int) -> Node,
        adopt: @escaping (inout Node, Node) -> Void
    ) throws(Diagnostic) -> Node {
        try refuseForeignEncodings(in: data, path: path, dialect: dialect)
        try refuseDeclarations(in: data, path: path, dialect: dialect)
        return try XMLTreeBuilder<Node>.parse(data, path: path, dialect: dialect, make: make, adopt: adopt)
    }

    private func tooLarge(_ size: Int, path: String) -> Diagnostic {
        Diagnostic(
            "the file is \(size) bytes, over the import limit of \(options.maximumBytes) bytes", file: path,
            hint: "Interface Builder documents are far smaller; check that this is the right file")
    }

    /// Interface Builder never writes a DTD; one in the file could declare
    /// entities that expand without bound, so it is refused before parsing.
    /// Nor does it write processing instructions besides the XML
    /// declaration, and Foundation's parser crashes (strlen of a null
    /// pointer) on one without data, such as `<?pi?>`, which `make fuzz`
    /// found; they are refused too.
    static func refuseDeclarations(
        in data: Data, path: String, dialect: XMLDialect = .interfaceBuilder
    ) throws(Diagnostic) {
        // memchr from one '<' to the next, looking for "<!D", "<!E" (comments
        // and CDATA start "<!-" and "<![") and "<?" anywhere but the XML
        // declaration; the line and column are counted only for a find.
        let found: (line: Int, column: Int, marker: String)? = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return nil }
            let bytes = raw.bindMemory(to: UInt8.self)
            let count = bytes.count
            let declaration = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let isDeclaration = { (index: Int) -> Bool in
                index == declaration && index + 5 < count && Array(bytes[index..<index + 5]) == Array("<?xml".utf8)
                    && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5])
            }
            let place = { (offset: Int, marker: String) -> (Int, Int, String) in
                var line = 1
                var lineStart = 0
                for index in 0..<offset where bytes[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                return (line, offset - lineStart + 1, marker)
            }
            var index = 0
            while index + 1 < count, let hit = memchr(base + index, 0x3C, count - index) {
                let at = base.distance(to: UnsafeRawPointer(hit))
                guard at + 1 < count else { break }
                if bytes[at + 1] == 0x3F, !isDeclaration(at) { return place(at, "<?") }
                if bytes[at + 1] == 0x21, at + 2 < count, bytes[at + 2] == 0x44 || bytes[at + 2] == 0x45 {
                    return place(at, bytes[at + 2] == 0x44 ? "<!DOCTYPE" : "<!ENTITY")
                }
                index = at + 1
            }
            return nil
        }
        guard let found else { return }
        if found.marker == "<?" {
            throw Diagnostic(
                "the document contains a processing instruction ('<?') other than the XML declaration, which \(dialect.writer) never writes",
                file: path, line: found.line, column: found.column,
                hint: "remove it, or \(dialect.remedy)")
        }
        throw Diagnostic(
            "the document declares a DTD ('\(found.marker)'), which \(dialect.writer) never writes; it is refused so that no entity can expand",
            file: path, line: found.line, column: found.column,
            hint: "remove the declaration, or \(dialect.remedy)")
    }
}
