internal import AppModel

/// An element as the JSON and SARIF reports write it: `path`, `kind`,
/// `traits`, `description`, `frame` and, when known, `id`, `order` and
/// `location`. A typed value encodes twice as fast as the same object
/// built of ``JSONValue``s, and screens carry thousands of them.
struct ReportElement: Encodable {
    let element: ElementSnapshot

    private enum Key: String, CodingKey {
        case path, kind, traits, description, frame, id, order, location
    }

    private enum FrameKey: String, CodingKey {
        case x, y, width, height
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(element.path, forKey: .path)
        try container.encode(element.kind, forKey: .kind)
        try container.encode(element.traits, forKey: .traits)
        try container.encode(element.description, forKey: .description)
        var frame = container.nestedContainer(keyedBy: FrameKey.self, forKey: .frame)
        try frame.encode(element.frame.minX, forKey: .x)
        try frame.encode(element.frame.minY, forKey: .y)
        try frame.encode(element.frame.width, forKey: .width)
        try frame.encode(element.frame.height, forKey: .height)
        if let id = element.id { try container.encode(id, forKey: .id) }
        if let order = element.order { try container.encode(order, forKey: .order) }
        if let location = element.location { try container.encode("\(location)", forKey: .location) }
    }
}
