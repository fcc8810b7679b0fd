// Labeled loops with break and continue.
let grid = [
    [1, 2, 3],
    [4, -5, 6],
    [7, 8, 9],
]

var found: (row: Int, col: Int)?
search: for (r, row) in grid.enumerated() {
    for (c, value) in row.enumerated() {
        if value < 0 {
            found = (r, c)
            break search
        }
    }
}
print(found as Any)

var pairs: [String] = []
outer: for i in 1...4 {
    for j in 1...4 {
        if j > i { continue outer }
        if i + j == 6 { break outer }
        pairs.append("\(i)\(j)")
    }
}
print(pairs)

var rolls = [3, 5, 2, 6, 6, 1]
var square = 0
let finalSquare = 12
gameLoop: while square != finalSquare {
    guard !rolls.isEmpty else { break gameLoop }
    let roll = rolls.removeFirst()
    switch square + roll {
    case finalSquare:
        square = finalSquare
        break gameLoop
    case let next where next > finalSquare:
        print("overshoot with \(roll)")
        continue gameLoop
    default:
        square += roll
        print("moved to \(square)")
    }
}
print("final", square, rolls)

var count = 0
loop: repeat {
    count += 1
    if count == 3 { break loop }
} while true
print(count)
