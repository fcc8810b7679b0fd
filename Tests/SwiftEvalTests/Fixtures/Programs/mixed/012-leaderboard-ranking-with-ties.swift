// Leaderboard: Comparable conformance, competition ranking with ties, enumerated, medals.
import Foundation

struct Player: Comparable {
    let name: String
    let score: Int
    let time: Double

    static func < (lhs: Player, rhs: Player) -> Bool {
        if lhs.score != rhs.score { return lhs.score > rhs.score }
        if lhs.time != rhs.time { return lhs.time < rhs.time }
        return lhs.name < rhs.name
    }
    static func == (lhs: Player, rhs: Player) -> Bool {
        lhs.score == rhs.score && lhs.time == rhs.time
    }
}

func rank(_ players: [Player]) -> [(rank: Int, player: Player)] {
    var result: [(rank: Int, player: Player)] = []
    for (index, player) in players.sorted().enumerated() {
        if let last = result.last, last.player.score == player.score && last.player.time == player.time {
            result.append((last.rank, player))
        } else {
            result.append((index + 1, player))
        }
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

let players = [
    Player(name: "Kai", score: 980, time: 61.2),
    Player(name: "Bea", score: 1200, time: 58.0),
    Player(name: "Ola", score: 980, time: 61.2),
    Player(name: "Dev", score: 1200, time: 55.5),
    Player(name: "Ian", score: 0, time: 90.0),
    Player(name: "Amy", score: 980, time: 59.9),
    Player(name: "Zed", score: -50, time: 12.0),
    Player(name: "Lin", score: 700, time: 70.0),
    Player(name: "Max", score: 700, time: 70.0),
    Player(name: "Sue", score: 700, time: 70.0),
    Player(name: "Ron", score: 650, time: 80.0),
    Player(name: "Tia", score: 640, time: 80.0),
]

let ranked = rank(players)
for (r, p) in ranked {
    let medal: String
    switch r {
    case 1: medal = "🥇"
    case 2: medal = "🥈"
    case 3: medal = "🥉"
    default: medal = "  "
    }
    let tie = ranked.filter { $0.rank == r }.count > 1 ? " (tie)" : ""
    print("\(medal) \(ordinal(r).padding(toLength: 4, withPad: " ", startingAt: 0)) \(p.name) \(p.score) pts \(String(format: "%.1fs", p.time))\(tie)")
}
print("Best: \(players.min()!.name), worst: \(players.max()!.name)")
print("Kai == Ola: \(players[0] == players[2]), Kai < Amy: \(players[0] < players[5])")
let podium = ranked.prefix { $0.rank <= 3 }.map(\.player.name)
print("Podium: \(podium.joined(separator: ", "))")
print("Ordinals: \([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal).joined(separator: " "))")
