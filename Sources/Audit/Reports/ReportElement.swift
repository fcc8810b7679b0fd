internal import AppModel
internal import Crawl

/// An element as the JSON and SARIF reports write it: `path`, `kind`,
/// `traits`, `description`, `frame` and, when known, `id`, `order` and
/// `location`. Built with its keys in order, since screens carry
/// thousands of elements.
enum ReportElement {
    /// `element` as a JSON object.
    static func json(_ element: ElementSnapshot) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = []
        fields.reserveCapacity(8)
        fields.append(("description", .string(element.description)))
        fields.append(
            (
                "frame",
                .fields([
                    ("height", .number(element.frame.height)), ("width", .number(element.frame.width)),
                    ("x", .number(element.frame.minX)), ("y", .number(element.frame.minY)),
                ])
            ))
        if let id = element.id { fields.append(("id", .string(id))) }
        fields.append(("kind", .string(element.kind)))
        if let location = element.location { fields.append(("location", .string("\(location)"))) }
        if let order = element.order { fields.append(("order", .integer(order))) }
        fields.append(("path", .string(element.path)))
        fields.append(("traits", .array(element.traits.map(JSONValue.string))))
        return .fields(fields)
    }
}
