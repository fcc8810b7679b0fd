/// One element of a parsed XML document: its name, attributes, child
/// elements, the text of `<string>` elements, and where its start tag ends.
public struct XMLElementNode: Sendable {
    /// The element name, e.g. `button`.
    public var name: String
    /// The attributes by name.
    public var attributes: [String: String]
    /// Child elements in document order.
    public var children: [XMLElementNode] = []
    /// Character content; kept for `string` elements only.
    public var text = ""
    /// 1-based line of the start tag.
    public var line: Int
    /// 1-based column just after the start tag.
    public var column: Int

    /// Creates an element.
    public init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// The attribute `name`.
    public subscript(_ name: String) -> String? { attributes[name] }

    /// The object id (`id` attribute).
    public var id: String? { attributes["id"] }

    /// The `key` attribute: set when this element is a property of its parent.
    public var key: String? { attributes["key"] }

    /// Whether the attribute `name` is `YES`.
    public func flag(_ name: String) -> Bool { attributes[name] == "YES" }

    /// The attribute `name` as a number.
    public func number(_ name: String) -> Double? {
        attributes[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A whole-number attribute, clamped to ±1,000,000 (counts and indexes
    /// in real files are small; a damaged file's are not).
    public func integer(_ name: String) -> Int? { number(name).map { Int(max(-1e6, min(1e6, $0))) } }

    /// The first child element with `key`.
    public func child(key: String) -> XMLElementNode? { children.first { $0.key == key } }

    /// The first child element named `name`.
    public func child(named name: String) -> XMLElementNode? { children.first { $0.name == name } }

    /// Child elements named `name`.
    public func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }
}
