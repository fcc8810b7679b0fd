// Subscripts: read-only and read-write subscripts on a seating grid.
struct SeatMap {
    let rows: Int
    let columns: Int
    private var taken: [Bool]

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        taken = Array(repeating: false, count: rows * columns)
    }

    subscript(row: Int, column: Int) -> Bool {
        get { taken[row * columns + column] }
        set { taken[row * columns + column] = newValue }
    }

    subscript(row: Int) -> String {
        (0..<columns).map { self[row, $0] ? "X" : "." }.joined()
    }

    var freeCount: Int { taken.filter { !$0 }.count }
}

var map = SeatMap(rows: 3, columns: 4)
map[0, 1] = true
map[1, 1] = true
map[2, 3] = true
print(map[0, 1], map[0, 0])
for r in 0..<map.rows {
    print(map[r])
}
print(map.freeCount)
map[0, 1] = false
print(map[0])
print(map.freeCount)

struct Multiplier {
    let factor: Int
    subscript(value: Int) -> Int { value * factor }
}
let triple = Multiplier(factor: 3)
print(triple[7], triple[0], triple[-4])
