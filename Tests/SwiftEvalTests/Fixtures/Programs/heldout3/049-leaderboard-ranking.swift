import Foundation

struct Player {
    let name: String
    var scores: [Int]
    var best: Int { scores.max() ?? 0 }
    var total: Int { scores.reduce(0, +) }
    var average: Double { scores.isEmpty ? 0 : Double(total) / Double(scores.count) }
}

struct RankedEntry {
    let rank: Int
    let player: Player
    let isTied: Bool
}

func rank(_ players: [Player], by key: (Player) -> Int) -> [RankedEntry] {
    let sorted = players.sorted { (key($0), $1.name) > (key($1), $0.name) }
    var result: [RankedEntry] = []
    for (i, p) in sorted.enumerated() {
        let value = key(p)
        let rank = (i > 0 && key(sorted[i - 1]) == value) ? result[i - 1].rank : i + 1
        let tied = sorted.filter { key($0) == value }.count > 1
        result.append(RankedEntry(rank: rank, player: p, isTied: tied))
    }
    return result
}

func ordinal(_ n: Int) -> String {
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix)"
}

var players = [
    Player(name: "nova", scores: [120, 340, 90]),
    Player(name: "bolt", scores: [300, 220]),
    Player(name: "echo", scores: [550]),
    Player(name: "axel", scores: [200, 200, 100, 50]),
    Player(name: "kite", scores: []),
    Player(name: "zed", scores: [100, 450, 30]),
]

print("By total:")
for e in rank(players, by: \.total) {
    print("  \(ordinal(e.rank).padding(4))\(e.isTied ? "=" : " ") \(e.player.name) \(e.player.total)")
}
print("By best:")
for e in rank(players, by: \.best).prefix(3) {
    print("  \(ordinal(e.rank)) \(e.player.name) \(e.player.best)")
}
players[4].scores.append(560)
let top = rank(players, by: \.best).first!
print("New leader: \(top.player.name) with \(top.player.best)")
print((1...24).filter { [1, 2, 3, 4, 11, 12, 13, 21, 22, 23].contains($0) }.map(ordinal).joined(separator: " "))
print(ordinal(101), ordinal(111), ordinal(1002))
let averages = players.filter { !$0.scores.isEmpty }.sorted { $0.average > $1.average }
print(averages.map { "\($0.name):\(Int($0.average.rounded()))" })

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
