import Foundation

// DecodingError.dataCorruptedError: the error a custom decoder throws for a
// value it cannot read, with the container's path and the key appended.
enum Shape: Decodable {
    case circle(radius: Double)
    case square(side: Double)

    enum CodingKeys: String, CodingKey { case kind, size }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        let size = try container.decode(Double.self, forKey: .size)
        switch kind {
        case "circle": self = .circle(radius: size)
        case "square": self = .square(side: size)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "no shape called \(kind)")
        }
    }
}

struct Drawing: Decodable {
    let shapes: [Shape]
}

let decoder = JSONDecoder()
let good = try decoder.decode(Drawing.self, from: Data(#"{"shapes":[{"kind":"circle","size":2}]}"#.utf8))
print(good.shapes.count)

do {
    _ = try decoder.decode(Drawing.self, from: Data(#"{"shapes":[{"kind":"circle","size":1},{"kind":"star","size":3}]}"#.utf8))
    print("decoded")
} catch let DecodingError.dataCorrupted(context) {
    print("corrupted:", context.debugDescription)
    print("path:", context.codingPath.map(\.stringValue))
    print("last key:", context.codingPath.last?.stringValue ?? "none")
    print("underlying:", context.underlyingError == nil)
} catch {
    print("other error")
}

do {
    _ = try decoder.decode(Shape.self, from: Data(#"{"kind":"hexagon","size":1}"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print(context.debugDescription, context.codingPath.count)
}

// The members Swift synthesizes for a CodingKey enum.
enum Column: Int, CodingKey { case first = 3, second }
enum Plain: CodingKey { case only }
print(Column.second.stringValue, Column.second.intValue ?? -1, Column.first.intValue ?? -1)
print(Plain.only.stringValue, Plain.only.intValue == nil, Shape.CodingKeys.size.stringValue)
