struct SeatMap: CustomStringConvertible {
    enum Seat: Character {
        case free = "."
        case taken = "X"
        case blocked = "#"
    }

    let rows: Int
    let columns: Int
    private var seats: [Seat]

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        seats = Array(repeating: .free, count: rows * columns)
    }

    subscript(row: Int, column: Int) -> Seat {
        get {
            precondition(row < rows && column < columns, "out of range")
            return seats[row * columns + column]
        }
        set { seats[row * columns + column] = newValue }
    }

    subscript(label: String) -> Seat? {
        guard let letter = label.first, let rowLetter = letter.asciiValue,
              let col = Int(label.dropFirst()) else { return nil }
        let row = Int(rowLetter) - Int(Character("A").asciiValue!)
        guard (0..<rows).contains(row), (1...columns).contains(col) else { return nil }
        return self[row, col - 1]
    }

    mutating func book(_ label: String) -> Bool {
        guard self[label] == .free, let letter = label.first?.asciiValue, let col = Int(label.dropFirst()) else {
            return false
        }
        self[Int(letter - 65), col - 1] = .taken
        return true
    }

    var freeCount: Int { seats.filter { $0 == .free }.count }

    var description: String {
        (0..<rows).map { r in
            let letter = Character(UnicodeScalar(UInt8(65 + r)))
            let row = (0..<columns).map { String(self[r, $0].rawValue) }.joined()
            return "\(letter) \(row)"
        }.joined(separator: "\n")
    }
}

var map = SeatMap(rows: 4, columns: 6)
map[0, 0] = .blocked
map[3, 5] = .blocked
for label in ["A1", "A2", "B3", "B3", "D6", "Z1", "C7", "C4"] {
    print("book \(label): \(map.book(label) ? "ok" : "failed")")
}
print(map)
print("Free seats: \(map.freeCount)")
print(map["B3"].map { String($0.rawValue) } ?? "invalid")
print(map["Q9"] as Any)
var copy = map
copy[1, 1] = .taken
print("Original B2: \(map[1, 1]), copy B2: \(copy[1, 1])")
