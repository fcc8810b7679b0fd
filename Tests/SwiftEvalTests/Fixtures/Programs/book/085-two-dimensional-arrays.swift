// Arrays of arrays: a seating chart grid.
let rows = 3, cols = 4
var seats = Array(repeating: Array(repeating: ".", count: cols), count: rows)
print(seats)
seats[0][1] = "X"
seats[2][3] = "X"
seats[1][0] = "R"
for row in seats {
    print(row.joined(separator: " "))
}
let taken = seats.flatMap { $0 }.filter { $0 != "." }.count
print("taken:", taken)

let columnCounts = (0..<cols).map { c in seats.filter { $0[c] != "." }.count }
print(columnCounts)

let matrix = [[1, 2, 3], [4, 5, 6]]
let transposed = (0..<matrix[0].count).map { c in matrix.map { $0[c] } }
print(transposed)
let rowSums = matrix.map { $0.reduce(0, +) }
print(rowSums)
let diagonal = (0..<min(matrix.count, matrix[0].count)).map { matrix[$0][$0] }
print(diagonal)

var jagged: [[Int]] = [[], [1], [1, 2]]
jagged[0].append(0)
jagged.append([])
print(jagged, jagged.map(\.count))
print(jagged.last?.first as Any)
print(jagged[2].last as Any)

var board = [[Character]](repeating: [Character](repeating: " ", count: 3), count: 3)
let moves: [(Int, Int, Character)] = [(1, 1, "X"), (0, 0, "O"), (2, 2, "X")]
for (r, c, mark) in moves {
    board[r][c] = mark
}
for row in board {
    print("|" + String(row) + "|")
}
print(board[1])
let multiplication = (1...3).map { a in (1...3).map { b in a * b } }
print(multiplication)
