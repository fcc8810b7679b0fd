internal import AppModel
internal import Diagnostics

/// An element as results files and parallel workers carry it: one array,
/// fields by position (`path`, `id`, `kind`, the frame's origin and size, `traits`,
/// `description`, `order`, the location's file, line and column, `label`,
/// `value`, `identifier`; absent ones `null`). A screen carries dozens of
/// elements and an audit thousands: keyed objects took most of the time
/// a worker's results took to decode.
extension ElementSnapshot {
    /// Writes the element as one array, its fields by position.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(path)
        try container.encode(id)
        try container.encode(kind)
        try container.encode(frame.origin.x)
        try container.encode(frame.origin.y)
        try container.encode(frame.size.width)
        try container.encode(frame.size.height)
        try container.encode(traits)
        try container.encode(description)
        try container.encode(order)
        try container.encode(location?.file)
        try container.encode(location?.line)
        try container.encode(location?.column)
        try container.encode(label)
        try container.encode(value)
        try container.encode(identifier)
    }

    /// Reads an element written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let path = try container.decode(String.self)
        let id = try container.decode(String?.self)
        let kind = try container.decode(String.self)
        let frame = Rect(
            x: try container.decode(Double.self), y: try container.decode(Double.self),
            width: try container.decode(Double.self),
            height: try container.decode(Double.self))
        let traits = try container.decode([String].self)
        let description = try container.decode(String.self)
        let order = try container.decode(Int?.self)
        let file = try container.decode(String?.self)
        let line = try container.decode(Int?.self)
        let column = try container.decode(Int?.self)
        let location = file.map { SourceLocation(file: $0, line: line ?? 0, column: column ?? 0) }
        self.init(
            path: path, id: id, kind: kind, frame: frame, traits: traits, description: description, order: order,
            location: location)
        label = try container.decode(String?.self)
        value = try container.decode(String?.self)
        identifier = try container.decode(String?.self)
    }
}
