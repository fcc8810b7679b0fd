import Foundation

enum SeatClass: String { case business = "J", premium = "W", economy = "Y" }

enum SeatStatus: Equatable {
    case available
    case occupied
    case selected(passenger: String)
    case blocked(reason: String)

    var symbol: Character {
        switch self {
        case .available: return "."
        case .occupied: return "x"
        case .selected: return "S"
        case .blocked: return "#"
        }
    }
}

struct SeatMap {
    static let letters: [Character] = ["A", "B", "C", "D", "E", "F"]
    private var grid: [[SeatStatus]]
    let firstRow: Int

    init(rows: Int, firstRow: Int, occupied: [String]) {
        self.firstRow = firstRow
        grid = Array(repeating: Array(repeating: .available, count: SeatMap.letters.count), count: rows)
        for code in occupied { self[code] = .occupied }
    }

    func position(_ code: String) -> (row: Int, col: Int)? {
        guard let letter = code.last, let col = SeatMap.letters.firstIndex(of: letter),
              let rowNum = Int(code.dropLast()) else { return nil }
        let row = rowNum - firstRow
        guard grid.indices.contains(row) else { return nil }
        return (row, col)
    }

    subscript(code: String) -> SeatStatus? {
        get { position(code).map { grid[$0.row][$0.col] } }
        set {
            guard let p = position(code), let v = newValue else { return }
            grid[p.row][p.col] = v
        }
    }

    func seatClass(row: Int) -> SeatClass {
        switch row {
        case ..<3: return .business
        case 3...4: return .premium
        default: return .economy
        }
    }

    func isWindow(_ code: String) -> Bool { code.hasSuffix("A") || code.hasSuffix("F") }
    func isAisle(_ code: String) -> Bool { ["C", "D"].contains(code.suffix(1)) }

    mutating func select(_ code: String, for name: String) -> String {
        switch self[code] {
        case nil: return "\(code): no such seat"
        case .available?:
            self[code] = .selected(passenger: name)
            let kind = isWindow(code) ? "window" : isAisle(code) ? "aisle" : "middle"
            return "\(code): selected for \(name) (\(kind), class \(seatClass(row: position(code)!.row).rawValue))"
        case .selected(let who)?: return "\(code): already held by \(who)"
        case .occupied?, .blocked?: return "\(code): unavailable"
        }
    }

    func render() -> [String] {
        grid.enumerated().map { i, row in
            let left = String(row[0..<3].map(\.symbol))
            let right = String(row[3...].map(\.symbol))
            return String(format: "%2d ", i + firstRow) + left + " " + right
        }
    }

    var availableCount: Int { grid.joined().filter { $0 == .available }.count }
}

var map = SeatMap(rows: 7, firstRow: 1, occupied: ["1A", "1B", "2F", "4C", "4D", "6A", "6B", "6C", "7F"])
map["5E"] = .blocked(reason: "exit row")
print("    ABC DEF")
map.render().forEach { print($0) }
print("available: \(map.availableCount)")
for (code, name) in [("1C", "Ana"), ("1A", "Ben"), ("9A", "Cy"), ("6D", "Dee"), ("1C", "Eli"), ("5E", "Fay"), ("3F", "Gus"), ("X", "Hal")] {
    print(map.select(code, for: name))
}
print("    ABC DEF")
map.render().forEach { print($0) }
print("available: \(map.availableCount)")
if case .blocked(let why)? = map["5E"] { print("5E blocked: \(why)") }
