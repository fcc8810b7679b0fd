enum Seat: Equatable {
    case available
    case taken
    case selected(passenger: String)
    case aisle

    var symbol: Character {
        switch self {
        case .available: return "."
        case .taken: return "x"
        case .selected: return "S"
        case .aisle: return " "
        }
    }
}

struct SeatMap {
    private var grid: [[Seat]]
    static let letters = Array("ABC DEF")

    init(rows: Int, taken: [(Int, Character)]) {
        grid = (0..<rows).map { _ in Self.letters.map { $0 == " " ? .aisle : .available } }
        for (row, letter) in taken { self[row, letter] = .taken }
    }

    subscript(row: Int, letter: Character) -> Seat {
        get { grid[row - 1][Self.letters.firstIndex(of: letter)!] }
        set { grid[row - 1][Self.letters.firstIndex(of: letter)!] = newValue }
    }

    mutating func select(_ row: Int, _ letter: Character, for passenger: String) -> Bool {
        guard row >= 1, row <= grid.count, self[row, letter] == .available else { return false }
        self[row, letter] = .selected(passenger: passenger)
        return true
    }

    func render() -> String {
        var lines = ["   " + String(Self.letters)]
        for (i, row) in grid.enumerated() {
            let label = i + 1 < 10 ? " \(i + 1)" : "\(i + 1)"
            lines.append(label + " " + String(row.map(\.symbol)))
        }
        return lines.joined(separator: "\n")
    }

    var availableCount: Int { grid.joined().filter { $0 == .available }.count }
}

var map = SeatMap(rows: 5, taken: [(1, "A"), (1, "B"), (2, "F"), (3, "C"), (3, "D"), (5, "E")])
let requests: [(Int, Character, String)] = [(1, "A", "Lee"), (1, "C", "Lee"), (3, "D", "Kim"), (4, "D", "Kim"), (9, "A", "Zoe")]
for (row, letter, name) in requests {
    let ok = map.select(row, letter, for: name)
    print("\(name) -> \(row)\(letter): \(ok ? "confirmed" : "unavailable")")
}
print(map.render())
print("Available seats: \(map.availableCount)")
if case .selected(let who) = map[4, "D"] { print("4D belongs to \(who)") }
