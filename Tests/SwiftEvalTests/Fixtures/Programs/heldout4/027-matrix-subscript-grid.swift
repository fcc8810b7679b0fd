struct Grid<T>: CustomStringConvertible {
    let rows: Int, cols: Int
    private var cells: [T]

    init(rows: Int, cols: Int, fill: T) {
        self.rows = rows; self.cols = cols
        cells = Array(repeating: fill, count: rows * cols)
    }

    func inBounds(_ r: Int, _ c: Int) -> Bool { r >= 0 && r < rows && c >= 0 && c < cols }

    subscript(r: Int, c: Int) -> T {
        get { cells[r * cols + c] }
        set { cells[r * cols + c] = newValue }
    }

    subscript(safe r: Int, c: Int) -> T? { inBounds(r, c) ? self[r, c] : nil }

    subscript(row r: Int) -> [T] { Array(cells[(r * cols)..<((r + 1) * cols)]) }

    var description: String {
        (0..<rows).map { r in self[row: r].map { "\($0)" }.joined(separator: " ") }.joined(separator: "\n")
    }

    func map<U>(_ f: (T) -> U) -> Grid<U> {
        var g = Grid<U>(rows: rows, cols: cols, fill: f(cells[0]))
        for r in 0..<rows { for c in 0..<cols { g[r, c] = f(self[r, c]) } }
        return g
    }
}

// Minesweeper-style board
var mines = Grid(rows: 4, cols: 5, fill: false)
for (r, c) in [(0, 1), (1, 3), (2, 0), (3, 3), (3, 4)] { mines[r, c] = true }

var counts = Grid(rows: 4, cols: 5, fill: 0)
for r in 0..<4 {
    for c in 0..<5 {
        var n = 0
        for dr in -1...1 {
            for dc in -1...1 where !(dr == 0 && dc == 0) {
                if mines[safe: r + dr, c + dc] == true { n += 1 }
            }
        }
        counts[r, c] = n
    }
}
let board = Grid(rows: 4, cols: 5, fill: ".")
var display = board
for r in 0..<4 { for c in 0..<5 { display[r, c] = mines[r, c] ? "*" : (counts[r, c] == 0 ? "." : String(counts[r, c])) } }
print(display)
print("---")
print(mines.map { $0 ? 1 : 0 })
print(board[0, 0], board[safe: 9, 9] ?? "none", counts[row: 2])
let total = (0..<4).reduce(0) { acc, r in acc + counts[row: r].reduce(0, +) }
print("sum of counts:", total)
