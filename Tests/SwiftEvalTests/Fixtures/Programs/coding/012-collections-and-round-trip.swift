// Arrays, dictionaries with String and Int keys, optionals inside arrays, nested types, round trips.
import Foundation

struct Library: Codable, Equatable {
    struct Shelf: Codable, Equatable {
        let label: String
        let books: [String]
    }
    let shelves: [Shelf]
    let counts: [String: Int]
    let floors: [Int: String]
    let ratings: [Double?]
}

let library = Library(
    shelves: [.init(label: "A", books: ["Dune", "Emma"]), .init(label: "B", books: [])],
    counts: ["fiction": 2, "poetry": 0],
    floors: [1: "lobby", 2: "stacks"],
    ratings: [4.5, nil, 3])
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(library)
print(String(data: data, encoding: .utf8)!)
let back = try JSONDecoder().decode(Library.self, from: data)
print(back == library)
print(back.shelves.map(\.label), back.counts["fiction"] ?? 0, back.floors[2] ?? "?", back.ratings)
let numbers = try JSONDecoder().decode([String: [Int]].self, from: Data(#"{"odd": [1, 3], "even": [2]}"#.utf8))
print(numbers["odd"]!, numbers["even"]!, numbers.count)
