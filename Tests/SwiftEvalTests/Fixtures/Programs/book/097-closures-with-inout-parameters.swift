// Closures whose parameters are inout, and closures applied to array elements in place.
struct Score {
    var player: String
    var points: Int
}

let bonus: (inout Score) -> Void = { $0.points += 10 }
let penalty: (inout Score, Int) -> Void = { score, amount in
    score.points = max(0, score.points - amount)
}

var board = [Score(player: "Ada", points: 15), Score(player: "Lin", points: 4)]
bonus(&board[0])
penalty(&board[1], 7)
print(board)

func applyToAll(_ scores: inout [Score], _ change: (inout Score) -> Void) {
    for i in scores.indices {
        change(&scores[i])
    }
}
applyToAll(&board, bonus)
print(board.map(\.points))
applyToAll(&board) { $0.player = $0.player.uppercased() }
print(board.map(\.player))

var names = ["delta", "alpha", "charlie"]
let normalize: (inout [String]) -> Void = { list in
    list.sort()
    list = list.map { $0.capitalizedFirst }
}
normalize(&names)
print(names)

var counter = 0
let bump = { (value: inout Int, times: Int) in
    for _ in 0..<times { value += 1 }
}
bump(&counter, 3)
print(counter)

var matrix = [[1, 2], [3, 4]]
for i in matrix.indices {
    matrix[i].indices.forEach { matrix[i][$0] *= 10 }
}
print(matrix)
var stats = (wins: 0, losses: 0)
let record: (inout (wins: Int, losses: Int), Bool) -> Void = { s, won in
    if won { s.wins += 1 } else { s.losses += 1 }
}
[true, false, true, true].forEach { record(&stats, $0) }
print(stats)

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
