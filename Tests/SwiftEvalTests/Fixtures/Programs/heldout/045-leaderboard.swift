import Foundation

struct Player: Hashable {
    let name: String
    let points: Int
    let wins: Int
}

extension Player: Comparable {
    static func < (a: Player, b: Player) -> Bool {
        if a.points != b.points { return a.points > b.points }
        if a.wins != b.wins { return a.wins > b.wins }
        return a.name < b.name
    }
}

func denseRanks(_ players: [Player]) -> [(rank: Int, player: Player)] {
    var result: [(Int, Player)] = []
    var rank = 0
    var lastPoints: Int?
    for p in players.sorted() {
        if p.points != lastPoints { rank += 1; lastPoints = p.points }
        result.append((rank, p))
    }
    return result
}

let players = [
    Player(name: "nova", points: 1200, wins: 8),
    Player(name: "blaze", points: 980, wins: 9),
    Player(name: "echo", points: 1200, wins: 10),
    Player(name: "ash", points: 760, wins: 4),
    Player(name: "zed", points: 980, wins: 9),
    Player(name: "kit", points: 450, wins: 2),
]

let medals = ["🥇", "🥈", "🥉"]
for (rank, player) in denseRanks(players) {
    let medal = rank <= medals.count ? medals[rank - 1] : "  "
    print("\(medal) \(rank). \(player.name.padding(toLength: 6, withPad: " ", startingAt: 0)) \(player.points) pts, \(player.wins) W")
}

let previous = ["nova": 1, "echo": 3, "blaze": 2, "zed": 5, "ash": 4]
let current = players.sorted()
print("Movement:")
for (index, p) in zip(1..., current) {
    guard let old = previous[p.name] else { print("  \(p.name): NEW"); continue }
    let delta = old - index
    let arrow = delta > 0 ? "↑\(delta)" : delta < 0 ? "↓\(-delta)" : "="
    print("  \(p.name): \(arrow)")
}
let top = Set(current.prefix(3).map(\.name))
print("Podium contains zed: \(top.contains("zed"))")
