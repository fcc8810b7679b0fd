// Searching, min/max, sorting and checking arrays.
struct Player {
    let name: String
    let score: Int
}
let players = [
    Player(name: "Kim", score: 88),
    Player(name: "Ola", score: 95),
    Player(name: "Raj", score: 88),
    Player(name: "Bea", score: 70),
]
let scores = players.map { $0.score }
print(scores.contains(95), scores.contains(100))
print(scores.firstIndex(of: 88) as Any, scores.lastIndex(of: 88) as Any)
print(scores.firstIndex(of: 1) as Any)
print(scores.min()!, scores.max()!)
print(players.max(by: { $0.score < $1.score })!.name)
print(players.min(by: { $0.score < $1.score })!.name)
print(scores.sorted())
print(scores.sorted(by: >))
let ranked = players.sorted { a, b in
    a.score != b.score ? a.score > b.score : a.name < b.name
}
print(ranked.map { $0.name })
print(players.first(where: { $0.score < 80 })?.name ?? "none")
print(players.last(where: { $0.score == 88 })!.name)
print(players.contains(where: { $0.name.hasPrefix("R") }))
print(players.allSatisfy { $0.score >= 70 })
print(scores.reduce(0, +) / scores.count)
print(scores.starts(with: [88, 95]))
print([Int]().min() as Any)
var mutable = scores
mutable.sort()
print(mutable)
mutable.sort(by: >)
print(mutable)
print(["pear", "Fig", "apple"].sorted())
print([3, 1, 2].sorted().reversed().map { $0 })
print(scores.count(where: { $0 == 88 }))
print([1, 2, 3] == [1, 2, 3], [1, 2] == [2, 1])
print(players.sorted { $0.name < $1.name }.first!)
