// Cinema seat picker: 2D grid, labeled loops with continue/break, while and repeat-while searches.
import Foundation

enum Seat: Character {
    case free = "."
    case taken = "X"
    case blocked = "#"
}

struct SeatMap {
    var rows: [[Seat]]
    let rowLabels = Array("ABCDEFGH")

    init(layout: [String]) {
        rows = layout.map { $0.compactMap(Seat.init(rawValue:)) }
    }

    func label(row: Int, col: Int) -> String { "\(rowLabels[row])\(col + 1)" }

    // Finds the first block of `count` adjacent free seats, scanning from the back row forward.
    func findBlock(of count: Int) -> (row: Int, start: Int)? {
        guard count > 0 else { return nil }
        var found: (Int, Int)?
        search: for r in stride(from: rows.count - 1, through: 0, by: -1) {
            var run = 0
            for c in rows[r].indices {
                if rows[r][c] == .blocked { run = 0; continue }
                run = rows[r][c] == .free ? run + 1 : 0
                if run == count {
                    found = (r, c - count + 1)
                    break search
                }
            }
        }
        return found
    }

    mutating func book(_ count: Int) -> String {
        guard let (r, start) = findBlock(of: count) else { return "No block of \(count) seat\(count == 1 ? "" : "s")" }
        for c in start..<(start + count) { rows[r][c] = .taken }
        return "Booked \(label(row: r, col: start))–\(label(row: r, col: start + count - 1))"
    }

    var freeCount: Int { rows.joined().filter { $0 == .free }.count }
    func render() -> [String] { rows.enumerated().map { "\(rowLabels[$0.offset]) " + String($0.element.map(\.rawValue)) } }
}

var map = SeatMap(layout: [
    "XX..XX..",
    "X.#...X.",
    "....#...",
    "XXXXXXXX",
])
print("Free seats: \(map.freeCount)")
for request in [3, 2, 4, 0, 5, 1] {
    print("Request \(request): \(map.book(request))")
}
for line in map.render() { print(line) }
print("Free seats: \(map.freeCount)")

// Keep booking pairs until none are left.
var pairs = 0
while map.findBlock(of: 2) != nil {
    _ = map.book(2)
    pairs += 1
}
print("Extra pairs booked: \(pairs), singles left: \(map.freeCount)")

// repeat-while: release seats from the front row until a taken seat with a free neighbour appears.
var released: [String] = []
var col = 0
repeat {
    if map.rows[0][col] == .taken {
        map.rows[0][col] = .free
        released.append(map.label(row: 0, col: col))
    }
    col += 1
} while col < map.rows[0].count && released.count < 3
print("Released: \(released.isEmpty ? "none" : released.joined(separator: ", "))")
print(map.render()[0])
